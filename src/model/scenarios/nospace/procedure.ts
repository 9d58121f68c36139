// The NOSPACE recovery as a procedure (format: src/model/engine/procedure.ts): the command behind each reader
// event, on a kubeadm control-plane node with the certificate variables of the setup step exported.
// Checked against the etcd sources (v3.6.0, v3.5.17): etcdctl/ctlv3/command/{ep,compaction,defrag,
// alarm}_command.go print what the "what you see" lines of etcdctl-shell show; every command here is
// the same in 3.5, 3.6 and 3.7 (only defrag's output differs: 3.6 adds ". took <duration>"). No prose
// comments in the commands: they are shared by both languages; the words explain each step. No address is
// written into a command (issue 25 §6): the setup step sets each member's once from a placeholder (bash
// refuses `MEMBER_1_IP=<ETCD_MEMBER_1_IP>` left unfilled), and {member} is the URL built from its variable.
import { KUBEADM_ETCDCTL_CERTS, type Procedure } from '../../engine/procedure.ts';
import { MEMBER_INFO } from './components.ts';

const MEMBERS = Object.keys(MEMBER_INFO);
const urlOf = (m: string) => `https://$MEMBER_${m.slice(1)}_IP:2379`;
const endpoints = MEMBERS.map(urlOf).join(',');

export const procedure: Procedure = {
  output: ['etcdctl'],
  values: Object.fromEntries(MEMBERS.map((m) => [m, urlOf(m)])),
  commands: {
    'cluster.start': {
      etcd36: [
        ...KUBEADM_ETCDCTL_CERTS,
        ...MEMBERS.map((m) => `MEMBER_${m.slice(1)}_IP=<ETCD_MEMBER_${m.slice(1)}_IP>`),
        `export ETCDCTL_ENDPOINTS="${endpoints}"`,
      ].join('\n'),
      output: [],
    },
    'request.put': { etcd36: 'etcdctl put /nospace-check ok && etcdctl del /nospace-check' },
    'request.get': { etcd36: 'etcdctl get /registry/namespaces/default --keys-only' },
    // What grew: keys per resource (the third field of /registry/<resource>/…), as performance-monitoring
    // #nospace-recovery counts them; --prefix and --keys-only are etcdctl get flags in v3.5.21 and v3.6.0
    // (etcdctl/ctlv3/command/get_command.go). A read: allowed under NOSPACE.
    'keys.count': {
      etcd36: ["etcdctl get /registry/ --prefix --keys-only | grep -v '^$' \\", '  | cut -d/ -f3 | sort | uniq -c | sort -rn | head -20'].join('\n'),
    },
    'events.delete': { etcd36: 'kubectl delete events --all --all-namespaces' },
    'health.check': {
      // kubeadm's liveness probe asks /livez, its readiness and startup probes /readyz (local.go GetEtcdPodSpec);
      // both answer `ok` plus a newline, /health answers JSON without one.
      etcd36: ['etcdctl endpoint health', 'curl -s http://127.0.0.1:2381/livez', 'curl -s http://127.0.0.1:2381/readyz', 'curl -s http://127.0.0.1:2381/health; echo'].join('\n'),
    },
    'alarm.list': { etcd36: 'etcdctl alarm list' },
    'revision.find': {
      etcd36: ["rev=$(etcdctl endpoint status --write-out=json \\", "  | grep -Eo '\"revision\":[0-9]+' | grep -Eo '[0-9]+' | head -1)", 'echo "$rev"'].join('\n'),
    },
    'history.compact': { etcd36: 'etcdctl compact "$rev"' },
    'defrag.member': {
      // ETCDCTL_ENDPOINTS for one command, not --endpoints: with the variable exported (cluster.start), the flag makes
      // etcdctl exit with "conflicting environment variable … is shadowed by corresponding command-line flag"
      // (pkg/flags/flag.go verifyEnv, v3.5/v3.6; seen on 3.4.23).
      etcd36: ['ETCDCTL_ENDPOINTS={member} etcdctl --command-timeout=120s defrag', 'etcdctl endpoint status -w table'].join('\n'),
    },
    'defrag.all': {
      etcd36: [`for ep in ${MEMBERS.map((m) => `"${urlOf(m)}"`).join(' ')}; do`, '  ETCDCTL_ENDPOINTS="$ep" etcdctl --command-timeout=120s defrag &', 'done; wait'].join('\n'),
    },
    'alarm.disarm': { etcd36: 'etcdctl alarm disarm' },
    'quota.raise': {
      // kubeadm writes no --quota-backend-bytes into etcd.yaml (cmd/kubeadm/app/phases/etcd/local.go getEtcdCommand),
      // so the flag is added after --data-dir (GNU sed), not replaced.
      etcd36: "sed -i 's#^\\( *\\)- --data-dir=/var/lib/etcd$#&\\n\\1- --quota-backend-bytes=17179869184#' /etc/kubernetes/manifests/etcd.yaml",
      output: ['m1', 'm2', 'm3'],
    },
  },
};
