// Component type `load-balancer`: the control-plane endpoint in front of the apiservers, checking
// each one's /readyz. A backend leaves the pool when its /readyz fails and comes back when it is
// ready again (the model leaves out the balancer's own check interval). It tells its listeners
// (kubelets, pods, CoreDNS, operators: every client that reaches the API through it) whether any
// backend is left: `api` ready, or `down` when none is.
import { enqueueActions, setup } from 'xstate';
import { type ApiStatusEvent, sendAll } from './k8s-protocol.ts';

export interface LbInput {
  id: string;
  backends: string[];
  listeners: string[];
}

export interface LbContext {
  id: string;
  backends: string[];
  listeners: string[];
  /** Backends passing /readyz now. */
  pool: string[];
  /** Backends whose etcd works (ready), a subset of the pool. */
  working: string[];
}

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
      if ((working.length > 0) !== (context.working.length > 0)) {
        sendAll(system, enqueue, context.listeners, { type: 'api', from: context.id, status: working.length ? 'ready' : 'down' });
      }
      enqueue.assign({ pool: poolAfter(context, event), working });
    }),
  },
}).createMachine({
  id: 'load-balancer',
  context: ({ input }) => ({ id: input.id, backends: input.backends, listeners: input.listeners, pool: [...input.backends], working: [...input.backends] }),
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
