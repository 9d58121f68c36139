// The Raft numbers every etcd member model shares, apart from the client protocol (etcd-protocol.ts
// re-exports them), so that a member without clients ships none of the requests' facts.
import { MEMBER_TIMERS } from './etcd-member.facts.ts';

/** `--election-timeout` default; each member randomises its own timeout in [1 s, 2 s). */
export const ELECTION_BASE_MS = MEMBER_TIMERS.electionBaseMs.value;
/** "Long ago": before the scenario starts, the cluster has been up and connected for a while. */
export const LONG_AGO = -3_600_000;

export const quorumOf = (voters: number): number => Math.floor(voters / 2) + 1;
