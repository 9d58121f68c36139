// ComponentDef of `coredns` (coredns.ts): the values its words need. Words in
// content/scenarios/<lang>/components/coredns.yaml.
import type { ComponentDef } from '../engine/component.ts';
import { type CorednsContext, corednsMachine } from './coredns.ts';
import { within } from './k8s-def.ts';

export const coredns: ComponentDef<CorednsContext> = {
  type: 'coredns',
  layer: 'network',
  machine: corednsMachine,
  params: () => ({}),
  facts: () => [],
  see: (_c, state) => [{ key: state.replace('.', '_') }],
  isError: (state) => within(state, 'unsynced') || state === 'notStarted' || state === 'notRunning',
};
