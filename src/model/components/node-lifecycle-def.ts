// ComponentDef of `node-lifecycle` (node-lifecycle.ts): the values its words need. Words in
// content/scenarios/<lang>/components/node-lifecycle.yaml; which version says what is decided here, from the fact
// sheets (kubernetes-during-etcd-outage-resolved.md wins).
import type { ComponentDef } from '../engine/component.ts';
import { versionLabel } from './k8s-protocol.ts';
import { type NodeLifecycleContext, TOLERATION_MS, gracePeriodMs, nodeLifecycleMachine } from './node-lifecycle.ts';

export const nodeLifecycle: ComponentDef<NodeLifecycleContext> = {
  type: 'node-lifecycle',
  layer: 'control-plane',
  machine: nodeLifecycleMachine,
  params: (c) => ({
    graceS: gracePeriodMs(c.version) / 1000,
    tolerationS: TOLERATION_MS / 1000,
    unknown: c.unknown.join(', ') || '—',
    version: versionLabel(c.version),
    nodes: c.evicted.join(', '),
  }),
  facts: (c) => [{ key: 'grace' }, { key: 'unknown' }, ...(c.evicted.length ? [{ key: 'evicted' }] : [])],
  see: (c, state) => {
    if (state === 'idle') return [{ key: 'idle' }];
    return [...(c.leadingSince > 0 && !c.evicted.length ? [{ key: 'assumingNow' }] : []), { key: state.replace('watching.', '') }];
  },
  isError: (state) => state === 'watching.nodesUnknown',
};
