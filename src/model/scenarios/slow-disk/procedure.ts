// The slow-disk right path as a procedure (format: src/model/engine/procedure.ts): the command behind each
// operator event, on a kubeadm control-plane node with the etcd client certificates exported (cluster.start).
// etcdctl endpoint status / defrag / endpoint health / move-leader are the same in 3.5, 3.6 and 3.7 (3.6 adds
// ". took <duration>" to defrag's line: etcdctl/ctlv3/command/defrag_command.go @ v3.6.11 l. 53). The fio
// job is the one etcd's hardware guide and the "Using fio to tell whether your storage is fast enough for
// etcd" benchmark use: fdatasync after every write of about the WAL's size. Run it on the disk that holds
// /var/lib/etcd, in a directory of its own. No prose in the commands: they are shared by both languages.
import { KUBEADM_ETCDCTL_CERTS, type Procedure } from '../../engine/procedure.ts';
import { MEMBER_INFO } from './components.ts';

const endpoints = Object.values(MEMBER_INFO).map((m) => m.endpoint).join(',');

export const procedure: Procedure = {
  output: ['etcdctl'],
  values: Object.fromEntries(Object.entries(MEMBER_INFO).map(([m, i]) => [m, i.endpoint])),
  commands: {
    'cluster.start': {
      etcd36: [
        ...KUBEADM_ETCDCTL_CERTS,
      ].join('\n'),
      output: [],
    },
    'etcd.status': { etcd36: `etcdctl --endpoints=${endpoints} endpoint status -w table` },
    'disk.check': {
      etcd36: [
        'iostat -x 1 5',
        'mkdir -p /var/lib/etcd-fio',
        'fio --name=etcd-wal --directory=/var/lib/etcd-fio --rw=write --ioengine=sync --fdatasync=1 --size=22m --bs=2300',
        'rm -rf /var/lib/etcd-fio',
      ].join('\n'),
    },
    'etcd.defrag': {
      etcd36: ['etcdctl --endpoints={target} --command-timeout=120s defrag', 'etcdctl --endpoints={target} endpoint health'].join('\n'),
    },
    // move-leader takes the transferee's hex ID (the ID column of endpoint status) and must reach the leader.
    ...Object.fromEntries(
      Object.entries(MEMBER_INFO).map(([m, i]) => [
        `leader.move:${m}`,
        { etcd36: [`etcdctl --endpoints=${endpoints} move-leader ${i.memberId}`, `etcdctl --endpoints=${endpoints} endpoint status -w table`].join('\n') },
      ]),
    ),
  },
};
