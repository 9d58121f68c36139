// The line above each step's narration (issue 23 §4): can etcdctl write, can it read, through the member
// it talks to now (endpointOf in scenario.ts, passed in). Reads the members' state paths and `lead`
// (etcd-member.ts): a write or a linearizable read needs a leader that has a majority (`up.leader.quorum`)
// and that the member reaches (itself, or the leader it follows); a serializable read only needs the
// member to be up.
import type { WordRef, World } from '../../engine/component.ts';
import type { MemberContext } from '../../components/etcd-member.ts';
import { ETCDCTL_TIMEOUT_MS } from '../../components/etcd-protocol.ts';

export function quorumSummary(endpoint: string | undefined, world: World): WordRef[] {
  if (!endpoint) return [{ key: 'none' }];
  const state = world.state(endpoint);
  const leader = state.startsWith('up.leader') ? endpoint : state === 'up.follower.following' ? (world.context(endpoint) as MemberContext).lead : null;
  if (leader && world.state(leader) === 'up.leader.quorum') return [{ key: 'writes.ok' }, { key: 'reads.ok' }];
  const params = { member: endpoint, s: ETCDCTL_TIMEOUT_MS / 1000 };
  return [{ key: 'writes.timeout', params }, { key: 'reads.serializable', params }];
}
