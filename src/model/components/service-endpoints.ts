// Component type `service-endpoints`: the web Service's EndpointSlice and the kube-proxy rules built
// from it (KP-1, KP-2 resolved). The EndpointSlice controller runs in the kube-controller-manager
// leader and takes readiness from each pod's Ready condition in the API, so the list changes only
// while a KCM leads and the API answers. Otherwise it is frozen, and kube-proxy keeps its rules:
// traffic still goes to a pod that died and never to a new one. A pod on a node that cannot report
// stays listed as ready until the node lifecycle controller marks its node Unknown.
import { assign, setup } from 'xstate';
import type { ApiStatusEvent } from './k8s-protocol.ts';
import type { ControllersEvent } from './leader-election.ts';
import type { PodEvent } from './pod.ts';

export interface EndpointsInput {
  id: string;
  pods: Array<{ id: string; ip: string; node: string }>;
  /** The controller-manager leading at the start. */
  controllers: string[];
}

export interface Endpoint {
  pod: string;
  ip: string;
  ready: boolean;
}

export interface EndpointsContext {
  id: string;
  /** What the pods really are now. */
  actual: Record<string, { ip: string; node: string; serving: boolean; nodeAlive: boolean }>;
  /** What the EndpointSlice (and so kube-proxy) lists. */
  listed: Endpoint[];
  apiOk: boolean;
  /** Controller-manager leaders whose writes go through. */
  controllers: string[];
}

export type NodeUnknownEvent = { type: 'nodeUnknown'; node: string };
type Event = PodEvent | ApiStatusEvent | ControllersEvent | NodeUnknownEvent;

/** The list the controller writes from the pods it can see: a pod whose node cannot report keeps its entry. */
export function resync(c: EndpointsContext): Endpoint[] {
  const out: Endpoint[] = [];
  for (const [pod, a] of Object.entries(c.actual)) {
    if (a.nodeAlive) out.push({ pod, ip: a.ip, ready: a.serving });
    else {
      const old = c.listed.find((e) => e.pod === pod);
      if (old) out.push(old);
    }
  }
  return out;
}

const next = (c: EndpointsContext, e: Event): EndpointsContext => {
  const n = { ...c };
  if (e.type === 'pod') n.actual = { ...c.actual, [e.from]: { ip: e.ip, node: e.node, serving: e.serving, nodeAlive: e.nodeAlive } };
  if (e.type === 'api') n.apiOk = e.status === 'ready';
  // Only a leader whose apiserver takes writes can update the EndpointSlice.
  if (e.type === 'controllers') n.controllers = e.up && e.writable ? [...c.controllers.filter((x) => x !== e.from), e.from] : c.controllers.filter((x) => x !== e.from);
  return n;
};
const syncing = (c: EndpointsContext) => c.apiOk && c.controllers.length > 0;

const route = [
  { guard: 'willSync' as const, target: '.current', actions: 'update' as const },
  { target: '.frozen', actions: 'update' as const },
];

export const serviceEndpointsMachine = setup({
  types: { context: {} as EndpointsContext, events: {} as Event, input: {} as EndpointsInput },
  guards: { willSync: ({ context, event }) => syncing(next(context, event)) },
  actions: {
    update: assign(({ context, event }) => {
      const n = next(context, event);
      if (!syncing(n)) return n;
      if (event.type === 'nodeUnknown') {
        return { ...n, listed: n.listed.map((e) => (n.actual[e.pod]?.node === event.node && !n.actual[e.pod]?.nodeAlive ? { ...e, ready: false } : e)) };
      }
      return { ...n, listed: resync(n) };
    }),
  },
}).createMachine({
  id: 'service-endpoints',
  context: ({ input }) => ({
    id: input.id,
    actual: Object.fromEntries(input.pods.map((p) => [p.id, { ip: p.ip, node: p.node, serving: true, nodeAlive: true }])),
    listed: input.pods.map((p) => ({ pod: p.id, ip: p.ip, ready: true })),
    apiOk: true,
    controllers: input.controllers,
  }),
  initial: 'current',
  on: { pod: route, api: route, controllers: route, nodeUnknown: route },
  states: { current: {}, frozen: {} },
});
