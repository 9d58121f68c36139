// Backup and restore as a procedure (format: src/model/engine/procedure.ts): the command behind each reader
// event, for the example cluster of the restore page (content/docs/<lang>/restore.mdx#restore-procedure):
// cp1 10.0.0.11, cp2 10.0.0.12, cp3 10.0.0.13, stacked etcd, kubeadm paths. The same commands serve
// etcd 3.5, 3.6 and 3.7 except where etcd35 is given. `etcdctl snapshot save` is the same in every
// version; `etcdutl snapshot status/restore` exists from 3.5, and --bump-revision/--mark-compacted in
// etcdutl from 3.5.10 (fact sheet §4). No ETCDCTL_ENDPOINTS is exported: a command-line --endpoints
// next to it makes etcdctl exit (pkg/flags verifyEnv, 3.5/3.6).
import type { CommandSpec, Procedure } from '../../engine/procedure.ts';
import { APISERVERS, MEMBERS, NODE_OF, RESTORE_TOKEN } from './scenario.ts';
import { BUMP } from './etcd-restore.ts';

export const NODE_IP: Record<string, string> = { cp1: '10.0.0.11', cp2: '10.0.0.12', cp3: '10.0.0.13' };
const INITIAL_CLUSTER = Object.entries(NODE_IP).map(([n, ip]) => `${n}=https://${ip}:2380`).join(',');
const ENDPOINTS = Object.values(NODE_IP).map((ip) => `https://${ip}:2379`).join(',');
const CERTS = ['--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/server.crt', '--key=/etc/kubernetes/pki/etcd/server.key'];
const lines = (...l: string[]) => l.join('\n');

/** The node a command runs on, as a shell prompt would name it: a comment, yet no words of one language. */
const on = (node: string) => `# root@${node}`;
/** Wait until crictl lists no container whose name matches (crictl's --name is a regular expression). */
const waitGone = (name: string) => `while crictl ps -q --name '${name}' | grep -q .; do sleep 2; done`;

function restoreOn(member: string): string {
  const node = NODE_OF[member];
  const ip = NODE_IP[node];
  return lines(
    on(node),
    'mkdir -p /root/restore',
    'scp backup@backup.example.org:/srv/etcd/snapshot.db.age /root/restore/',
    'age -d -i /root/backup-key.txt -o /root/restore/snapshot.db /root/restore/snapshot.db.age',
    'sha256sum /root/restore/snapshot.db',
    'mkdir -p /etc/kubernetes/manifests-stopped',
    'mv /etc/kubernetes/manifests/etcd.yaml /etc/kubernetes/manifests-stopped/',
    waitGone('^etcd$'),
    'etcdutl snapshot restore /root/restore/snapshot.db \\',
    `  --name ${node} \\`,
    `  --initial-cluster ${INITIAL_CLUSTER} \\`,
    `  --initial-cluster-token ${RESTORE_TOKEN} \\`,
    `  --initial-advertise-peer-urls https://${ip}:2380 \\`,
    '  --data-dir /var/lib/etcd-restored \\',
    `  --bump-revision ${BUMP} \\`,
    '  --mark-compacted',
  );
}

const perMember: Record<string, CommandSpec> = {};
for (const m of MEMBERS) {
  const node = NODE_OF[m];
  perMember[`member.restore:${m}`] = { etcd36: restoreOn(m), output: ['restore', m] };
  perMember[`member.start:${m}`] = {
    etcd36: lines(
      on(node),
      "sed -i 's#path: /var/lib/etcd$#path: /var/lib/etcd-restored#' /etc/kubernetes/manifests-stopped/etcd.yaml",
      "grep -n 'path: /var/lib/etcd' /etc/kubernetes/manifests-stopped/etcd.yaml",
      'mv /etc/kubernetes/manifests-stopped/etcd.yaml /etc/kubernetes/manifests/',
    ),
    output: [m],
  };
}
for (const a of APISERVERS) {
  const node = NODE_OF[a];
  perMember[`apiserver.stop:${a}`] = {
    etcd36: lines(on(node), 'mkdir -p /etc/kubernetes/manifests-stopped', 'mv /etc/kubernetes/manifests/kube-apiserver.yaml /etc/kubernetes/manifests-stopped/', waitGone('^kube-apiserver$')),
    output: [a],
  };
  perMember[`apiserver.start:${a}`] = {
    etcd36: lines(on(node), 'mv /etc/kubernetes/manifests-stopped/kube-apiserver.yaml /etc/kubernetes/manifests/', "kubectl get --raw='/readyz?verbose' | tail -n 3"),
    output: [a],
  };
}

// No command for the options of the restore command (restore.tool, .snapshot, .bump, .markCompacted): they only
// change the command that member.restore runs, which the Restore command row shows as it stands.
export const procedure: Procedure = {
  output: ['restore'],
  commands: {
    'cluster.start': {
      etcd36: lines('kubectl get nodes -o wide', 'kubectl -n kube-system get pods -l component=etcd -o wide'),
      output: [],
    },
    'backup.save': {
      etcd36: lines(
        on('cp1'),
        'mkdir -p /var/backups/etcd',
        'etcdctl --endpoints=https://127.0.0.1:2379 \\',
        ...CERTS.map((c) => `  ${c} \\`),
        '  snapshot save /var/backups/etcd/snapshot.db',
      ),
      output: ['snapshot'],
    },
    'backup.status': { etcd36: 'etcdutl -w table snapshot status /var/backups/etcd/snapshot.db', output: ['snapshot'] },
    'backup.copyOff': {
      etcd36: lines(
        'age -r "$BACKUP_AGE_RECIPIENT" -o /var/backups/etcd/snapshot.db.age /var/backups/etcd/snapshot.db',
        'scp /var/backups/etcd/snapshot.db.age backup@backup.example.org:/srv/etcd/',
        'rm /var/backups/etcd/snapshot.db',
      ),
      output: ['snapshot'],
    },
    'backup.encryptionConfig': {
      etcd36: lines(
        "grep -o -- '--encryption-provider-config=[^ ]*' /etc/kubernetes/manifests/kube-apiserver.yaml",
        'tar -czf - /etc/kubernetes/enc | age -r "$KEYS_AGE_RECIPIENT" -o /root/enc-config.tar.gz.age',
        'scp /root/enc-config.tar.gz.age keys@keys.example.org:/srv/kubernetes-enc/',
      ),
      output: ['encryption'],
    },
    ...perMember,
    'controlPlane.restart': {
      etcd36: lines(
        'mv /etc/kubernetes/manifests/kube-controller-manager.yaml /etc/kubernetes/manifests/kube-scheduler.yaml \\',
        '   /etc/kubernetes/manifests-stopped/',
        waitGone('^kube-controller-manager$|^kube-scheduler$'),
        'mv /etc/kubernetes/manifests-stopped/kube-controller-manager.yaml \\',
        '   /etc/kubernetes/manifests-stopped/kube-scheduler.yaml /etc/kubernetes/manifests/',
      ),
      output: ['controlLoops'],
    },
    'kubelets.restart': { etcd36: 'systemctl restart kubelet', output: ['w1', 'w2'] },
    'cluster.verify': {
      etcd36: lines(
        `etcdctl --endpoints=${ENDPOINTS} \\`,
        ...CERTS.map((c) => `  ${c} \\`),
        '  endpoint status -w table',
        `etcdctl --endpoints=${ENDPOINTS} \\`,
        ...CERTS.map((c) => `  ${c} \\`),
        '  endpoint hashkv -w table',
        "kubectl get --raw='/readyz?verbose' | tail -n 3",
        'kubectl get pods -A -o wide',
        'crictl pods',
      ),
      output: ['check'],
    },
  },
};
