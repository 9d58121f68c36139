// A reader's cluster for the tests (src/site/cluster/fill.test.ts, e2e/your-cluster.spec.ts): values unlike
// any of the pages' examples, so that a filled command cannot pass by accident.
import type { ClusterValues } from './values.ts';

export const READER_CLUSTER: Required<Omit<ClusterValues, 'deploy' | 'etcd' | 'kubernetes'>> = {
  member1Name: 'k8s-a',
  member2Name: 'k8s-b',
  member3Name: 'k8s-c',
  member1Ip: '192.168.7.21',
  member2Ip: '192.168.7.22',
  member3Ip: '192.168.7.23',
  caCert: '/opt/pki/etcd-ca.pem',
  clientCert: '/opt/pki/etcdctl.pem',
  clientKey: '/opt/pki/etcdctl-key.pem',
  dataDir: '/data/etcd',
  backupHost: 'snap@store.internal',
  backupDir: '/srv/snaps',
  backupRecipient: 'age1qqqqzzzz',
  keysHost: 'keys@vault.internal',
  keysDir: '/srv/keys',
  keysRecipient: 'age1kkkkzzzz',
};
