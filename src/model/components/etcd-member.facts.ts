// The etcd member's own timers, at etcd's defaults, read in the etcd source at the tags named. Its
// `member add` check is in etcd-member-clients.facts.ts, beside the capability that reads it.
import { cite } from '../engine/cited.ts';

/** The member's own timers, at etcd's defaults. */
export const MEMBER_TIMERS = {
  /** `--election-timeout`; raft randomises each member's timeout in [1×, 2×) of it. */
  electionBaseMs: cite(1000, 'server/embed/config.go @ v3.6.11 (l. 672) ElectionMs: 1000'),
  /** monitorLeader cancels watches that require a leader after this many checks without one, an election timeout apart. */
  noLeaderChecks: cite(3, 'server/etcdserver/api/v3rpc/interceptor.go @ v3.6.11 (l. 37) and @ v3.5.21 (l. 36) maxNoLeaderCnt = 3'),
};
