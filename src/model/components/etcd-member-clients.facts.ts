// The `member add` check of an etcd member (`--strict-reconfig-check`, on by default), and how it changed
// in etcd 3.5.30, 3.6.11 and 3.7.0 (issue 24 §1.2). Read in the etcd source at the tags named. Beside
// etcd-member-clients.ts, the member's client capability, which alone reads it.
import { cite } from '../engine/cited.ts';
import { hasChange } from './etcd-version.ts';

/** `connected to every voting member` (to 3.5.29 / 3.6.10), or `to a quorum of the enlarged cluster` (from 3.5.30 / 3.6.11 / 3.7.0). */
export type MemberAddRule = 'allPeers' | 'quorumAfterAdd';

const quorum = (n: number) => Math.floor(n / 2) + 1;

export const MEMBER_ADD = {
  /** Both rules count only peers connected for the whole of the last HealthInterval. */
  connectedForMs: cite(5000, 'server/etcdserver/server.go @ v3.6.11 (l. 94) HealthInterval = 5 * time.Second; mayAddMember passes time.Now().Add(-HealthInterval)'),
  /** The first release of each line where mayAddMember asks for a quorum of the enlarged cluster. */
  quorumRuleSince: cite(
    ['3.5.30', '3.6.11', '3.7.0'] as const,
    'server/etcdserver/server.go mayAddMember @ v3.5.30 (l. 1709), @ v3.6.11 (l. 1432), @ v3.7.0 (l. 1427): isConnectedToQuorumAfterAddingNewMemberSince; @ v3.5.29 (l. 1708), @ v3.6.10 (l. 1431): isConnectedFullySince',
  ),
  /** Members (the handling one included) that must have been connected for 5 s out of `voters` voting members. */
  needed: cite(
    (voters: number, rule: MemberAddRule): number => (rule === 'allPeers' ? voters : voters === 1 ? 1 : quorum(voters + 1)),
    'server/etcdserver/util.go @ v3.6.11 (l. 38–48) isConnectedToQuorumAfterAddingNewMemberSince: a single member always may; else numConnectedSince(…, self counted) >= quorum(len(members)+1), quorum(n) = n/2 + 1; @ v3.6.10 (l. 41–43) isConnectedFullySince: numConnectedSince(…) == len(members)',
  ),
  /** What the refusing member logs (zap Warn), per rule. */
  warning: cite(
    {
      allPeers: 'rejecting member add request; local member has not been connected to all peers, reconfigure breaks active quorum',
      quorumAfterAdd: 'rejecting member add request; local member has not been connected to majority peers, reconfigure breaks active quorum',
    } as const,
    'server/etcdserver/server.go @ v3.6.10 (l. 1433) and etcdserver/server.go @ v3.4.23 (l. 1661); @ v3.6.11 (l. 1434), @ v3.5.30 (l. 1711), @ v3.7.0 (l. 1429)',
  ),
  /** What etcdctl prints for either rule. */
  error: cite('etcdserver: unhealthy cluster', 'server/etcdserver/errors/errors.go @ v3.6.11 (l. 39) ErrUnhealthy; server/etcdserver/errors.go @ v3.5.30 (l. 39)'),
} as const;

/** The rule an etcd release applies. */
export const memberAddRule = (version: string): MemberAddRule => (hasChange(version, MEMBER_ADD.quorumRuleSince.value) ? 'quorumAfterAdd' : 'allPeers');
