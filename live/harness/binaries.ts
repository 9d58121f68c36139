// Where etcd and etcdctl are, and a clear failure when they are not installed.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const INSTALL_HINT =
  'The live checks need etcd and etcdctl (3.4 or later). On Debian/Ubuntu: apt-get install etcd-server etcd-client ' +
  '(the Debian packages etcd-server and etcd-client). Or point ETCD_BIN / ETCDCTL_BIN at the binaries.';

function which(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter).concat(['/usr/bin', '/usr/local/bin'])) {
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* keep looking */
    }
  }
  return undefined;
}

function resolve(envName: string, name: string): string | undefined {
  const fromEnv = process.env[envName];
  if (fromEnv !== undefined) {
    try {
      accessSync(fromEnv, constants.X_OK);
      return fromEnv;
    } catch {
      return undefined;
    }
  }
  return which(name);
}

export interface Binaries {
  etcd: string;
  etcdctl: string;
  /** e.g. '3.4.23' */
  version: string;
}

let cached: Binaries | undefined;

/** The binaries, or an Error whose message names the Debian packages to install. */
export function binaries(): Binaries {
  if (cached) return cached;
  const etcd = resolve('ETCD_BIN', 'etcd');
  const etcdctl = resolve('ETCDCTL_BIN', 'etcdctl');
  const missing = [!etcd && 'etcd', !etcdctl && 'etcdctl'].filter(Boolean);
  if (!etcd || !etcdctl) throw new Error(`${missing.join(' and ')} not found. ${INSTALL_HINT}`);
  const out = execFileSync(etcd, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const version = /etcd Version:\s*(\S+)/.exec(out)?.[1] ?? 'unknown';
  cached = { etcd, etcdctl, version };
  return cached;
}
