// Replacing a failed member as a procedure (format: src/model/engine/procedure.ts): the command behind each
// reader event, with no prose comments (commands are the same in both languages; the words explain them),
// run on a healthy control-plane node with the variables of the setup step exported (the
// etcd start commands run on the machine they start). Checked against the etcd sources (v3.5.21,
// v3.6.0): etcdctl/ctlv3/command/{member,ep}_command.go and printer_simple.go print what the
// etcdctl-command lines show. Every command is the same in 3.5, 3.6 and 3.7; `member list
// --consistency=s` (3.6+) is on the restore page, not in the scenario, since this scenario's member
// list is the linearizable one that needs a quorum.
import type { Procedure } from '../../engine/procedure.ts';
import { MEMBERS } from './scenario.ts';

const url = (name: string, kind: 'peerUrl' | 'clientUrl') => MEMBERS.find((m) => m.name === name)![kind];
const listed = ['etcd1', 'etcd2', 'etcd3'].map((n) => url(n, 'clientUrl')).join(',');
const healthy = ['etcd2', 'etcd3'].map((n) => url(n, 'clientUrl')).join(',');
const idOf = (name: string) => MEMBERS.find((m) => m.name === name)!.id;
/** In member-ID order, as `member add` prints ETCD_INITIAL_CLUSTER (the order does not matter to etcd). */
const initial = (names: string[]) => [...names].sort((a, b) => idOf(a).localeCompare(idOf(b))).map((n) => `${n}=${url(n, 'peerUrl')}`).join(',');
const PKI = '/etc/kubernetes/pki/etcd';
/** The listen, advertise and TLS flags every member runs with (kubeadm's layout: cmd/kubeadm/app/phases/etcd/local.go). */
const memberFlags = (name: string) => [
  `  --listen-peer-urls ${url(name, 'peerUrl')} \\`,
  `  --listen-client-urls ${url(name, 'clientUrl')},https://127.0.0.1:2379 \\`,
  `  --advertise-client-urls ${url(name, 'clientUrl')} \\`,
  `  --cert-file ${PKI}/server.crt --key-file ${PKI}/server.key \\`,
  `  --trusted-ca-file ${PKI}/ca.crt --client-cert-auth \\`,
  `  --peer-cert-file ${PKI}/peer.crt --peer-key-file ${PKI}/peer.key \\`,
  `  --peer-trusted-ca-file ${PKI}/ca.crt --peer-client-cert-auth \\`,
];


export const procedure: Procedure = {
  output: ['etcdctl'],
  commands: {
    'cluster.start': {
      etcd36: [
        'export ETCDCTL_CACERT=/etc/kubernetes/pki/etcd/ca.crt',
        'export ETCDCTL_CERT=/etc/kubernetes/pki/etcd/healthcheck-client.crt',
        'export ETCDCTL_KEY=/etc/kubernetes/pki/etcd/healthcheck-client.key',
        `export ETCDCTL_ENDPOINTS=${healthy}`,
      ].join('\n'),
      output: [],
    },
    // Not --endpoints: with ETCDCTL_ENDPOINTS exported, the flag makes etcdctl exit ("conflicting
    // environment variable is shadowed by corresponding command-line flag", pkg/flags/flag.go verifyEnv).
    'check.status': { etcd36: `ETCDCTL_ENDPOINTS=${listed} etcdctl endpoint status` },
    'member.list': { etcd36: 'etcdctl member list' },
    'check.health': { etcd36: 'etcdctl endpoint health --cluster' },
    'member.remove': { etcd36: `etcdctl member remove ${MEMBERS[0].id}` },
    'member.addLearner': { etcd36: `etcdctl member add etcd4 --peer-urls=${url('etcd4', 'peerUrl')} --learner` },
    'replacement.start': {
      etcd36: [
        'ls -A /var/lib/etcd',
        'etcd --name etcd4 \\',
        `  --initial-advertise-peer-urls ${url('etcd4', 'peerUrl')} \\`,
        `  --initial-cluster ${initial(['etcd2', 'etcd3', 'etcd4'])} \\`,
        '  --initial-cluster-state existing \\',
        ...memberFlags('etcd4'),
        '  --data-dir /var/lib/etcd',
      ].join('\n'),
      output: ['etcd4'],
    },
    'member.promote': {
      etcd36: `until etcdctl member promote ${MEMBERS[3].id}; do sleep 5; done`,
    },
    'member.add': { etcd36: `etcdctl member add etcd4 --peer-urls=${url('etcd4', 'peerUrl')}` },
    'failed.restartEmpty': {
      etcd36: [
        'etcd --name etcd1 \\',
        `  --initial-advertise-peer-urls ${url('etcd1', 'peerUrl')} \\`,
        `  --initial-cluster ${initial(['etcd1', 'etcd2', 'etcd3'])} \\`,
        '  --initial-cluster-state new \\',
        // etcd's default token, which kubeadm keeps too (local.go sets none): the old token, so the old member ID.
        '  --initial-cluster-token etcd-cluster \\',
        ...memberFlags('etcd1'),
        '  --data-dir /var/lib/etcd',
      ].join('\n'),
      output: ['etcd1'],
    },
    'failed.returnWithData': {
      etcd36: 'systemctl start etcd',
      output: ['etcd1'],
    },
  },
};
