// Backup and restore as a procedure (format: src/engine/procedure.ts): the command behind each reader
// event, for the example cluster of the restore page (content/docs/<lang>/restore.mdx#restore-procedure):
// cp1 10.0.0.11, cp2 10.0.0.12, cp3 10.0.0.13, stacked etcd, kubeadm paths. The same commands serve
// etcd 3.5, 3.6 and 3.7 except where etcd35 is given. `etcdctl snapshot save` is the same in every
// version; `etcdutl snapshot status/restore` exists from 3.5, and --bump-revision/--mark-compacted in
// etcdutl from 3.5.10 (fact sheet §4). No ETCDCTL_ENDPOINTS is exported: a command-line --endpoints
// next to it makes etcdctl exit (pkg/flags verifyEnv, 3.5/3.6).
import type { CommandSpec, Procedure } from '../../engine/procedure.ts';
import { APISERVERS, MEMBERS, NODE_OF, RESTORE_TOKEN } from './scenario.ts';
import { BUMP } from '../../components-lib/etcd-restore.ts';

export const NODE_IP: Record<string, string> = { cp1: '10.0.0.11', cp2: '10.0.0.12', cp3: '10.0.0.13' };
const INITIAL_CLUSTER = Object.entries(NODE_IP).map(([n, ip]) => `${n}=https://${ip}:2380`).join(',');
const ENDPOINTS = Object.values(NODE_IP).map((ip) => `https://${ip}:2379`).join(',');
const CERTS = ['--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/server.crt', '--key=/etc/kubernetes/pki/etcd/server.key'];
const lines = (...l: string[]) => l.join('\n');

function restoreOn(member: string): string {
  const node = NODE_OF[member];
  const ip = NODE_IP[node];
  return lines(
    `# on ${node}: the same snapshot file as on every other member (the right command; a wrong turn's`,
    '# command is in the Restore command row)',
    'mkdir -p /root/restore',
    'scp backup@backup.example.org:/srv/etcd/snapshot.db.age /root/restore/',
    'age -d -i /root/backup-key.txt -o /root/restore/snapshot.db /root/restore/snapshot.db.age',
    'sha256sum /root/restore/snapshot.db    # identical on every member',
    '# stop etcd; the old /var/lib/etcd stays where it is',
    'mkdir -p /etc/kubernetes/manifests-stopped',
    'mv /etc/kubernetes/manifests/etcd.yaml /etc/kubernetes/manifests-stopped/',
    "crictl ps --name '^etcd$'    # repeat until nothing is listed",
    '# etcd 3.5: etcdutl 3.5.10 or later (older 3.5 releases have no --bump-revision)',
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
      `# on ${node}: point the etcd-data hostPath at the restored directory, then start etcd`,
      "sed -i 's#path: /var/lib/etcd$#path: /var/lib/etcd-restored#' /etc/kubernetes/manifests-stopped/etcd.yaml",
      "grep -n '/var/lib/etcd' /etc/kubernetes/manifests-stopped/etcd.yaml    # path: /var/lib/etcd-restored",
      'mv /etc/kubernetes/manifests-stopped/etcd.yaml /etc/kubernetes/manifests/',
    ),
    output: [m],
  };
}
for (const a of APISERVERS) {
  const node = NODE_OF[a];
  perMember[`apiserver.stop:${a}`] = {
    etcd36: lines(
      `# on ${node}`,
      'mkdir -p /etc/kubernetes/manifests-stopped',
      'mv /etc/kubernetes/manifests/kube-apiserver.yaml /etc/kubernetes/manifests-stopped/',
      'crictl ps --name kube-apiserver    # repeat until nothing is listed',
    ),
    output: [a],
  };
  perMember[`apiserver.start:${a}`] = {
    etcd36: lines(`# on ${node}`, 'mv /etc/kubernetes/manifests-stopped/kube-apiserver.yaml /etc/kubernetes/manifests/', "kubectl get --raw='/readyz?verbose' | tail -n 3"),
    output: [a],
  };
}

export const procedure: Procedure = {
  output: ['restore'],
  commands: {
    'cluster.start': {
      etcd36: lines(
        '# the example cluster: cp1 10.0.0.11, cp2 10.0.0.12, cp3 10.0.0.13 (stacked etcd), workers w1, w2',
        'kubectl get nodes -o wide',
        "kubectl -n kube-system get pods -l component=etcd -o wide",
      ),
      output: [],
    },
    'backup.save': {
      etcd36: lines(
        '# on cp1, as root',
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
        '# encrypt before it leaves the node: the file holds every Secret',
        'age -r "$BACKUP_AGE_RECIPIENT" -o /var/backups/etcd/snapshot.db.age /var/backups/etcd/snapshot.db',
        'scp /var/backups/etcd/snapshot.db.age backup@backup.example.org:/srv/etcd/',
        'rm /var/backups/etcd/snapshot.db',
      ),
      output: ['snapshot'],
    },
    'backup.encryptionConfig': {
      etcd36: lines(
        '# the file --encryption-provider-config names, with its keys; kept apart from the snapshots',
        "grep -o -- '--encryption-provider-config=[^ ]*' /etc/kubernetes/manifests/kube-apiserver.yaml",
        'tar -czf - /etc/kubernetes/enc | age -r "$KEYS_AGE_RECIPIENT" -o /root/enc-config.tar.gz.age',
        'scp /root/enc-config.tar.gz.age keys@keys.example.org:/srv/kubernetes-enc/',
      ),
      output: ['encryption'],
    },
    ...perMember,
    'restore.tool:etcdctl': { etcd36: '# Wrong on 3.6: etcdctl snapshot restore … (removed in etcd 3.6; use etcdutl)', etcd35: '# Deprecated in 3.5: etcdctl snapshot restore … (use etcdutl)', output: ['restore'] },
    'restore.bump:noBump': { etcd36: '# Wrong: the restore without --bump-revision 1000000000', output: ['restore'] },
    'restore.markCompacted:noMark': { etcd36: '# Wrong: the restore without --mark-compacted', output: ['restore'] },
    'restore.snapshot:older': { etcd36: '# Wrong on one member alone: an older snapshot file than on the others', output: ['restore'] },
    'controlPlane.restart': {
      etcd36: lines(
        '# on every control-plane node',
        'mv /etc/kubernetes/manifests/kube-controller-manager.yaml /etc/kubernetes/manifests/kube-scheduler.yaml \\',
        '   /etc/kubernetes/manifests-stopped/',
        "crictl ps --name 'kube-controller-manager|kube-scheduler'    # repeat until nothing is listed",
        'mv /etc/kubernetes/manifests-stopped/kube-controller-manager.yaml \\',
        '   /etc/kubernetes/manifests-stopped/kube-scheduler.yaml /etc/kubernetes/manifests/',
      ),
      output: ['controlLoops'],
    },
    'kubelets.restart': { etcd36: lines('# on every node, control plane and workers', 'systemctl restart kubelet'), output: ['w1', 'w2'] },
    'cluster.verify': {
      etcd36: lines(
        `etcdctl --endpoints=${ENDPOINTS} \\`,
        ...CERTS.map((c) => `  ${c} \\`),
        '  endpoint status -w table',
        `etcdctl --endpoints=${ENDPOINTS} \\`,
        ...CERTS.map((c) => `  ${c} \\`),
        '  endpoint hashkv -w table    # the same HASH on every member',
        "kubectl get --raw='/readyz?verbose' | tail -n 3",
        'kubectl get pods -A -o wide',
        '# on each node',
        'crictl pods',
      ),
      output: ['check'],
    },
  },
};
