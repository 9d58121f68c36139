// Component type `coredns`: the cluster DNS (DNS-1…DNS-3 resolved). A running CoreDNS answers from
// its informer cache while the API is down (stale, but answers). A CoreDNS restarted during the
// outage waits 5 s for the API sync (`startup_timeout`), logs `starting server with unsynced
// Kubernetes API` and then answers SERVFAIL for cluster names; external names are still forwarded.
// After a reboot of its node during the outage it is not started at all (KL-3b). Values: coredns.facts.ts.
import { assign, setup } from 'xstate';
import { type ApiStatusEvent, apiReady } from './k8s-protocol.ts';
import { COREDNS } from './coredns.facts.ts';
import { type PodNodeEvent, nodeUpWithApi } from './pod-node-events.ts';

export const STARTUP_TIMEOUT_MS = COREDNS.startupTimeoutMs.value;

export interface CorednsContext {
  id: string;
  apiOk: boolean;
}
type Event = ApiStatusEvent | PodNodeEvent | { type: 'crash' };

export const corednsMachine = setup({
  types: { context: {} as CorednsContext, events: {} as Event, input: {} as { id: string } },
  delays: { startupTimeout: STARTUP_TIMEOUT_MS },
  guards: {
    apiUp: ({ event }) => apiReady(event),
    apiOk: ({ context }) => context.apiOk,
    nodeUpWithApi,
  },
  actions: { noteApi: assign(({ event }) => ({ apiOk: apiReady(event) })) },
}).createMachine({
  id: 'coredns',
  context: ({ input }) => ({ id: input.id, apiOk: true }),
  initial: 'synced',
  on: { api: { actions: 'noteApi' }, nodeDown: '.notRunning' },
  states: {
    synced: {
      on: {
        api: [{ guard: 'apiUp', actions: 'noteApi' }, { target: 'stale', actions: 'noteApi' }],
        crash: [{ guard: 'apiOk', target: 'synced', reenter: true }, { target: 'unsynced.starting' }],
      },
    },
    // The informer cache never expires: answers for what was there before the outage.
    stale: {
      on: {
        api: [{ guard: 'apiUp', target: 'synced', actions: 'noteApi' }, { actions: 'noteApi' }],
        crash: 'unsynced.starting',
      },
    },
    unsynced: {
      on: { api: [{ guard: 'apiUp', target: 'synced', actions: 'noteApi' }, { actions: 'noteApi' }] },
      initial: 'starting',
      states: { starting: { after: { startupTimeout: 'servfail' } }, servfail: {} },
    },
    notRunning: {
      on: {
        nodeUp: [{ guard: 'nodeUpWithApi', target: 'synced' }, { target: 'notStarted' }],
      },
    },
    // Its node rebooted during the outage: the kubelet starts no API pod before it has synced.
    notStarted: { on: { api: [{ guard: 'apiUp', target: 'synced', actions: 'noteApi' }, { actions: 'noteApi' }] } },
  },
});
