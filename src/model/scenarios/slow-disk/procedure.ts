// The slow-disk right path as a procedure (format: src/model/engine/procedure.ts): the command behind each
// operator event, on a kubeadm control-plane node with the etcd client certificates exported (cluster.start).
// etcdctl endpoint status / defrag / endpoint health / move-leader are the same in 3.5, 3.6 and 3.7 (3.6 adds
// ". took <duration>" to defrag's line: etcdctl/ctlv3/command/defrag_command.go @ v3.6.11 l. 53). The fio
// job is the one etcd's hardware guide and the "Using fio to tell whether your storage is fast enough for
// etcd" benchmark use: fdatasync after every write of about the WAL's size. Run it on the disk that holds
// /var/lib/etcd, in a directory of its own. No prose in the commands: they are shared by both languages.
// No address or member ID is written into a command (issue 25 §6): the setup step sets each member's address
// once from a placeholder (bash refuses `MEMBER_1_IP=<ETCD_MEMBER_1_IP>` left unfilled), and move-leader reads
// the transferee's ID from `member list` by its peer URL (rows `ID, status, name, peer URLs, client URLs, is
// learner`: etcdctl/ctlv3/command/printer_simple.go @ v3.6.11). An ID left empty is refused before anything
// moves (move_leader_command.go @ v3.6.11: strconv.ParseUint of the argument, ExitBadArgs).
import { KUBEADM_ETCDCTL_CERTS, type Procedure } from '../../engine/procedure.ts';
import { MEMBER_INFO } from './components.ts';

const MEMBERS = Object.keys(MEMBER_INFO);
const ipOf = (m: string) => `$MEMBER_${m.slice(1)}_IP`;
const urlOf = (m: string) => `https://${ipOf(m)}:2379`;

export const procedure: Procedure = {
  output: ['etcdctl'],
  values: Object.fromEntries(MEMBERS.map((m) => [m, urlOf(m)])),
  commands: {
    'cluster.start': {
      etcd36: [
        ...KUBEADM_ETCDCTL_CERTS,
        ...MEMBERS.map((m) => `MEMBER_${m.slice(1)}_IP=<ETCD_MEMBER_${m.slice(1)}_IP>`),
        `ENDPOINTS="${MEMBERS.map(urlOf).join(',')}"`,
      ].join('\n'),
      output: [],
    },
    'etcd.status': { etcd36: 'etcdctl --endpoints="$ENDPOINTS" endpoint status -w table' },
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
      MEMBERS.map((m) => [
        `leader.move:${m}`,
        {
          etcd36: [
            `TARGET_ID=$(etcdctl --endpoints="$ENDPOINTS" member list | awk -F', ' -v want="https://${ipOf(m)}:2380" '$4 == want { print $1 }')`,
            'etcdctl --endpoints="$ENDPOINTS" move-leader "$TARGET_ID"',
            'etcdctl --endpoints="$ENDPOINTS" endpoint status -w table',
          ].join('\n'),
        },
      ]),
    ),
  },
};
