// Component type `kubelet`: one worker node's kubelet and its node Lease (KL-1…KL-6, KL-3b).
// It reaches the API through the load balancer. Renewals every 10 s are not timers: the kubelet
// renews while the API answers and stops when it does not (5 immediate PUTs, then GETs backing off
// from 200 ms to a 7 s cap); when the API is back the next try lands within that 7 s cap, which the
// model takes in full. Running pods keep running either way. A rebooted node is down 60 s (the
// scenario's choice); a kubelet that starts while the API is down waits for the node sync and
// starts no API pod (KL-3b).
import { assign, enqueueActions, setup } from 'xstate';
import { type ApiStatusEvent, apiReady, patch, sendAll } from './k8s-protocol.ts';
import { KUBELET } from './kubelet.facts.ts';

export const LEASE_RETRY_CAP_MS = KUBELET.leaseRetryCapMs.value;
export const REBOOT_MS = 60_000;

export interface KubeletInput {
  id: string;
  /** Pod instances on this node (they get nodeDown / nodeUp). */
  pods: string[];
  listeners: string[];
  now: () => number;
}

export interface KubeletContext extends KubeletInput {
  apiOk: boolean;
  lastRenewAt: number;
  apiLostAt: number;
}

export interface NodeEvent {
  type: 'node';
  from: string;
  renewing: boolean;
  dead?: boolean;
}
type Event = ApiStatusEvent | { type: 'reboot' } | { type: 'fail' };
export const kubeletMachine = setup({
  types: { context: {} as KubeletContext, events: {} as Event, input: {} as KubeletInput },
  delays: { leaseRetry: LEASE_RETRY_CAP_MS, reboot: REBOOT_MS },
  guards: {
    apiUp: ({ event }) => apiReady(event),
    apiLost: ({ event }) => !apiReady(event),
    apiOk: ({ context }) => context.apiOk,
  },
  actions: {
    noteApi: assign(({ event }) => ({ apiOk: apiReady(event) })),
    renewed: enqueueActions(({ context, enqueue }) => patch<KubeletContext>(enqueue, { lastRenewAt: context.now() })),
    lost: enqueueActions(({ context, enqueue }) => patch<KubeletContext>(enqueue, { apiLostAt: context.now() })),
    tellNode: enqueueActions(({ context, enqueue, system }, params: { renewing: boolean; dead?: boolean }) =>
      sendAll(system, enqueue, context.listeners, { type: 'node', from: context.id, ...params }),
    ),
    podsDown: enqueueActions(({ context, enqueue, system }) => sendAll(system, enqueue, context.pods, { type: 'nodeDown' })),
    podsUp: enqueueActions(({ context, enqueue, system }) => sendAll(system, enqueue, context.pods, { type: 'nodeUp', apiOk: context.apiOk })),
  },
}).createMachine({
  id: 'kubelet',
  context: ({ input }) => ({ ...input, apiOk: true, lastRenewAt: 0, apiLostAt: 0 }),
  initial: 'ready',
  on: { api: { actions: 'noteApi' }, fail: { target: '.down' } },
  states: {
    ready: {
      entry: ['renewed', { type: 'tellNode', params: { renewing: true } }],
      on: { api: [{ guard: 'apiLost', target: 'apiUnreachable', actions: ['noteApi', 'lost'] }, { actions: 'noteApi' }], reboot: 'rebooting' },
    },
    // Lease updates and pod/node status writes fail; pods keep running.
    apiUnreachable: {
      entry: { type: 'tellNode', params: { renewing: false } },
      on: { api: [{ guard: 'apiUp', target: 'reconnecting', actions: 'noteApi' }, { actions: 'noteApi' }], reboot: 'rebooting' },
    },
    // The API answers again; the lease GET loop's next try (≤ 7 s) gets through.
    reconnecting: {
      after: { leaseRetry: 'ready' },
      on: { api: [{ guard: 'apiLost', target: 'apiUnreachable', actions: 'noteApi' }, { actions: 'noteApi' }], reboot: 'rebooting' },
    },
    rebooting: {
      entry: [{ type: 'tellNode', params: { renewing: false } }, 'podsDown'],
      after: { reboot: [{ guard: 'apiOk', target: 'ready', actions: 'podsUp' }, { target: 'waitingForApi', actions: 'podsUp' }] },
    },
    // KL-3b: `Waiting for node sync before watching apiserver pods`; static pods only.
    waitingForApi: {
      on: { api: [{ guard: 'apiUp', target: 'reconnecting', actions: ['noteApi', 'podsUp'] }, { actions: 'noteApi' }] },
    },
    down: { entry: [{ type: 'tellNode', params: { renewing: false, dead: true } }, 'podsDown'] },
  },
});
