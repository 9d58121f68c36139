// ComponentDef of `pod` (pod.ts): the values its words need. Words in
// content/scenarios/<lang>/components/pod.yaml.
import type { ComponentDef } from '../engine/component.ts';
import { backoffFacts, s } from './k8s-def.ts';
import { type PodContext, podMachine, watchStopsAt } from './pod.ts';

export const pod: ComponentDef<PodContext> = {
  type: 'pod',
  layer: 'workloads',
  machine: podMachine,
  params: (c) => ({ node: c.node, ip: c.ip, waitS: s(Math.max(0, c.nextStartAt - c.lastExitAt)), exits: c.exits }),
  facts: (c, _state, world) => {
    const stops = watchStopsAt(c.lastEnvRead, c.recyclePhaseMs);
    return [
      { key: 'placed' },
      { key: world.now() < stops ? 'watchLive' : 'watchStopped', params: { atS: s(stops), readS: s(c.lastEnvRead) } },
      ...(c.exits ? [{ key: 'restarts' }] : []),
      ...backoffFacts(c.backoff, world.now()),
    ];
  },
  see: (_c, state) => [{ key: state }],
  isError: (state) => state === 'configError' || state === 'dead' || state === 'notStarted' || state === 'backingOff' || state === 'envSync',
};
