// ComponentDef of `kubelet` (kubelet.ts): the values its words need. Words in
// content/scenarios/<lang>/components/kubelet.yaml.
import type { ComponentDef } from '../engine/component.ts';
import { s } from './k8s-def.ts';
import { type KubeletContext, kubeletMachine } from './kubelet.ts';

export const kubelet: ComponentDef<KubeletContext> = {
  type: 'kubelet',
  layer: 'nodes',
  machine: kubeletMachine,
  params: (c) => ({ node: c.id, atS: s(c.lastRenewAt) }),
  facts: (_c, state) => (state === 'ready' || state === 'reconnecting' ? [] : [{ key: 'lastRenew' }]),
  see: (_c, state) => [{ key: state }],
  isError: (state) => state !== 'ready' && state !== 'reconnecting',
};
