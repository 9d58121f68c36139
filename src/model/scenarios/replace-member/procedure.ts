// Replacing a failed member as a procedure (format: src/model/engine/procedure.ts): the command behind each
// reader event, with no prose comments (commands are the same in both languages; the words explain them),
// run on a healthy control-plane node in the shell where the setup step set its variables (the etcd start
// commands run on the machine they start, which sets its own). Names, addresses and member IDs are never
// written into a command: the setup step sets them once from placeholders (`<NEW_MEMBER_IP>`: the shell
// refuses to run an assignment whose placeholder was not filled in), and the member IDs are read from
// `member list` by name or peer URL. Every retry is bounded. Checked against the etcd sources (v3.5.21,
// v3.6.0, v3.6.11): etcdctl/ctlv3/command/{member,ep}_command.go, printer.go (makeMemberListTable) and
// printer_simple.go print what the etcdctl-command lines show; `member list` rows are
// `ID, status, name, peer URLs, client URLs, is learner` joined with ", ". Every command is the same in
// 3.5, 3.6 and 3.7; `member list --consistency=s` (3.6+) is on the restore page, not in the scenario,
// since this scenario's member list is the linearizable one that needs a quorum.
import type { Procedure } from '../../engine/procedure.ts';
import { MEMBERS } from './scenario.ts';

const url = (name: string, kind: 'peerUrl' | 'clientUrl') => MEMBERS.find((m) => m.name === name)![kind];
const idOf = (name: string) => MEMBERS.find((m) => m.name === name)!.id;
/** In member-ID order, as `member add` prints ETCD_INITIAL_CLUSTER (the order does not matter to etcd). */
const initial = (names: string[]) => [...names].sort((a, b) => idOf(a).localeCompare(idOf(b))).map((n) => `${n}=${url(n, 'peerUrl')}`).join(',');
const PKI = '/etc/kubernetes/pki/etcd';
/** The TLS flags every member runs with (kubeadm's layout: cmd/kubeadm/app/phases/etcd/local.go). */
const TLS = [
  `  --cert-file ${PKI}/server.crt --key-file ${PKI}/server.key \\`,
  `  --trusted-ca-file ${PKI}/ca.crt --client-cert-auth \\`,
  `  --peer-cert-file ${PKI}/peer.crt --peer-key-file ${PKI}/peer.key \\`,
  `  --peer-trusted-ca-file ${PKI}/ca.crt --peer-client-cert-auth \\`,
];
/** The listen and advertise flags, from a shell variable holding the member's address. */
const listenOn = (ip: string) => [
  `  --listen-peer-urls "https://${ip}:2380" \\`,
  `  --listen-client-urls "https://${ip}:2379,https://127.0.0.1:2379" \\`,
  `  --advertise-client-urls "https://${ip}:2379" \\`,
];
/** The same flags with an example member's literal addresses (the wrong turns on the failed machine). */
const listenOnExample = (name: string) => [
  `  --listen-peer-urls ${url(name, 'peerUrl')} \\`,
  `  --listen-client-urls ${url(name, 'clientUrl')},https://127.0.0.1:2379 \\`,
  `  --advertise-client-urls ${url(name, 'clientUrl')} \\`,
];

/** How often, and how far apart, promote is tried: 60 × 5 s = 5 min for the learner to catch up. */
export const PROMOTE_ATTEMPTS = 60;
export const PROMOTE_INTERVAL_S = 5;

/** The member ID `member list` gives for a row whose field `field` (3 = name, 4 = peer URLs) equals `value`. */
const idFromList = (variable: string, field: number, value: string) =>
  `${variable}=$(etcdctl member list | awk -F', ' -v want="${value}" '$${field} == want { print $1 }')`;

export const procedure: Procedure = {
  output: ['etcdctl'],
  commands: {
    'cluster.start': {
      etcd36: [
        `export ETCDCTL_CACERT=${PKI}/ca.crt`,
        `export ETCDCTL_CERT=${PKI}/healthcheck-client.crt`,
        `export ETCDCTL_KEY=${PKI}/healthcheck-client.key`,
        'FAILED_NAME=<FAILED_MEMBER_NAME>',
        'FAILED_IP=<FAILED_MEMBER_IP>',
        'NEW_NAME=<NEW_MEMBER_NAME>',
        'NEW_IP=<NEW_MEMBER_IP>',
        'export ETCDCTL_ENDPOINTS=https://<HEALTHY_MEMBER_1_IP>:2379,https://<HEALTHY_MEMBER_2_IP>:2379',
      ].join('\n'),
      output: [],
    },
    // Not --endpoints: with ETCDCTL_ENDPOINTS exported, the flag makes etcdctl exit ("conflicting
    // environment variable is shadowed by corresponding command-line flag", pkg/flags/flag.go verifyEnv).
    'check.status': { etcd36: 'ETCDCTL_ENDPOINTS="$ETCDCTL_ENDPOINTS,https://$FAILED_IP:2379" etcdctl endpoint status' },
    'member.list': { etcd36: 'etcdctl member list' },
    'check.health': { etcd36: 'etcdctl endpoint health --cluster' },
    // The failed member is listed by its name: it had started once (printer.go: status "started"). A name
    // not in the list leaves the ID empty, which etcdctl refuses ("bad member ID arg", member_command.go
    // @ v3.6.11 l. 189–191) without removing anything.
    'member.remove': {
      etcd36: [idFromList('FAILED_ID', 3, '$FAILED_NAME'), 'etcdctl member remove "$FAILED_ID"'].join('\n'),
    },
    'member.addLearner': { etcd36: 'etcdctl member add "$NEW_NAME" --peer-urls="https://$NEW_IP:2380" --learner' },
    // On the new machine: its own shell, so its own variables; the cluster list is the ETCD_INITIAL_CLUSTER
    // value member add printed. etcd starts only on an empty data directory.
    'replacement.start': {
      etcd36: [
        'NEW_NAME=<NEW_MEMBER_NAME>',
        'NEW_IP=<NEW_MEMBER_IP>',
        'INITIAL_CLUSTER=<ETCD_INITIAL_CLUSTER_FROM_MEMBER_ADD>',
        'test -z "$(ls -A /var/lib/etcd 2>/dev/null)" && \\',
        'etcd --name "$NEW_NAME" \\',
        '  --initial-advertise-peer-urls "https://$NEW_IP:2380" \\',
        '  --initial-cluster "$INITIAL_CLUSTER" \\',
        '  --initial-cluster-state existing \\',
        ...listenOn('$NEW_IP'),
        ...TLS,
        '  --data-dir /var/lib/etcd',
      ].join('\n'),
      output: ['etcd4'],
    },
    // A learner not yet in sync is refused (isLearnerReady): try again, for at most 5 min. An unstarted
    // learner has no name in member list, so it is found by its peer URL.
    'member.promote': {
      etcd36: [
        idFromList('NEW_ID', 4, 'https://$NEW_IP:2380'),
        `for attempt in $(seq 1 ${PROMOTE_ATTEMPTS}); do`,
        '  etcdctl member promote "$NEW_ID" && break',
        `  test "$attempt" -lt ${PROMOTE_ATTEMPTS} || { echo "$NEW_NAME ($NEW_ID) not promoted after ${PROMOTE_ATTEMPTS} attempts: check that etcd runs there and catches up" >&2; break; }`,
        `  sleep ${PROMOTE_INTERVAL_S}`,
        'done',
      ].join('\n'),
    },
    'member.add': { etcd36: 'etcdctl member add "$NEW_NAME" --peer-urls="https://$NEW_IP:2380"' },
    // The wrong turns on the failed machine, with the example's own values: they are not in the runbook.
    'failed.restartEmpty': {
      etcd36: [
        'etcd --name etcd1 \\',
        `  --initial-advertise-peer-urls ${url('etcd1', 'peerUrl')} \\`,
        `  --initial-cluster ${initial(['etcd1', 'etcd2', 'etcd3'])} \\`,
        '  --initial-cluster-state new \\',
        // etcd's default token, which kubeadm keeps too (local.go sets none): the old token, so the old member ID.
        '  --initial-cluster-token etcd-cluster \\',
        ...listenOnExample('etcd1'),
        ...TLS,
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
