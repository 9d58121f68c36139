// Component type `kubectl`: the reader's `kubectl delete pod`, sent through the load balancer, or
// straight to cp1's apiserver when no backend is left behind it. What it gets depends on the
// apiserver's state when it is sent (ReplicaSet item and API-16 in the resolved fact sheet):
// - a ready apiserver: deleted; the ReplicaSet controller creates a replacement;
// - an apiserver whose etcd has no quorum or is unreachable: the quorum GET of the delete is retried
//   by the etcd client until the delete handler's 34 s cap, then `Timeout`; nothing is written;
// - between CrashLoopBackOff runs: `connection refused` at once;
// - during a run that is blocked dialling etcd: TCP connects, TLS hangs (kubectl's 10 s handshake timeout).
import { assign, enqueueActions, setup } from 'xstate';
import { sendAll } from './k8s-protocol.ts';

export const DELETE_CAP_MS = 34_000;
export const TLS_HANDSHAKE_MS = 10_000;
export const DIAL_TIMEOUT_MS = 30_000;

export type DeleteOutcome = 'deleted' | 'timeout' | 'refused' | 'tls' | 'unreachable';

export interface KubectlContext {
  id: string;
  pod: string;
  server: string;
  outcome: DeleteOutcome;
  sentAt: number;
  n: number;
}

type Event = { type: 'delete'; pod: string; server: string; outcome: DeleteOutcome };

export const kubectlMachine = setup({
  types: { context: {} as KubectlContext, events: {} as Event, input: {} as { id: string; now: () => number } },
  delays: { deleteCap: DELETE_CAP_MS, tlsHandshake: TLS_HANDSHAKE_MS, dialTimeout: DIAL_TIMEOUT_MS },
  guards: {
    deleted: ({ event }) => event.outcome === 'deleted',
    refused: ({ event }) => event.outcome === 'refused',
    timeout: ({ event }) => event.outcome === 'timeout',
    tls: ({ event }) => event.outcome === 'tls',
  },
  actions: {
    note: assign(({ context, event }) => ({ pod: event.pod, server: event.server, outcome: event.outcome, n: context.n + 1 })),
    tellPod: enqueueActions(({ context, enqueue, system }) => sendAll(system, enqueue, [context.pod], { type: 'deleted' })),
  },
}).createMachine({
  id: 'kubectl',
  context: ({ input }) => ({ id: input.id, pod: '', server: '', outcome: 'deleted', sentAt: 0, n: 0 }),
  initial: 'idle',
  on: {
    delete: [
      { guard: 'deleted', target: '.deleted', actions: ['note', 'tellPod'] },
      { guard: 'refused', target: '.failed.refused', actions: 'note' },
      { guard: 'timeout', target: '.waiting.forEtcd', actions: 'note' },
      { guard: 'tls', target: '.waiting.forTls', actions: 'note' },
      { target: '.waiting.forTcp', actions: 'note' },
    ],
  },
  states: {
    idle: {},
    deleted: {},
    waiting: {
      initial: 'forEtcd',
      states: {
        forEtcd: { after: { deleteCap: '#kubectl.failed.timeout' } },
        forTls: { after: { tlsHandshake: '#kubectl.failed.tls' } },
        forTcp: { after: { dialTimeout: '#kubectl.failed.unreachable' } },
      },
    },
    failed: { initial: 'timeout', states: { refused: {}, timeout: {}, tls: {}, unreachable: {} } },
  },
});
