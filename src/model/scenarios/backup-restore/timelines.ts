// Curated timelines of backup-restore. Every expectation is written from the fact sheets and the
// sources they cite, not from the engine's output:
//   E4  = /work/shared/facts/etcd.md §4 Backup and restore (corrected 2026-12)
//   RS  = /work/shared/facts/kubernetes-during-etcd-outage.md §8 Restore from an older snapshot
//   KL6 = /work/shared/facts/kubernetes-during-etcd-outage-resolved.md KL-6
//   LE1 = /work/shared/facts/kubernetes-during-etcd-outage.md LE-1
//   SRC = etcd source, etcdutl/etcdutl/snapshot_command.go and etcdctl/ctlv3/command/snapshot_command.go
//         (v3.5.21, v3.6.0, v3.7.1)
// The scenario's stated numbers: the snapshot is at revision 48213 with pod/web-1, pod/web-2 and
// secret/db-password; before the disaster pod/web-3 exists and pod/web-2 is gone (revision 48630);
// the older snapshot is at revision 41907; the bump is 1000000000.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { RESTORE_ANSWERS } from './components.ts';
import { BACKUP, RIGHT_RESTORE } from './paths.ts';

const E4 = '/work/shared/facts/etcd.md §4 (corrected 2026-12)';
const RS = '/work/shared/facts/kubernetes-during-etcd-outage.md §8';
const KL6 = '/work/shared/facts/kubernetes-during-etcd-outage-resolved.md KL-6';
const DATA_DIR = 'restore page #restore-from-data-dir ("its database may be newer than your last snapshot … use the copy as the snapshot … adding --skip-hash-check"); etcdutl snapshot_command.go v3.5.21/v3.6.0 (--skip-hash-check "required if copied from data directory")';
const SRC = 'etcd etcdutl/etcdutl/snapshot_command.go and etcdctl/ctlv3/command/snapshot_command.go, v3.5.21/v3.6.0/v3.7.1';

const step = (event: string) => ({ event });
const steps = (...events: string[]) => events.map(step);
const prelude = (version = '3-6') => steps(`cluster.start:${version}`, ...BACKUP, 'disaster.strike', 'clock.advance:60');
const STOP_ALL = steps('apiserver.stop:api1', 'apiserver.stop:api2', 'apiserver.stop:api3');
const RESTORE_ALL = steps('member.restore:m1', 'member.restore:m2', 'member.restore:m3');
const START_ETCD = steps('member.start:m1', 'member.start:m2', 'member.start:m3');
/** A second on, everything serves and is in sync, and the verification passes listing these pods. */
const settledAndVerified = (pods: string) => [
  { event: 'clock.advance:1', expect: { states: { m1: 'serving', m2: 'serving', m3: 'serving', api1: 'serving.fresh', api2: 'serving.fresh', api3: 'serving.fresh', w1: 'synced', w2: 'synced' } } },
  { event: 'cluster.verify', expect: { states: { check: 'passed' }, answers: { check: { value: pods } } } },
];
const START_API = steps('apiserver.start:api1', 'apiserver.start:api2', 'apiserver.start:api3');

export const timelines: Timeline[] = [
  {
    id: 'right-order',
    runbook: true,
    title: {
      en: 'The right path: m1 is newer than the snapshot, so every member restores its database; nothing is lost, the revision is one billion on',
      ru: 'Правильный путь: m1 новее снимка, поэтому все участники восстанавливают его базу; ничего не потеряно, ревизия на миллиард впереди',
    },
    source: `${DATA_DIR}; restore page steps 1–8 (kube-controller-manager and kube-scheduler stop with kube-apiserver, start after it); ${E4} Multi-member restore, --bump-revision; ${RS} RS-1, RS-3`,
    steps: [
      ...prelude(),
      ...steps('apiserver.stop:api1', 'apiserver.stop:api2'),
      { event: 'apiserver.stop:api3', expect: { states: { api1: 'stopped', api3: 'stopped', controlLoops: 'stopped' } } },
      { event: 'survivor.check', expect: { states: { m1: 'stopped', survivor: 'copied' } } },
      { event: 'survivor.use', expect: { states: { survivor: 'onEveryMember' } } },
      ...RIGHT_RESTORE.slice(5, -5).map(step),
      // The page's step 7 comes after step 6: they stay stopped while the apiservers start.
      { event: 'apiserver.start:api3', expect: { states: { api1: 'serving.fresh', controlLoops: 'stopped' } } },
      { event: 'controlPlane.restart', expect: { states: { controlLoops: 'restarted' } } },
      { event: 'kubelets.restart' },
      ...settledAndVerified('pod/web-1, pod/web-3'),
    ],
  },
  {
    id: 'restore-under-running-apiserver',
    title: {
      en: 'Restoring while an apiserver runs leaves it serving a stale cache',
      ru: 'Восстановление при работающем сервере API оставляет его с устаревшим кэшем',
    },
    source: `${E4} Kubernetes guidance: "Don't restore under running API servers"; ${RS} RS-1, RS-4`,
    steps: [
      ...prelude(),
      ...steps('apiserver.stop:api2', 'apiserver.stop:api3'),
      ...RESTORE_ALL,
      ...START_ETCD,
      { event: 'apiserver.start:api2', expect: { states: { api1: 'serving.stale', api2: 'serving.fresh' } } },
      ...steps('apiserver.start:api3', 'controlPlane.restart', 'kubelets.restart', 'clock.advance:1'),
      {
        event: 'cluster.verify',
        expect: { states: { check: 'failed' }, answers: { check: { value: 'pod/web-1, pod/web-2' } } },
      },
      { event: 'apiserver.stop:api1' },
      { event: 'apiserver.start:api1', expect: { states: { api1: 'serving.fresh' } } },
    ],
  },
  {
    id: 'different-snapshots',
    title: {
      en: 'Members restored from different snapshots form a cluster that disagrees about the data',
      ru: 'Участники, восстановленные из разных снимков, образуют кластер с разными данными',
    },
    source: `${E4} Multi-member restore: "Restore the same snapshot on every member"`,
    steps: [
      ...prelude(),
      ...STOP_ALL,
      ...steps('member.restore:m1', 'member.restore:m2', 'restore.snapshot:older', 'member.restore:m3'),
      ...START_ETCD,
      ...START_API,
      ...steps('controlPlane.restart', 'kubelets.restart', 'clock.advance:1'),
      {
        event: 'cluster.verify',
        expect: { states: { m1: 'serving', m3: 'serving', check: 'failed' }, answers: { check: { value: 'pod/web-1, pod/web-2' } } },
      },
    ],
  },
  {
    id: 'no-revision-bump',
    title: {
      en: 'Without --bump-revision the revision goes back and a kubelet that is not restarted keeps phantom pods',
      ru: 'Без --bump-revision ревизия откатывается, а kubelet без перезапуска держит поды-призраки',
    },
    source: `${RS} RS-2 (resourceVersion back, Too large resource version, watches hang), RS-5 (kubernetes#131115)`,
    steps: [
      ...prelude(),
      ...STOP_ALL,
      ...steps('restore.bump:noBump', 'restore.markCompacted:noMark'),
      ...RESTORE_ALL,
      ...START_ETCD,
      ...START_API,
      { event: 'clock.advance:60', expect: { states: { api1: 'serving.fresh', w1: 'watchHangs', w2: 'watchHangs' } } },
      {
        event: 'cluster.verify',
        expect: { states: { check: 'failed' }, answers: { check: { value: 'pod/web-1, pod/web-2' } } },
      },
      { event: 'kubelets.restart' },
      { event: 'clock.advance:1', expect: { states: { w1: 'synced', w2: 'synced' } } },
    ],
  },
  {
    id: 'bump-without-mark-compacted',
    title: {
      en: '--bump-revision without --mark-compacted is refused and writes nothing',
      ru: '--bump-revision без --mark-compacted отклоняется, и ничего не записано',
    },
    source: `${SRC}: "--mark-compacted required if --revision-bump > 0", ExitBadArgs (128); ${E4} "the second flag is required when N > 0"`,
    steps: [
      ...prelude(),
      ...STOP_ALL,
      { event: 'restore.markCompacted:noMark' },
      {
        event: 'member.restore:m1',
        expect: { states: { m1: 'stopped', restore: 'rejected' }, answers: { restore: { error: 'Error: --mark-compacted required if --revision-bump > 0' } } },
      },
    ],
  },
  {
    id: 'etcdctl-restore-removed-in-3-6',
    title: {
      en: 'etcdctl snapshot restore on etcd 3.6: unknown flag, nothing restored',
      ru: 'etcdctl snapshot restore в etcd 3.6: неизвестный флаг, ничего не восстановлено',
    },
    source: `${E4} etcdctl → etcdutl: "3.6.0: removed … snapshot restore"; ${SRC} (v3.6.0 snapshot has only save; cobra reports the first unknown flag)`,
    steps: [
      ...prelude('3-6'),
      ...STOP_ALL,
      { event: 'restore.tool:etcdctl' },
      {
        event: 'member.restore:m1',
        expect: { states: { m1: 'stopped', restore: 'unknownFlag' }, answers: { restore: { error: 'Error: unknown flag: --data-dir' } } },
      },
    ],
  },
  {
    id: 'etcdctl-restore-deprecated-in-3-5',
    title: {
      en: 'etcdctl snapshot restore on etcd 3.5 still restores, with a deprecation warning',
      ru: 'etcdctl snapshot restore в etcd 3.5 ещё восстанавливает, но предупреждает',
    },
    source: `${E4} etcdctl → etcdutl: "3.5: … etcdctl snapshot status/restore still work but print Deprecated"`,
    steps: [
      ...prelude('3-5'),
      ...STOP_ALL,
      { event: 'restore.tool:etcdctl' },
      { event: 'member.restore:m1', expect: { states: { m1: 'restored', restore: 'succeededDeprecated' } } },
    ],
  },
  {
    id: 'kubelet-relists-after-bump',
    title: {
      en: 'After a bumped restore a kubelet that is not restarted relists and stops web-3 with its 30 s grace; a restart uses 1 s',
      ru: 'После восстановления со сдвигом kubelet без перезапуска заново получает список и останавливает web-3 за 30 с; после перезапуска — за 1 с',
    },
    source: `${KL6}: "kubelet not restarted → REMOVE → killed with terminationGracePeriodSeconds (default 30 s) … kubelet restarted → housekeeping kills it with a 1 s grace"; ${RS} RS-3`,
    steps: [
      ...prelude(),
      ...STOP_ALL,
      ...RESTORE_ALL,
      ...START_ETCD,
      { event: 'apiserver.start:api1', expect: { states: { w1: 'cleaningUp', w2: 'cleaningUp' } } },
      { event: 'clock.advance:10', expect: { states: { w1: 'cleaningUp' } } },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { states: { w1: 'synced', w2: 'synced' } } },
    ],
  },
  {
    id: 'control-loops-lose-lease',
    title: {
      en: 'kube-controller-manager and kube-scheduler lose their Leases 10 s after the API goes away',
      ru: 'kube-controller-manager и kube-scheduler теряют Lease через 10 с после отказа API',
    },
    source: '/work/shared/facts/kubernetes-during-etcd-outage.md LE-1: --leader-elect-renew-deadline 10s; RS-1: "components lose their leader lock and restart"',
    steps: [
      ...steps('cluster.start:3-6', 'backup.save'),
      { event: 'disaster.strike', expect: { at: 0, states: { controlLoops: 'renewing' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.next', expect: { at: 10_000, states: { controlLoops: 'leaseLost' } } },
    ],
  },
];

/** What the steps' `answers` expectations are checked against (src/model/engine/play.ts). */
export const answers: Answers = RESTORE_ANSWERS;
