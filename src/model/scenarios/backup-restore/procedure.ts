// Backup and restore as a procedure (format: src/model/engine/procedure.ts): the command behind each reader
// event, for the cluster of the restore page (content/docs/<lang>/restore.mdx#restore-procedure): three
// control-plane nodes (the scenario's cp1, cp2, cp3), stacked etcd, kubeadm paths. The same commands serve
// etcd 3.5, 3.6 and 3.7 except where etcd35 is given. `etcdctl snapshot save` is the same in every
// version; `etcdutl snapshot status/restore` exists from 3.5, and --bump-revision/--mark-compacted in
// etcdutl from 3.5.10 (fact sheet §4). No ETCDCTL_ENDPOINTS is exported: a command-line --endpoints
// next to it makes etcdctl exit (pkg/flags verifyEnv, 3.5/3.6).
// Names, addresses and stores are never written into a command (issue 25 §6, as replace-member does): the
// setup step sets them once from placeholders (`NODE_1=<CONTROL_PLANE_1_NAME>`: bash refuses an assignment
// whose placeholder is left, "syntax error near unexpected token `newline'"), and every command, on the
// panel and in the runbook alike, uses the variables. kubeadm names each etcd member after its node.
import type { CommandSpec, Procedure, Setting } from '../../engine/procedure.ts';
import { APISERVERS, MEMBERS, NODE_OF, RESTORE_TOKEN } from './scenario.ts';
import { BUMP } from './etcd-restore.ts';

/** The example nodes, each with the shell variables that hold its name and address. */
export const NODES = ['cp1', 'cp2', 'cp3'] as const;
const nameVar = (node: string) => `$NODE_${node.slice(2)}`;
const ipVar = (node: string) => `$NODE_${node.slice(2)}_IP`;
const BACKUP_HOST = '$BACKUP_HOST';
const BACKUP_DIR = '$BACKUP_DIR';
/** The setup step's assignments: every value a reader fills in, once, in every shell the runbook uses. */
export const SETUP = [
  ...NODES.flatMap((n, i) => [`NODE_${i + 1}=<CONTROL_PLANE_${i + 1}_NAME>`, `NODE_${i + 1}_IP=<CONTROL_PLANE_${i + 1}_IP>`]),
  'BACKUP_HOST=<BACKUP_USER_AT_HOST>',
  'BACKUP_DIR=<BACKUP_DIR>',
  'BACKUP_AGE_RECIPIENT=<BACKUP_AGE_PUBLIC_KEY>',
  'KEYS_HOST=<KEYS_USER_AT_HOST>',
  'KEYS_DIR=<KEYS_DIR>',
  'KEYS_AGE_RECIPIENT=<KEYS_AGE_PUBLIC_KEY>',
  `INITIAL_CLUSTER="${NODES.map((n) => `${nameVar(n)}=https://${ipVar(n)}:2380`).join(',')}"`,
  `ENDPOINTS="${NODES.map((n) => `https://${ipVar(n)}:2379`).join(',')}"`,
];
const CERTS = ['--cacert=/etc/kubernetes/pki/etcd/ca.crt', '--cert=/etc/kubernetes/pki/etcd/server.crt', '--key=/etc/kubernetes/pki/etcd/server.key'];
const lines = (...l: string[]) => l.join('\n');

/** The node a command runs on, as a shell prompt would name it: a comment, yet no words of one language. */
const on = (node: string) => `# root@${nameVar(node)}`;
/** Wait, at most 2 min, until crictl lists no container whose name matches (crictl's --name is a regular
 * expression), then list what is left: nothing listed is the go-ahead (restore page, steps 1 and 2). */
const waitGone = (name: string) => [
  `for i in $(seq 60); do crictl ps -q --name '${name}' | grep -q . || break; sleep 2; done`,
  `crictl ps --name '${name}'`,
];
const MANIFESTS = '/etc/kubernetes/manifests';
const STOPPED = '/etc/kubernetes/manifests-stopped';
/** Move a static Pod's manifest out unless an earlier step did (the survivor check stops m1's etcd). */
const moveOut = (name: string) => `if [ -f ${MANIFESTS}/${name}.yaml ]; then mv ${MANIFESTS}/${name}.yaml ${STOPPED}/; fi`;
/** Fetch one encrypted snapshot from the backup store, decrypt it and print its checksum. */
const fetchSnapshot = (file: string) =>
  lines(`scp "${BACKUP_HOST}:${BACKUP_DIR}/${file}.age" /root/restore/`, `age -d -i /root/backup-key.txt -o /root/restore/${file} /root/restore/${file}.age`, `sha256sum /root/restore/${file}`);

/** The restore command's file and flags as the reader set them (restore.* options, survivor.use): the panel
 * shows the command that ran, wrong turns included. The survivor's database is a copied `member/snap/db`, which
 * has no integrity hash: etcdutl restores it only with --skip-hash-check (restore page, #restore-from-data-dir;
 * etcdutl/etcdutl/snapshot_command.go, v3.5.21 and v3.6.0: "required if copied from data directory"). */
const SNAPSHOT_TOKENS = { latest: 'restore.snapshot:latest', older: 'restore.snapshot:older', survivor: 'survivor.use' } as const;
const FILES = { latest: 'snapshot.db', older: 'snapshot-older.db', survivor: 'survivor.db' } as const;
const bySnapshot = (text: (s: keyof typeof FILES) => string): Setting => ({
  initial: text('latest'),
  tokens: Object.fromEntries(Object.entries(SNAPSHOT_TOKENS).map(([s, token]) => [token, text(s as keyof typeof FILES)])),
});
const settings: Record<string, Setting> = {
  tool: { initial: 'etcdutl', tokens: { 'restore.tool:etcdutl': 'etcdutl', 'restore.tool:etcdctl': 'etcdctl' } },
  fetch: bySnapshot((s) => (s === 'survivor' ? `sha256sum /root/restore/${FILES.survivor}` : fetchSnapshot(FILES[s]))),
  file: bySnapshot((s) => `/root/restore/${FILES[s]}`),
  hashCheck: bySnapshot((s) => (s === 'survivor' ? '  --skip-hash-check \\' : '')),
  bump: { initial: `  --bump-revision ${BUMP} \\`, tokens: { 'restore.bump:bump': `  --bump-revision ${BUMP} \\`, 'restore.bump:noBump': '' } },
  mark: { initial: '  --mark-compacted \\', tokens: { 'restore.markCompacted:mark': '  --mark-compacted \\', 'restore.markCompacted:noMark': '' } },
};

function restoreOn(member: string): string {
  const node = NODE_OF[member];
  return lines(
    on(node),
    `mkdir -p /root/restore ${STOPPED}`,
    '{@fetch}',
    moveOut('etcd'),
    ...waitGone('^etcd$'),
    '{@tool} snapshot restore {@file} \\',
    `  --name "${nameVar(node)}" \\`,
    '  --initial-cluster "$INITIAL_CLUSTER" \\',
    `  --initial-cluster-token ${RESTORE_TOKEN} \\`,
    `  --initial-advertise-peer-urls "https://${ipVar(node)}:2380" \\`,
    '{@hashCheck}',
    '{@bump}',
    '{@mark}',
    '  --data-dir /var/lib/etcd-restored',
  );
}

const perMember: Record<string, CommandSpec> = {};
for (const m of MEMBERS) {
  const node = NODE_OF[m];
  perMember[`member.restore:${m}`] = { etcd36: restoreOn(m), output: ['restore', m] };
  perMember[`member.start:${m}`] = {
    etcd36: lines(
      on(node),
      `sed -i 's#path: /var/lib/etcd$#path: /var/lib/etcd-restored#' ${STOPPED}/etcd.yaml`,
      `grep -n 'path: /var/lib/etcd' ${STOPPED}/etcd.yaml`,
      `mv ${STOPPED}/etcd.yaml ${MANIFESTS}/`,
    ),
    output: [m],
  };
}
/** Stopped with kube-apiserver and started after it (restore page, steps 1 and 7): they must not act on a stale cache. */
const LOOPS = ['kube-controller-manager', 'kube-scheduler'];
for (const a of APISERVERS) {
  const node = NODE_OF[a];
  perMember[`apiserver.stop:${a}`] = {
    etcd36: lines(
      on(node),
      `mkdir -p ${STOPPED}`,
      `mv ${MANIFESTS}/kube-apiserver.yaml \\`,
      ...LOOPS.map((l) => `   ${MANIFESTS}/${l}.yaml \\`),
      `   ${STOPPED}/`,
      ...waitGone('kube-apiserver|kube-controller-manager|kube-scheduler'),
    ),
    output: [a, 'controlLoops'],
  };
  perMember[`apiserver.start:${a}`] = {
    // Ask this apiserver, not the load balancer the kubeconfig names (restore page, step 6).
    etcd36: lines(on(node), `mv ${STOPPED}/kube-apiserver.yaml ${MANIFESTS}/`, `kubectl --server="https://${ipVar(node)}:6443" get --raw='/readyz?verbose' | grep -E 'etcd|readyz'`),
    output: [a],
  };
}

// No command for the options of the restore command (restore.tool, .snapshot, .bump, .markCompacted): they only
// change the command that member.restore runs, which the Restore command row shows as it stands.
export const procedure: Procedure = {
  output: ['restore'],
  settings,
  commands: {
    'cluster.start': {
      etcd36: lines(...SETUP, 'kubectl get nodes -o wide', 'kubectl -n kube-system get pods -l component=etcd -o wide'),
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
        `scp /var/backups/etcd/snapshot.db.age "${BACKUP_HOST}:${BACKUP_DIR}/"`,
        // Delete the clear-text snapshot only once the copy in the store has the same checksum as the file sent.
        'here=$(sha256sum < /var/backups/etcd/snapshot.db.age)',
        `there=$(ssh "${BACKUP_HOST}" "sha256sum < ${BACKUP_DIR}/snapshot.db.age")`,
        '[ -n "$here" ] && [ "$here" = "$there" ] && rm -v /var/backups/etcd/snapshot.db',
      ),
      output: ['snapshot'],
    },
    'backup.encryptionConfig': {
      etcd36: lines(
        "grep -o -- '--encryption-provider-config=[^ ]*' /etc/kubernetes/manifests/kube-apiserver.yaml",
        'tar -czf - /etc/kubernetes/enc | age -r "$KEYS_AGE_RECIPIENT" -o /root/enc-config.tar.gz.age',
        'scp /root/enc-config.tar.gz.age "$KEYS_HOST:$KEYS_DIR/"',
      ),
      output: ['encryption'],
    },
    // The survivor's data against the snapshot (restore page, #restore-from-data-dir): stop m1, copy its
    // database out and read its REVISION, to compare with the snapshot's, known since backup.status (the
    // restore page's prerequisites: "with a known time and REVISION"). etcdutl snapshot status reads a bbolt
    // file, copied or not: etcdutl/snapshot/v3_snapshot.go Status, v3.5.21 and v3.6.0.
    'survivor.check': {
      etcd36: lines(
        on('cp1'),
        `mkdir -p /root/restore ${STOPPED}`,
        moveOut('etcd'),
        ...waitGone('^etcd$'),
        'cp /var/lib/etcd/member/snap/db /root/restore/survivor.db',
        `etcdutl -w table snapshot status /root/restore/${FILES.survivor}`,
      ),
      output: ['survivor', 'm1'],
    },
    // The same file on every member (restore page, step 3): copy it and compare the checksums.
    'survivor.use': {
      etcd36: lines(
        on('cp1'),
        `sha256sum /root/restore/${FILES.survivor}`,
        `for h in "${nameVar('cp2')}" "${nameVar('cp3')}"; do`,
        '  ssh root@$h mkdir -p /root/restore',
        `  scp /root/restore/${FILES.survivor} root@$h:/root/restore/${FILES.survivor}`,
        `  ssh root@$h sha256sum /root/restore/${FILES.survivor}`,
        'done',
      ),
      output: ['survivor'],
    },
    ...perMember,
    'controlPlane.restart': {
      // Step 1 stopped them with kube-apiserver; where one still runs (a wrong turn), it is stopped first.
      etcd36: lines(
        ...LOOPS.map(moveOut),
        ...waitGone('kube-controller-manager|kube-scheduler'),
        `mv ${STOPPED}/kube-controller-manager.yaml \\`,
        `   ${STOPPED}/kube-scheduler.yaml ${MANIFESTS}/`,
      ),
      output: ['controlLoops'],
    },
    'kubelets.restart': { etcd36: 'systemctl restart kubelet', output: ['w1', 'w2'] },
    'cluster.verify': {
      etcd36: lines(
        'etcdctl --endpoints="$ENDPOINTS" \\',
        ...CERTS.map((c) => `  ${c} \\`),
        '  endpoint status -w table',
        'etcdctl --endpoints="$ENDPOINTS" \\',
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
