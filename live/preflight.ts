// Run before the live checks (npm run test:live): fail at once, with the packages to install, when
// etcd or etcdctl is missing, instead of failing every test one by one.
import { binaries, INSTALL_HINT } from './harness/binaries.ts';

try {
  const { etcd, etcdctl, version } = binaries();
  const [major, minor] = version.split('.').map(Number);
  if (!(major === 3 && (minor ?? 0) >= 4)) {
    console.error(`live checks: ${etcd} is etcd ${version}; they need 3.4 or later. ${INSTALL_HINT}`);
    process.exit(1);
  }
  console.log(`live checks: etcd ${version} (${etcd}), ${etcdctl}`);
} catch (err) {
  console.error(`live checks: ${(err as Error).message}`);
  process.exit(1);
}
