// What a member's disk does to etcd, as pure functions of its fsync latency (the cited values in
// slow-disk.facts.ts). The machines and the views read these, so the row, the narration and the
// tests agree on one formula each.
import { ETCD, DISK_RULES } from './slow-disk.facts.ts';

export type Disk = 'ok' | 'slow' | 'stalled' | 'defrag';

export interface DiskTimes {
  fsyncMs: number;
  /** A noisy neighbour's burst raises fsync to burstMs until then. */
  burstUntil: number;
  burstMs: number;
  stallUntil: number;
  stallFrom: number;
  defragUntil: number;
}

const HB = ETCD.heartbeatMs.value;

/** The fsync latency now: the base value, or the neighbour's burst while it lasts. */
export const fsyncNow = (d: DiskTimes, now: number): number => (now < d.burstUntil ? Math.max(d.fsyncMs, d.burstMs) : d.fsyncMs);

/** Defragmentation first (apply is blocked whatever the disk does), then a stall, then slowness. */
export function diskOf(d: DiskTimes, now: number): Disk {
  if (now < d.defragUntil) return 'defrag';
  if (now < d.stallUntil) return 'stalled';
  return fsyncNow(d, now) > DISK_RULES.EtcdWALFsyncSlow.over.value * 1000 ? 'slow' : 'ok';
}

/** A leader under write load sends heartbeats between WAL saves: at most one tick plus one fsync apart. */
export const heartbeatGapMs = (fsyncMs: number, heartbeatMs = HB): number => fsyncMs + heartbeatMs;
export const heartbeatsLate = (fsyncMs: number, heartbeatMs = HB): boolean =>
  heartbeatGapMs(fsyncMs, heartbeatMs) > ETCD.heartbeatWarnFactor.value * heartbeatMs;
/** Late heartbeats per second: one per follower per heartbeat sent. */
export const heartbeatFailuresPerS = (fsyncMs: number, followers: number, heartbeatMs = HB): number =>
  heartbeatsLate(fsyncMs, heartbeatMs) ? Math.round((followers * 1000) / heartbeatGapMs(fsyncMs, heartbeatMs)) : 0;
/** A bbolt commit fdatasyncs twice. */
export const backendCommitMs = (fsyncMs: number): number => ETCD.fsyncsPerBackendCommit.value * fsyncMs;
/** An apply waits for the batch-tx lock a commit holds: slow once a commit outlasts --warning-apply-duration. */
export const appliesSlow = (fsyncMs: number): boolean => backendCommitMs(fsyncMs) > ETCD.warningApplyMs.value;
export const fdatasyncSlow = (fsyncMs: number): boolean => fsyncMs > ETCD.warnSyncMs.value;

/** The server-side request deadline for an election timeout (5 s + 2 × election timeout). */
export const requestTimeoutMs = (electionMs: number): number => ETCD.requestTimeoutBaseMs.value + 2 * electionMs;

/**
 * The time a write through `via` takes (the model's estimate): the leader's WAL save, the fastest other
 * follower's save for the quorum, `via`'s own save before it applies (a follower), and one backend commit
 * on `via` that its apply waits for (under steady load one is always in progress). Live on 3.4.23, with
 * 300 ms per fdatasync on the leader, writes through it took a median of about 760 ms (live/slow-disk.test.ts).
 */
export function writeMs(fsync: Record<string, number>, leader: string, via: string, up: readonly string[]): number {
  const others = up.filter((m) => m !== leader);
  const quorum = Math.min(...others.map((m) => fsync[m]));
  return fsync[leader] + (Number.isFinite(quorum) ? quorum : 0) + (via === leader ? 0 : fsync[via]) + backendCommitMs(fsync[via]);
}
