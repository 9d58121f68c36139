// What the live checks expect, taken from the fact sheet (/work/shared/facts/etcd.md, the statements
// marked "corrected 2026-12"), never from what a run printed. Section numbers refer to that sheet.

/** Generous tolerance for every measured time: the machine is shared (2 cores, other builds running). */
export const TOLERANCE_MS = 1500;

export const TIMES = {
  /**
   * §3 Errors: a request not done within 5 s + 2 × election timeout (1 s) fails: 7 s. Seen by the client
   * as such when the server's error is not retried: "request timed out" (gRPC Unavailable) in every
   * version, "context deadline exceeded" only on 3.4 (gRPC Unknown); 3.5+ retries DeadlineExceeded until
   * the caller's deadline (client/v3/retry_interceptor.go @v3.5.21 l. 69–75).
   */
  serverRequestTimeoutMs: 7000,
  /** §3 Without quorum: etcdctl's default --command-timeout is 5 s. */
  etcdctlDefaultTimeoutMs: 5000,
  /** §3 Leader election: a new leader appears 1–2 s after the old leader's last heartbeat. */
  electionMs: [1000, 2000] as const,
  /** §3 Leader election: heartbeat interval 100 ms (the last heartbeat may precede the kill by that). */
  heartbeatMs: 100,
  /** §3 Without quorum: require-leader watches are cancelled ≈ 4–6 s after the failure. */
  noLeaderWatchCancelMs: [4000, 6000] as const,
  /** §3 Membership: `member add` is refused "at once". */
  atOnceMs: 1000,
} as const;

export const ERRORS = {
  /** §3 Without quorum: a member with no leader takes no proposals; the context error comes back unchanged. */
  deadlineExceeded: 'context deadline exceeded',
  /** §3 Errors: proposals a leader took before stepping down. */
  requestTimedOut: 'etcdserver: request timed out',
  /** §3 Errors: proposals forwarded to a leader that has just died: with or without the suffix. */
  requestTimedOutLeaderFail: /^etcdserver: request timed out(, possibly due to previous leader failure)?$/,
  /** §3 Without quorum / §6 Tools: requests that need a leader; ERRORS column of endpoint status. */
  noLeader: 'etcdserver: no leader',
  /**
   * §3 Membership: member add while a voting member is not connected; also (Turn-3) member remove of a
   * healthy voter while another is down: mayRemoveMember, v3.4.23 etcdserver/server.go l. 1831–1876 (text:
   * etcdserver/errors.go l. 39), v3.6.11 server/etcdserver/server.go l. 1613–1651.
   */
  unhealthyCluster: 'etcdserver: unhealthy cluster',
  /** §1 Quota exceeded. */
  noSpace: 'etcdserver: mvcc: database space exceeded',
} as const;

/** Issue 8: strings seen on 3.4.23, checked in the 3.5/3.6 source before they enter the fact sheet. */
export const MEMBERSHIP_ERRORS = {
  alreadyBootstrapped: /member [0-9a-f]+ has already been bootstrapped/,
  removed: 'the member has been permanently removed from the cluster',
  /** ErrLearnerNotReady: the same text in v3.4.23 etcdserver/errors.go, v3.5.21 and v3.6.0 server/etcdserver/errors. */
  learnerNotReady: 'etcdserver: can only promote a learner member which is in sync with leader',
} as const;

/** `t` (ms) is within [lo − tolerance, hi + tolerance]; the message says what was expected. */
export function within(t: number, lo: number, hi: number, tolerance = TOLERANCE_MS): boolean {
  return t >= lo - tolerance && t <= hi + tolerance;
}

export function describeWindow(lo: number, hi: number, tolerance = TOLERANCE_MS): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return lo === hi ? `${s(lo)} ± ${s(tolerance)}` : `${s(lo)}–${s(hi)} ± ${s(tolerance)}`;
}

/** 7.03 → "7.03 s", for messages. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

// Turn-3 corrections of the fact sheet (checked in the source at the tags named).
/** An exported ETCDCTL_ENDPOINTS plus --endpoints: etcdctl exits before it dials. */
export const ENV_CONFLICT = {
  /** exit status of both: capnslog Fatalf (3.4) and zap Fatal (3.5+) call os.Exit(1) */
  exitCode: 1,
  /** v3.4.23 pkg/flags/flag.go l. 84 (verifyEnv, plog.Fatalf), with the variable's name in quotes */
  message34: 'conflicting environment variable "ETCDCTL_ENDPOINTS" is shadowed by corresponding command-line flag (either unset environment variable or disable flag)',
  /**
   * v3.5.21 l. 86 and v3.6.11 pkg/flags/flag.go l. 87 (verifyEnv, lg.Fatal): the text changed. The name moved
   * to a zap field ("environment-variable":"ETCDCTL_ENDPOINTS") and the message ends in "))". Source only.
   */
  message36: 'conflicting environment variable is shadowed by corresponding command-line flag (either unset environment variable or disable flag))',
} as const;
