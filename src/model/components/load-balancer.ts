// Component type `load-balancer`: the control-plane endpoint in front of the apiservers, checking
// each one's /readyz. A backend leaves the pool when its /readyz fails and comes back when it is
// ready again (the model leaves out the balancer's own check interval). /readyz fails only when the
// apiserver's etcd Get has not answered within 2 s (load-balancer.facts.ts): during a short etcd
// election (≈ 1.5 s) every check still passes, requests just wait for the new leader, and a kubelet
// whose Lease renewal went to the old leader has it fail once at 7 s and renews at the next try. So
// it tells its listeners (kubelets, pods, CoreDNS, operators: every client that reaches the API
// through it) that the API is `down` only when no backend is left in the pool, and `ready` again
// when one answers.
import { enqueueActions, setup } from 'xstate';
import { type ApiStatusEvent, sendAll } from './k8s-protocol.ts';

export interface LbInput {
  id: string;
  backends: string[];
  listeners: string[];
  now: () => number;
}

export interface LbContext {
  id: string;
  backends: string[];
  listeners: string[];
  /** Backends passing /readyz now. */
  pool: string[];
  /** Backends that answer with etcd working (ready), a subset of the pool; empty during an etcd election. */
  working: string[];
  /** When the last working backend stopped working: from then on requests through the balancer hang. */
  stuckSince: number;
  now: () => number;
}

/** What clients behind the balancer are told: the API is gone only when no backend passes /readyz. */
export const clientsSee = (pool: readonly string[], working: readonly string[]): 'ready' | 'down' | 'waiting' =>
  pool.length === 0 ? 'down' : working.length === 0 ? 'waiting' : 'ready';

/** The pool after an apiserver's message. 'failing': /readyz still passes for its 2 s timeout. */
export function poolAfter(c: LbContext, e: ApiStatusEvent): string[] {
  if (e.status === 'failing') return c.pool;
  const others = c.pool.filter((b) => b !== e.from);
  return e.status === 'ready' ? c.backends.filter((b) => b === e.from || others.includes(b)) : others;
}

export const loadBalancerMachine = setup({
  types: { context: {} as LbContext, events: {} as ApiStatusEvent, input: {} as LbInput },
  guards: {
    noneLeft: ({ context, event }) => poolAfter(context, event).length === 0,
    allBack: ({ context, event }) => poolAfter(context, event).length === context.backends.length,
  },
  actions: {
    track: enqueueActions(({ context, event, enqueue, system }) => {
      const working = event.status === 'ready' ? [...context.working.filter((b) => b !== event.from), event.from] : context.working.filter((b) => b !== event.from);
      const pool = poolAfter(context, event);
      // Clients lose the API when the pool empties, and get it back when a backend answers again.
      const before = clientsSee(context.pool, context.working);
      const after = clientsSee(pool, working);
      // A client's requests already hung while every backend waited for etcd: `since` says from when.
      const stuckSince = working.length === 0 && context.working.length > 0 ? context.now() : context.stuckSince;
      if (after === 'down' && before !== 'down') sendAll(system, enqueue, context.listeners, { type: 'api', from: context.id, status: 'down', since: stuckSince });
      if (after === 'ready' && before !== 'ready') sendAll(system, enqueue, context.listeners, { type: 'api', from: context.id, status: 'ready' });
      enqueue.assign({ pool, working, stuckSince });
    }),
  },
}).createMachine({
  id: 'load-balancer',
  context: ({ input }) => ({ id: input.id, backends: input.backends, listeners: input.listeners, pool: [...input.backends], working: [...input.backends], stuckSince: 0, now: input.now }),
  initial: 'serving',
  on: {
    api: [
      { guard: 'noneLeft', target: '.noBackend', actions: 'track' },
      { guard: 'allBack', target: '.serving.healthy', actions: 'track' },
      { target: '.serving.degraded', actions: 'track' },
    ],
  },
  states: {
    serving: { initial: 'healthy', states: { healthy: {}, degraded: {} } },
    noBackend: {},
  },
});
