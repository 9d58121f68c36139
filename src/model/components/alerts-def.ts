// ComponentDef of `alerts` (alerts.ts): the values its words need. Words in
// content/scenarios/<lang>/components/alerts.yaml.
import type { ComponentDef, World } from '../engine/component.ts';
import { type AlertsContext, alertsMachine, firing, pending } from './alerts.ts';
import type { MemberContext } from './etcd-member.ts';
import { etcdMemberCore } from './etcd-member-def.ts';

const hasLeaderMetric = (world: World, id: string, c: MemberContext) => {
  const st = world.state(id);
  if (st === 'down') return 'absent';
  return st.startsWith('up.leader') || (st === 'up.follower.following' && c.lead) ? '1' : '0';
};

export const alerts: ComponentDef<AlertsContext> = {
  type: 'alerts',
  layer: 'monitoring',
  machine: alertsMachine,
  params: (c) => ({ firing: firing(c).join(', ') || '—', pending: pending(c).join(', ') || '—' }),
  facts: () => [{ key: 'firing' }, { key: 'pending' }],
  see: (_c, _state, world) => {
    const members = world.instancesOf(etcdMemberCore);
    return [{ key: 'hasLeader', params: { values: members.map((m) => `${m.id}=${hasLeaderMetric(world, m.id, m.context)}`).join(', ') } }];
  },
  observe: (c) => `${firing(c).join(',')}|${pending(c).join(',')}`,
  isError: (state) => state === 'firing',
};
