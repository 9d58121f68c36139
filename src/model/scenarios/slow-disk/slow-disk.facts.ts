// Every timer, threshold and quoted string of the slow-disk scenario, with its source (issue 26). The
// machines, the words' numbers and the tests read these values; a test's expected value is one of
// them, never the model's own output. etcd sources are read at v3.6.11 (line numbers there) and were
// checked to be the same at v3.5.21 and v3.4.23 unless the note says otherwise.
import { cite } from '../../engine/cited.ts';

export const ETCD = {
  /** `--heartbeat-interval` default; also the raft tick: raftNode.start ticks every heartbeat. */
  heartbeatMs: cite(100, 'server/embed/config.go @ v3.6.11 (l. 671, TickMs: 100); server/etcdserver/raft.go @ v3.6.11 (l. 152)'),
  /** `--election-timeout` default; raft randomises each member's timeout in [1×, 2×). */
  electionMs: cite(1000, 'server/embed/config.go @ v3.6.11 (l. 672, ElectionMs: 1000)'),
  /** etcd refuses to start when the election timeout is under 5 heartbeat intervals. */
  minElectionHeartbeatRatio: cite(5, 'server/embed/config.go @ v3.6.11 (l. 1271)'),
  badTimersLine: cite(
    '--election-timeout[1000ms] should be at least as 5 times as --heartbeat-interval[500ms]',
    'server/embed/config.go @ v3.6.11 (l. 1271, fmt.Errorf with ElectionMs 1000, TickMs 500)',
  ),
  /** Server-side request deadline: 5 s + 2 × election timeout. */
  requestTimeoutBaseMs: cite(5000, 'server/config/config.go @ v3.6.11 (l. 328–332, ReqTimeout)'),
  /** Pre-Vote is on by default from 3.5 (3.4: off, `--pre-vote`); CheckQuorum is always on. */
  preVoteDefaultFrom: cite('3.5', 'server/embed/config.go @ v3.5.0 (l. 477, PreVote: true); embed/config.go @ v3.4.23 (l. 438, PreVote: false)'),
  checkQuorum: cite(true, 'server/etcdserver/bootstrap.go @ v3.6.11 (l. 532, CheckQuorum: true)'),
  /** The leader's raft loop sends, then fsyncs the WAL, and only then takes the next tick: a slow fsync delays heartbeats. */
  leaderSendsThenSaves: cite(true, 'server/etcdserver/raft.go @ v3.6.11 (l. 180–184 select on ticker and Ready; l. 236–253 send, then storage.Save)'),
  /** Heartbeat warning: a heartbeat to a follower later than 2 × heartbeat since the last one. */
  heartbeatWarnFactor: cite(2, 'server/etcdserver/raft.go @ v3.6.11 (l. 142, NewTimeoutDetector(2 * cfg.heartbeat))'),
  heartbeatLine: cite(
    'leader failed to send out heartbeat on time; took too long, leader is overloaded likely from slow disk',
    'server/etcdserver/raft.go @ v3.6.11 (l. 388); the same zap line @ v3.5.21 (l. 428) and v3.4.23 (l. 441)',
  ),
  /** `slow fdatasync`: one WAL fdatasync over 1 s. */
  warnSyncMs: cite(1000, 'server/storage/wal/wal.go @ v3.6.11 (l. 47 warnSyncDuration = time.Second; l. 844)'),
  slowFdatasyncLine: cite('slow fdatasync', 'server/storage/wal/wal.go @ v3.6.11 (l. 846); server/wal/wal.go @ v3.5.21 (l. 806); wal/wal.go @ v3.4.23 (l. 809)'),
  /** `apply request took too long`: applying one request over `--warning-apply-duration` (3.5: --experimental-…). */
  warningApplyMs: cite(100, 'server/embed/config.go @ v3.6.11 (l. 65 DefaultWarningApplyDuration = 100 * time.Millisecond)'),
  applyLine: cite('apply request took too long', 'server/etcdserver/txn/util.go @ v3.6.11 (l. 29–37, warnOfExpensiveGenericRequest); server/etcdserver/util.go @ v3.5.21 (l. 171)'),
  /** The backend commits its batch every 100 ms, holding the batch-tx lock that apply needs. */
  backendBatchMs: cite(100, 'server/storage/backend/backend.go @ v3.6.11 (l. 36 defaultBatchInterval)'),
  /** A bbolt commit writes the pages and fdatasyncs, then writes the meta page and fdatasyncs again. */
  fsyncsPerBackendCommit: cite(2, 'go.etcd.io/bbolt tx.go @ v1.4.0 (Commit: tx.write → fdatasync; tx.writeMeta → fdatasync)'),
  requestTimedOut: cite('etcdserver: request timed out', 'server/etcdserver/errors/errors.go @ v3.6.11 (l. 26)'),
  previousLeaderFailure: cite('etcdserver: request timed out, possibly due to previous leader failure', 'server/etcdserver/errors/errors.go @ v3.6.11 (l. 27)'),
  leaderChanged: cite('etcdserver: leader changed', 'server/etcdserver/errors/errors.go @ v3.6.11 (l. 31); returned by ReadIndex, v3_server.go l. 982, 1003'),
  leaseWaitApplied: cite(
    'etcdserver: request timed out, waiting for the applied index took too long',
    'server/etcdserver/errors/errors.go @ v3.6.11 (l. 30); LeaseRenew waits applyTimeout = 1 s, v3_server.go l. 55, 301',
  ),
  tooManyRequests: cite('etcdserver: too many requests', 'server/etcdserver/v3_server.go @ v3.6.11 (l. 49 maxGapBetweenApplyAndCommitIndex = 5000; l. 839–840)'),
  maxUnappliedEntries: cite(5000, 'server/etcdserver/v3_server.go @ v3.6.11 (l. 49)'),
  /** Defragmentation holds the batch-tx, database and read-tx locks until the rewritten file is open. */
  defragLocks: cite(true, 'server/storage/backend/backend.go @ v3.6.11 (l. 466–484); server/mvcc/backend/backend.go @ v3.5.21 (l. 461–478)'),
  /** Writes through a follower keep committing while the leader defragments; writes through the leader wait. */
  leaderDefragStallsOnlyItsClients: cite(true, 'live: live/slow-disk.test.ts'),
  leadershipTransferred: cite('Leadership transferred from {from} to {to}', 'etcdctl/ctlv3/command/printer_simple.go @ v3.6.11 (l. 180)'),
} as const;

export const METRICS = {
  walFsync: cite('etcd_disk_wal_fsync_duration_seconds', 'server/storage/wal/metrics.go @ v3.6.11; observed in wal.go l. 852'),
  backendCommit: cite('etcd_disk_backend_commit_duration_seconds', 'server/storage/backend/metrics.go @ v3.6.11'),
  leaderChanges: cite('etcd_server_leader_changes_seen_total', 'server/etcdserver/metrics.go @ v3.6.11 (l. 41); incremented in raft.go l. 188'),
  slowApply: cite('etcd_server_slow_apply_total', 'server/etcdserver/txn/metrics.go @ v3.6.11 (l. 25)'),
  heartbeatFailures: cite('etcd_server_heartbeat_send_failures_total', 'server/etcdserver/metrics.go @ v3.6.11 (l. 62); incremented in raft.go l. 394'),
} as const;

/** The alert rules of performance-monitoring#alert-rules that a slow disk trips: threshold (s) and `for:`. */
export const DISK_RULES = {
  EtcdWALFsyncSlow: { over: cite(0.01, 'etcd FAQ @ v3.6 docs: WAL fsync p99 below 10 ms'), forMs: cite(600_000, 'performance-monitoring.mdx rule EtcdWALFsyncSlow, for: 10m (mixin style @ v3.6.11)') },
  EtcdWALFsyncVerySlow: { over: cite(0.5, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (l. 149–154, > 0.5, for 10m)'), forMs: cite(600_000, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (l. 154)') },
  EtcdBackendCommitSlow: { over: cite(0.025, 'etcd FAQ @ v3.6 docs: backend commit p99 below 25 ms'), forMs: cite(600_000, 'performance-monitoring.mdx rule EtcdBackendCommitSlow, for: 10m (mixin style @ v3.6.11)') },
  EtcdBackendCommitVerySlow: { over: cite(0.25, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (etcdHighCommitDurations > 0.25, for 10m)'), forMs: cite(600_000, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11') },
  EtcdFrequentLeaderChanges: { over: cite(4, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (l. 57–61, increase(…[15m:1m]) >= 4)'), forMs: cite(300_000, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (l. 61, for 5m)') },
} as const;
/** The histogram rules use rate(…[5m]): one slow stretch keeps p99 above the threshold up to 5 min after it ends. */
export const RATE_WINDOW_MS = cite(300_000, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (l. 151, rate(…[5m]))');
/** EtcdFrequentLeaderChanges counts the changes of the last 15 min. */
export const LEADER_CHANGE_WINDOW_MS = cite(900_000, 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.11 (l. 59, [15m:1m])');

export const K8S = {
  /** kube-controller-manager / kube-scheduler: --leader-elect-renew-deadline, lease duration, retry. */
  renewDeadlineMs: cite(10_000, 'staging/src/k8s.io/component-base/config/v1alpha1/defaults.go @ v1.34.0 (RenewDeadline 10s)'),
  leaseDurationMs: cite(15_000, 'staging/src/k8s.io/component-base/config/v1alpha1/defaults.go @ v1.34.0 (LeaseDuration 15s)'),
  /** kube-apiserver's etcd health check is a linearizable Get with a 2 s timeout; /readyz and /livez include it. */
  healthcheckTimeoutMs: cite(2_000, 'k8s.io/apiserver pkg/storage/storagebackend/factory/etcd3.go @ v0.34.0 (l. 257–268 Probe: client.Get; --etcd-healthcheck-timeout 2s)'),
} as const;

/** The scenario's own numbers, stated to the reader in the words (not facts about etcd). */
export const SCENARIO = {
  /** Each member's fixed election timeout (etcd draws one in [1 s, 2 s)). */
  electionMs: { m1: 1300, m2: 1600, m3: 1900 },
  /** fsync latencies the reader can set; 2 ms is a healthy SSD. */
  fsyncChoices: [2, 40, 300, 1100],
  stallChoices: [3, 15],
  /** A noisy neighbour: fsync at 300 ms for 2 min. */
  burstMs: 300,
  burstForMs: 120_000,
  /** A database of 2 GiB in use; its defragmentation takes 20 s here (it grows with the in-use size). */
  dbMiB: 2048,
  defragMs: 20_000,
  /** A restart of the slow member: the pod restarts and the member replays its WAL from the slow disk. */
  restartMs: 20_000,
  /** The wrong turn: --election-timeout 5000 with --heartbeat-interval left at 100. */
  tunedElectionFactor: 5,
} as const;
