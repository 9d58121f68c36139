// Component type `leader-election`: a process that does its work only while it holds a Lease
// (client-go leaderelection): kube-controller-manager, kube-scheduler, or a third-party operator.
// Timers (LE-1, LE-4, LE-6 in the fact sheets; values in leader-election.facts.ts): lease 15 s, renew
// deadline 10 s, retry 2 s (2–4.4 s with jitter). The leader that cannot renew for 10 s logs its
// lost-lease line and exits; the kubelet restarts it at its next relist (a first exit has no back-off,
// k8s-protocol.ts) and it then waits in the acquire loop without a timeout: no crash loop. A candidate
// that saw the last record before the outage takes the lease on its first successful Get; a restarted
// one (new identity) waits 15 s more, and a restarted kube-scheduler first syncs its caches (30 s here),
// so the standbys that never restarted win. Each instance's retry jitter is a fixed, stated value.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { type ApiStatusEvent, type Backoff, NO_BACKOFF, afterStart, patch, sendAll, waitAfterExitMs } from './k8s-protocol.ts';
import { LEADER } from './leader-election.facts.ts';

export const LEASE_MS = LEADER.leaseMs.value;

export interface LeaderInput {
  id: string;
  role: 'kcm' | 'scheduler' | 'operator';
  /** Whose `api` messages tell it whether it can reach a working API (its local apiserver, or the LB). */
  api: string;
  leader: boolean;
  peers: string[];
  /** This instance's retry interval in the acquire loop (2–4.4 s), fixed. */
  retryMs: number;
  version: string;
  /** Told `controllers` up/down while this instance leads (the KCM: node lifecycle, EndpointSlices). */
  listeners: string[];
  now: () => number;
}

export interface LeaderContext extends Omit<LeaderInput, 'leader'> {
  apiOk: boolean;
  /** Another instance holds the lease and renews it. */
  held: boolean;
  /** When the holder stopped renewing (what a candidate that watched the record last saw change). */
  staleAt: number;
  restarted: boolean;
  /** A restarted scheduler has listed its informers (WaitForCacheSync passed). */
  synced: boolean;
  exits: number;
  lastExitAt: number;
  backoff: Backoff;
  nextStartAt: number;
  leadingSince: number;
  /** When its renewals stopped going through: the renew deadline counts from there. */
  failingSince: number;
}

export type LeaseEvent = { type: 'lease.taken'; from: string } | { type: 'lease.stale'; from: string };
export interface ControllersEvent {
  type: 'controllers';
  from: string;
  up: boolean;
  /** False while the leader's renewals fail: it still leads, but its controllers' writes fail too. */
  writable: boolean;
}
type Event = ApiStatusEvent | LeaseEvent | { type: 'nodeFail' } | { type: 'nodeStart' };

/** What an `api` message says of this instance's own API (its local apiserver, or the LB); others' say nothing. */
const ownApi = (c: LeaderContext, e: ApiStatusEvent): ApiStatusEvent['status'] | undefined => (e.from === c.api ? e.status : undefined);

export const leaderElectionMachine = setup({
  types: { context: {} as LeaderContext, events: {} as Event, input: {} as LeaderInput },
  delays: {
    renewDeadline: ({ context }) => Math.max(0, context.failingSince + LEADER.renewDeadlineMs.value - context.now()),
    restart: ({ context }) => Math.max(0, context.nextStartAt - context.now()),
    cacheSync: LEADER.cacheSyncMs.value,
    acquire: ({ context }) =>
      context.restarted ? LEASE_MS + context.retryMs : Math.max(context.retryMs, context.staleAt + LEASE_MS - context.now()),
  },
  guards: {
    startsAsLeader: ({ context }) => !context.held,
    apiUp: ({ context, event }) => {
      assertEvent(event, 'api');
      return ownApi(context, event) === 'ready';
    },
    apiLost: ({ context, event }) => {
      assertEvent(event, 'api');
      const status = ownApi(context, event);
      return status !== undefined && status !== 'ready';
    },
    apiUpHeld: ({ context, event }) => {
      assertEvent(event, 'api');
      return ownApi(context, event) === 'ready' && context.held;
    },
    apiUpUnsynced: ({ context, event }) => {
      assertEvent(event, 'api');
      return ownApi(context, event) === 'ready' && context.role === 'scheduler' && context.restarted && !context.synced;
    },
    held: ({ context }) => context.held,
  },
  actions: {
    noteApi: assign(({ context, event }) => {
      assertEvent(event, 'api');
      const status = ownApi(context, event);
      return status === undefined ? {} : { apiOk: status === 'ready' };
    }),
    noteTaken: assign({ held: true }),
    // The last renewal that went through: now, or earlier when the balancer says its requests already hung.
    noteFailing: assign(({ context, event }) => {
      assertEvent(event, 'api');
      return { failingSince: Math.min(context.now(), event.since ?? context.now()) };
    }),
    noteStale: enqueueActions(({ context, enqueue }) => patch<LeaderContext>(enqueue, { held: false, staleAt: context.now() })),
    lead: enqueueActions(({ context, enqueue }) => patch<LeaderContext>(enqueue, { held: false, leadingSince: context.now() })),
    exit: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      patch<LeaderContext>(enqueue, { exits: context.exits + 1, apiOk: false, lastExitAt: now, nextStartAt: now + waitAfterExitMs(context.backoff, now) });
    }),
    markRestarted: enqueueActions(({ context, enqueue }) =>
      patch<LeaderContext>(enqueue, { restarted: true, synced: false, apiOk: false, backoff: afterStart(context.backoff, context.lastExitAt, context.now()) }),
    ),
    markSynced: assign({ synced: true }),
    tellPeers: enqueueActions(({ context, enqueue, system }, params: { type: LeaseEvent['type'] }) =>
      sendAll(system, enqueue, context.peers, { type: params.type, from: context.id }),
    ),
    tellControllers: enqueueActions(({ context, enqueue, system }, params: { up: boolean; writable: boolean }) =>
      sendAll(system, enqueue, context.listeners, { type: 'controllers', from: context.id, up: params.up, writable: params.writable }),
    ),
  },
}).createMachine({
  id: 'leader-election',
  context: ({ input }) => ({
    id: input.id,
    role: input.role,
    api: input.api,
    peers: input.peers,
    retryMs: input.retryMs,
    version: input.version,
    listeners: input.listeners,
    now: input.now,
    apiOk: true,
    held: !input.leader,
    staleAt: 0,
    restarted: false,
    synced: false,
    exits: 0,
    lastExitAt: -1,
    backoff: NO_BACKOFF,
    nextStartAt: 0,
    leadingSince: 0,
    failingSince: 0,
  }),
  initial: 'boot',
  on: {
    api: { actions: 'noteApi' },
    'lease.taken': { actions: 'noteTaken' },
    'lease.stale': { actions: 'noteStale' },
  },
  states: {
    boot: { always: [{ guard: 'startsAsLeader', target: 'leading' }, { target: 'standby.following' }] },
    leading: {
      entry: ['lead', { type: 'tellPeers', params: { type: 'lease.taken' } }, { type: 'tellControllers', params: { up: true, writable: true } }],
      exit: { type: 'tellControllers', params: { up: false, writable: false } },
      initial: 'renewing',
      on: { nodeFail: { target: 'down', actions: { type: 'tellPeers', params: { type: 'lease.stale' } } } },
      states: {
        renewing: { on: { api: [{ guard: 'apiLost', target: 'failing', actions: ['noteApi', 'noteFailing', { type: 'tellPeers', params: { type: 'lease.stale' } }, { type: 'tellControllers', params: { up: true, writable: false } }] }, { actions: 'noteApi' }] } },
        // Renewals fail; at the renew deadline OnStoppedLeading logs its lost-lease line (lostLeaseLine) and exits 1.
        failing: {
          after: { renewDeadline: { target: '#leader-election.exited', actions: 'exit' } },
          on: { api: [{ guard: 'apiUp', target: 'renewing', actions: ['noteApi', { type: 'tellPeers', params: { type: 'lease.taken' } }, { type: 'tellControllers', params: { up: true, writable: true } }] }, { actions: 'noteApi' }] },
        },
      },
    },
    exited: {
      after: { restart: { target: 'standby.waiting', actions: 'markRestarted' } },
      on: { nodeFail: { target: 'down' } },
    },
    standby: {
      initial: 'waiting',
      on: { nodeFail: { target: 'down' } },
      states: {
        // No working API: `error retrieving resource lock` every 2–4.4 s, no timeout, no exit.
        waiting: {
          on: {
            api: [
              { guard: 'apiUpUnsynced', target: 'syncing', actions: 'noteApi' },
              { guard: 'apiUpHeld', target: 'following', actions: 'noteApi' },
              { guard: 'apiUp', target: 'trying', actions: 'noteApi' },
              { actions: 'noteApi' },
            ],
          },
        },
        // A restarted kube-scheduler lists its informers before it campaigns (WaitForCacheSync).
        syncing: {
          after: { cacheSync: [{ guard: 'held', target: 'following', actions: 'markSynced' }, { target: 'trying', actions: 'markSynced' }] },
          on: {
            api: [{ guard: 'apiLost', target: 'waiting', actions: 'noteApi' }, { actions: 'noteApi' }],
            'lease.taken': { actions: 'noteTaken' },
          },
        },
        // Another instance holds and renews the lease.
        following: {
          on: {
            api: [{ guard: 'apiLost', target: 'waiting', actions: 'noteApi' }, { actions: 'noteApi' }],
            'lease.stale': { target: 'trying', actions: 'noteStale' },
          },
        },
        // The lease looks expired (or will, 15 s after it last changed): the next retry takes it.
        trying: {
          after: { acquire: { target: '#leader-election.leading' } },
          on: {
            api: [{ guard: 'apiLost', target: 'waiting', actions: 'noteApi' }, { actions: 'noteApi' }],
            'lease.taken': { target: 'following', actions: 'noteTaken' },
          },
        },
      },
    },
    down: { on: { nodeStart: { target: 'standby.waiting', actions: 'markRestarted' } } },
  },
});
