// Curated timelines of slow-disk: what the no-JS view shows, the e2e tests play and the runbook lists.
// Every expected time and answer is computed from the cited facts (slow-disk.facts.ts: etcd's and
// Kubernetes' defaults at their tags) and the scenario's stated numbers (SCENARIO), never from the
// engine's output.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { SLOW_DISK_ANSWERS } from './components.ts';
import { ETCD, K8S, RATE_WINDOW_MS, DISK_RULES, SCENARIO } from './slow-disk.facts.ts';

const E = SCENARIO.electionMs;
/** etcd's request deadline with the default election timeout: 5 s + 2 × 1 s. */
const REQ_MS = ETCD.requestTimeoutBaseMs.value + 2 * ETCD.electionMs.value;
const RAFT = 'server/etcdserver/raft.go @ v3.6.11 l. 180–253 (tick and Ready in one loop; send, then WAL save)';
const PREVOTE = 'etcd-io/raft raft.go @ v3.6.0 (Pre-Vote refused inside the CheckQuorum lease); server/etcdserver/bootstrap.go @ v3.6.11 l. 532–533';
const LEASES = 'kubernetes-during-etcd-outage.md LE-1, LE-2 (renew deadline 10 s, lease 15 s); -resolved.md LE-6';
const DEFRAG = 'server/storage/backend/backend.go @ v3.6.11 l. 466–484 (defrag holds the backend locks; Raft runs on); performance-monitoring#defrag-safely';

const start = { event: 'cluster.start', expect: { at: 0, states: { m1: 'up.leader.ok', m2: 'up.follower.ok', m3: 'up.follower.ok', 'kcm-cp1': 'leading', 'apiserver-cp1': 'ready' } } };

export const timelines: Timeline[] = [
  {
    id: 'right-path',
    runbook: true,
    title: { en: 'The right path: find the leader, check the disk, defragment followers first, the former leader last', ru: 'Правильный путь: найти лидера, проверить диск, дефрагментировать сначала ведомых, бывшего лидера последним' },
    source: `performance-monitoring#defrag-safely (steps 1–5); ${DEFRAG}; etcd op-guide hardware @ v3.6 docs (fio with --fdatasync=1)`,
    steps: [
      start,
      { event: 'disk.fsync:m1-300', expect: { states: { m1: 'up.leader.slow', 'apiserver-cp2': 'slow' } } },
      { event: 'etcd.status', expect: { states: { etcdctl: 'done', m1: 'up.leader' } } },
      { event: 'disk.check:m1', expect: { states: { etcdctl: 'done' } } },
      { event: 'etcd.defrag:m2', expect: { states: { m2: 'up.follower.defrag', 'apiserver-cp2': 'stalled', 'apiserver-cp1': 'slow', 'kcm-cp1': 'leading' } } },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: SCENARIO.defragMs, states: { m2: 'up.follower.ok', etcdctl: 'done' } } },
      { event: 'etcd.defrag:m3', expect: { states: { m3: 'up.follower.defrag' } } },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: 2 * SCENARIO.defragMs, states: { m3: 'up.follower.ok' } } },
      { event: 'leader.move:m2', expect: { states: { m2: 'up.leader.ok', m1: 'up.follower.slow', 'apiserver-cp3': 'ready' } } },
      { event: 'etcd.defrag:m1', expect: { states: { m1: 'up.follower.defrag', m2: 'up.leader', 'apiserver-cp1': 'stalled' } } },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: 3 * SCENARIO.defragMs, states: { m1: 'up.follower.slow', etcdctl: 'done' } } },
      { event: 'etcd.status', expect: { states: { m2: 'up.leader' } } },
    ],
  },
  {
    id: 'leader-stall-election',
    title: { en: 'The leader’s disk stalls for 3 s: no heartbeats, Pre-Vote, a new leader', ru: 'Диск лидера завис на 3 с: нет heartbeat, Pre-Vote, новый лидер' },
    source: `${RAFT}; ${PREVOTE}; the first follower whose election timeout passes (m2, ${E.m2} ms) campaigns; errors: server/etcdserver/errors/errors.go @ v3.6.11 l. 26–31, ReqTimeout config.go l. 328`,
    steps: [
      start,
      { event: 'disk.stall:m1-3', expect: { at: 0, states: { m1: 'up.leader.stalled', m2: 'up.follower.waiting', m3: 'up.follower.waiting', 'apiserver-cp2': 'stalled' } } },
      { event: 'clock.advance:1', expect: { at: 1000, states: { m2: 'up.follower.waiting', 'apiserver-cp3': 'stalled' } } },
      { event: 'clock.advance:1', expect: { at: 2000, states: { m2: 'up.leader', m3: 'up.follower.ok', m1: 'up.leader.stalled', 'apiserver-cp2': 'ready', 'apiserver-cp1': 'stalled' } } },
      { event: 'clock.advance:1', expect: { at: 3000, states: { m1: 'up.follower', 'apiserver-cp1': 'ready', 'kcm-cp1': 'leading' } } },
      { event: 'clock.advance:10', expect: { at: 13_000, answers: { 'apiserver-cp3': { error: ETCD.previousLeaderFailure.value } } } },
    ],
  },
  {
    id: 'leader-stall-leases',
    title: { en: 'A 15 s stall: kube-controller-manager and kube-scheduler lose their leases', ru: 'Зависание на 15 с: kube-controller-manager и kube-scheduler теряют `Lease`' },
    source: `${LEASES}; ${RAFT}; request deadline ${REQ_MS} ms (config.go @ v3.6.11 l. 328–332)`,
    steps: [
      start,
      { event: 'disk.stall:m1-15', expect: { states: { 'kcm-cp1': 'leading.failing', 'scheduler-cp1': 'leading.failing' } } },
      { event: 'clock.advance:1', expect: { at: 1000, states: { 'apiserver-cp1': 'stalled.probing' } } },
      { event: 'clock.advance:1', expect: { at: 2000, states: { 'apiserver-cp1': 'stalled.unready', m2: 'up.leader' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: REQ_MS - 1000, states: { 'apiserver-cp1': 'stalled.unready', 'kcm-cp1': 'leading.failing' } } },
      { event: 'clock.advance:1', expect: { at: REQ_MS, states: { 'apiserver-cp1': 'stalled.timingOut' }, answers: { 'apiserver-cp1': { error: ETCD.requestTimedOut.value } } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: K8S.renewDeadlineMs.value, states: { 'kcm-cp1': 'exited', 'scheduler-cp1': 'exited' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 12_000, states: { 'apiserver-cp1': 'stalled.timingOut' } } },
      { event: 'clock.advance:10', expect: { at: 22_000, states: { m1: 'up.follower', 'kcm-cp2': 'leading', 'scheduler-cp2': 'leading', 'kcm-cp1': 'standby' } } },
    ],
  },
  {
    id: 'slow-leader',
    title: { en: 'The leader’s fsync at 300 ms: late heartbeats, slow writes everywhere, no election', ru: 'fsync лидера — 300 мс: heartbeat опаздывают, запись медленная везде, выборов нет' },
    source: `${RAFT}; heartbeat warning above 2 × ${ETCD.heartbeatMs.value} ms (raft.go l. 142); rules EtcdWALFsyncSlow, EtcdBackendCommitSlow/VerySlow (for ${DISK_RULES.EtcdWALFsyncSlow.forMs.value / 60_000} min)`,
    steps: [
      start,
      { event: 'disk.fsync:m1-300', expect: { states: { m1: 'up.leader.slow', m2: 'up.follower.ok', 'apiserver-cp1': 'slow', 'apiserver-cp3': 'slow', alerts: 'pending' } } },
      { event: 'clock.advance:300', expect: { at: 300_000, states: { m1: 'up.leader.slow', m2: 'up.follower.ok', alerts: 'pending', 'kcm-cp1': 'leading.renewing' } } },
      { event: 'clock.advance:300', expect: { at: 600_000, states: { alerts: 'firing' }, answers: { alerts: { value: 'EtcdWALFsyncSlow, EtcdBackendCommitSlow, EtcdBackendCommitVerySlow' } } } },
      { event: 'leader.move:m2', expect: { states: { m2: 'up.leader.ok', m1: 'up.follower.slow', 'apiserver-cp2': 'ready', 'apiserver-cp3': 'ready', 'apiserver-cp1': 'slow' } } },
    ],
  },
  {
    id: 'noisy-neighbour',
    title: { en: 'A noisy neighbour for 2 minutes: alerts pend, then clear without firing', ru: 'Шумный сосед на 2 минуты: алерты в ожидании и гаснут, не сработав' },
    source: `rate window ${RATE_WINDOW_MS.value / 60_000} min and for: ${DISK_RULES.EtcdWALFsyncSlow.forMs.value / 60_000} min (contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 l. 149–154)`,
    steps: [
      start,
      { event: 'disk.focus:m3' },
      { event: 'disk.neighbour:m3', expect: { states: { m3: 'up.follower.slow', alerts: 'pending', 'apiserver-cp1': 'ready', 'apiserver-cp3': 'slow' } } },
      { event: 'clock.advance:60' },
      { event: 'clock.advance:60', expect: { at: SCENARIO.burstForMs, states: { m3: 'up.follower.ok', alerts: 'pending' } } },
      { event: 'clock.advance:300', expect: { at: SCENARIO.burstForMs + RATE_WINDOW_MS.value, states: { alerts: 'quiet' } } },
    ],
  },
  {
    id: 'defrag-leader',
    title: { en: 'Defragmenting the leader: it stays leader, its node stalls, other nodes keep writing', ru: 'Дефрагментация лидера: лидерство остаётся, его узел стоит, остальные узлы пишут' },
    source: `${DEFRAG}; lease keep-alives: v3_server.go @ v3.6.11 l. 289–309; ${LEASES}`,
    steps: [
      start,
      { event: 'etcd.defrag:m1', expect: { states: { m1: 'up.leader.defrag', m2: 'up.follower.ok', 'apiserver-cp1': 'stalled', 'apiserver-cp2': 'ready', 'apiserver-cp3': 'ready', 'kcm-cp1': 'leading.failing' } } },
      { event: 'clock.advance:10', expect: { at: K8S.renewDeadlineMs.value, states: { m1: 'up.leader.defrag', 'kcm-cp1': 'exited', 'apiserver-cp1': 'stalled.timingOut' } } },
      { event: 'clock.advance:10', expect: { at: SCENARIO.defragMs, states: { m1: 'up.leader.ok', 'apiserver-cp1': 'ready', 'kcm-cp2': 'leading', etcdctl: 'done' } } },
    ],
  },
  {
    id: 'defrag-all',
    title: { en: 'Defragmenting every member at once: every kube-apiserver stalls, no standby can take over', ru: 'Дефрагментация всех участников сразу: встают все kube-apiserver, резервным некуда перейти' },
    source: `${DEFRAG}; ${LEASES}`,
    steps: [
      start,
      { event: 'etcd.defrag:all', expect: { states: { m1: 'up.leader.defrag', m2: 'up.follower.defrag', m3: 'up.follower.defrag', 'apiserver-cp1': 'stalled', 'apiserver-cp2': 'stalled', 'apiserver-cp3': 'stalled' } } },
      { event: 'clock.advance:10', expect: { at: K8S.renewDeadlineMs.value, states: { 'kcm-cp1': 'exited', 'kcm-cp2': 'standby.waiting', 'kcm-cp3': 'standby.waiting' } } },
      { event: 'clock.advance:10', expect: { at: SCENARIO.defragMs, states: { 'apiserver-cp1': 'ready', 'apiserver-cp2': 'ready', m1: 'up.leader.ok' } } },
    ],
  },
  {
    id: 'election-timeout-only',
    title: { en: 'Raising only --election-timeout: the stall no longer elects, but writes still stall and time out later', ru: 'Поднят только --election-timeout: выборов нет, но запись всё так же встаёт и падает позже' },
    source: `ReqTimeout = 5 s + 2 × election timeout (server/config/config.go @ v3.6.11 l. 328–332); ${RAFT}; ${LEASES}`,
    steps: [
      start,
      { event: 'timers.tune:election' },
      { event: 'disk.stall:m1-15', expect: { states: { m1: 'up.leader.stalled', m2: 'up.follower.waiting' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 2000, states: { m2: 'up.follower.waiting', 'apiserver-cp2': 'stalled' } } },
      // kube-controller-manager exited at its 10 s renew deadline and was started again 1 s later: a first exit has no back-off (pod.facts.ts).
      { event: 'clock.advance:10', expect: { at: 12_000, states: { m2: 'up.leader', 'kcm-cp1': 'standby.waiting', 'apiserver-cp1': 'stalled.unready' } } },
      { event: 'timers.revert' },
    ],
  },
  {
    id: 'heartbeat-only',
    title: { en: 'Raising only --heartbeat-interval: etcd refuses to start', ru: 'Поднят только --heartbeat-interval: etcd не запускается' },
    source: 'server/embed/config.go @ v3.6.11 l. 1271 (election timeout at least 5 × heartbeat interval)',
    steps: [
      start,
      { event: 'timers.tune:heartbeat', expect: { states: { m3: 'down.refused', 'apiserver-cp3': 'etcdDown', m1: 'up.leader' } } },
      { event: 'timers.revert', expect: { states: { m3: 'up.follower.ok' } } },
    ],
  },
  {
    id: 'restart-slow-member',
    title: { en: 'Restarting the slow leader: leadership moves, the disk stays slow, its node loses etcd for 20 s', ru: 'Перезапуск медленного лидера: лидерство уходит, диск остаётся медленным, узел 20 с без etcd' },
    source: `EtcdServer.Stop transfers leadership (server/etcdserver/server.go @ v3.6.11); ${LEASES}; restart length: the scenario's ${SCENARIO.restartMs / 1000} s`,
    steps: [
      start,
      { event: 'disk.fsync:m1-1100', expect: { states: { m1: 'up.leader.slow' } } },
      { event: 'member.restart:m1', expect: { states: { m1: 'down.restarting', m2: 'up.leader', 'apiserver-cp1': 'etcdDown', 'kcm-cp1': 'leading.failing' } } },
      { event: 'clock.advance:10', expect: { at: K8S.renewDeadlineMs.value, states: { 'kcm-cp1': 'exited' } } },
      { event: 'clock.advance:10', expect: { at: SCENARIO.restartMs, states: { m1: 'up.follower.slow', 'apiserver-cp1': 'slow' } } },
      { event: 'member.restart:m1', expect: { states: { m1: 'down.restarting', m2: 'up.leader' } } },
      { event: 'clock.advance:60', expect: { states: { m1: 'up.follower.slow' }, answers: { m2: { value: '1' } } } },
    ],
  },
];

export const answers: Answers = SLOW_DISK_ANSWERS;
