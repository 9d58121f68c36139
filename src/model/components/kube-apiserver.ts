// Component type `kube-apiserver`: one kubeadm kube-apiserver that uses only its local etcd member
// (`--etcd-servers=https://127.0.0.1:2379`). Its timers are kubeadm's and the apiserver's own
// (fact sheet kubernetes-during-etcd-outage-resolved.md, API-4/API-9/API-16):
//   /readyz fails 2 s after etcd is lost (the etcd check's 2 s timeout), the readiness probe
//   (period 1 s, ×3) marks it unready 2 s later; the liveness probe (/livez includes etcd, 8 × 10 s)
//   has the kubelet kill it 80 s after etcd was lost; the new process starts 5 s later and exits by
//   itself: 21 s after start when etcd is unreachable (20 s blocking dial), 35 s after start when
//   its member is alive without a leader (a post-start hook gives up after its 30 s poll); the
//   kubelet restarts it on the CrashLoopBackOff schedule 10, 20, 40, 80, 160, 300 s.
// With a live member that has no leader, etcd cancels the apiserver's watches 5 s in (`no leader`),
// the reflector re-watches for 30 s, then the watch cache goes unready and answers 429.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { MemberStatus, MemberStatusEvent } from './etcd-member.ts';
import { type ApiStatus, BACKOFF_RESET_MS, crashBackoffMs, patch, sendAll } from './k8s-protocol.ts';

export const READYZ_FAIL_MS = 2_000;
export const POD_UNREADY_MS = 2_000; // after /readyz fails: three 1 s probes
export const LIVENESS_KILL_MS = 80_000;
export const KILL_TO_START_MS = 5_000;
export const DIAL_EXIT_MS = 21_000;
export const HOOK_EXIT_MS = 35_000;
export const STARTUP_MS = 3_000;
export const WATCH_CANCEL_MS = 5_000;
export const REWATCH_MS = 30_000;

export interface ApiserverInput {
  id: string;
  node: string;
  member: string;
  version: string;
  listeners: string[];
  now: () => number;
}

export interface ApiserverContext {
  id: string;
  node: string;
  member: string;
  version: string;
  listeners: string[];
  now: () => number;
  etcd: MemberStatus;
  /** When the local member stopped serving (down or without a leader): the liveness clock. */
  failingSince: number;
  /** When the watch cache's etcd watch was cancelled (`no leader`): retryAfterSeconds grows from it. */
  cacheDownSince: number;
  runStartedAt: number;
  exits: number;
  lastExitAt: number;
  /** How the last run ended: 'dial' (etcd unreachable) or 'hook' (member without a leader). */
  lastExit: string;
  runs: number;
}

type Event = MemberStatusEvent | { type: 'nodeFail' } | { type: 'nodeStart' };

/**
 * A state's moves on the local member's status: one guarded transition per kind of status it reacts
 * to, in the order given (the three guards never hold together), each noting the status first and
 * then running `also`. A status the state does not move on falls through to the machine's root
 * handler, which only notes it (XState tries a state's ancestors when none of its own transitions
 * is enabled).
 */
const onEtcdStatus = (moves: { etcdOk?: string; etcdDown?: string; etcdNoLeader?: string }, ...also: 'startFailing'[]) => ({
  'etcd.status': Object.entries(moves).map(([guard, target]) => ({ guard: guard as keyof typeof moves, target, actions: ['noteEtcd' as const, ...also] })),
});

/** A new run starts by dialling etcd: how it goes depends on the local member now. */
const toRun = [
  { guard: 'etcdOk' as const, target: '#kube-apiserver.restart.run.starting' },
  { guard: 'etcdDown' as const, target: '#kube-apiserver.restart.run.dialing' },
  { target: '#kube-apiserver.restart.run.unready' },
];

export const kubeApiserverMachine = setup({
  types: { context: {} as ApiserverContext, events: {} as Event, input: {} as ApiserverInput },
  delays: {
    liveness: ({ context }) => Math.max(0, context.failingSince + LIVENESS_KILL_MS - context.now()),
    dialTimeout: ({ context }) => Math.max(0, context.runStartedAt + DIAL_EXIT_MS - context.now()),
    hookTimeout: ({ context }) => Math.max(0, context.runStartedAt + HOOK_EXIT_MS - context.now()),
    crashLoopBackOff: ({ context }) => crashBackoffMs(context.exits),
    readyz: READYZ_FAIL_MS,
    readinessProbe: POD_UNREADY_MS,
    watchCancel: WATCH_CANCEL_MS - READYZ_FAIL_MS - POD_UNREADY_MS,
    rewatch: REWATCH_MS,
    killToStart: KILL_TO_START_MS,
    startup: STARTUP_MS,
  },
  // A new run dials etcd after a timer or on nodeStart (toRun): the guards then read the last status noted.
  guards: {
    etcdOk: ({ context, event }) => ['leader', 'follower'].includes(event.type === 'etcd.status' ? event.status : context.etcd),
    etcdDown: ({ context, event }) => (event.type === 'etcd.status' ? event.status : context.etcd) === 'down',
    etcdNoLeader: ({ context, event }) => ['noLeader', 'lonely'].includes(event.type === 'etcd.status' ? event.status : context.etcd),
  },
  actions: {
    noteEtcd: assign(({ event }) => {
      assertEvent(event, 'etcd.status');
      return { etcd: event.status };
    }),
    startFailing: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      // The kubelet forgets the back-off after 10 min without a restart.
      patch<ApiserverContext>(enqueue, { failingSince: now, ...(now - context.lastExitAt >= BACKOFF_RESET_MS ? { exits: 0 } : {}) });
    }),
    cacheDown: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { cacheDownSince: context.now() })),
    startRun: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { runStartedAt: context.now(), runs: context.runs + 1 })),
    exitDial: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { exits: context.exits + 1, lastExitAt: context.now(), lastExit: 'dial' })),
    exitHook: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { exits: context.exits + 1, lastExitAt: context.now(), lastExit: 'hook' })),
    tell: enqueueActions(({ context, enqueue, system }, params: { status: ApiStatus }) =>
      sendAll(system, enqueue, context.listeners, { type: 'api', from: context.id, status: params.status }),
    ),
  },
}).createMachine({
  id: 'kube-apiserver',
  context: ({ input }) => ({
    id: input.id,
    node: input.node,
    member: input.member,
    version: input.version,
    listeners: input.listeners,
    now: input.now,
    etcd: 'follower',
    failingSince: 0,
    cacheDownSince: 0,
    runStartedAt: 0,
    exits: 0,
    lastExitAt: -BACKOFF_RESET_MS,
    lastExit: '',
    runs: 0,
  }),
  initial: 'up',
  // Notes every status no state moves on (see onEtcdStatus).
  on: { 'etcd.status': { actions: 'noteEtcd' } },
  states: {
    up: {
      initial: 'ready',
      on: { nodeFail: { target: 'down' } },
      states: {
        ready: {
          entry: { type: 'tell', params: { status: 'ready' } },
          on: onEtcdStatus({ etcdDown: 'etcdDown', etcdNoLeader: 'noLeader' }, 'startFailing'),
        },
        // The local member is down: the etcd client keeps reconnecting, watches hang and the watch
        // cache stays "ready", serving stale watches and resourceVersion=0 reads.
        etcdDown: {
          entry: { type: 'tell', params: { status: 'failing' } },
          initial: 'probing',
          after: { liveness: { target: '#kube-apiserver.restart' } },
          on: onEtcdStatus({ etcdOk: 'ready', etcdNoLeader: 'noLeader' }),
          states: {
            probing: { after: { readyz: 'readyzFailing' } },
            readyzFailing: { entry: { type: 'tell', params: { status: 'unready' } }, after: { readinessProbe: 'unready' } },
            unready: {},
          },
        },
        // The local member is alive without a leader: writes fail at 7 s, watches are cancelled.
        noLeader: {
          entry: { type: 'tell', params: { status: 'failing' } },
          initial: 'probing',
          after: { liveness: { target: '#kube-apiserver.restart' } },
          on: onEtcdStatus({ etcdOk: 'ready', etcdDown: 'etcdDown' }),
          states: {
            probing: { after: { readyz: 'readyzFailing' } },
            readyzFailing: { entry: { type: 'tell', params: { status: 'unready' } }, after: { readinessProbe: 'unready' } },
            unready: { after: { watchCancel: 'watchesCancelled' } },
            watchesCancelled: { after: { rewatch: { target: 'cacheUnready', actions: 'cacheDown' } } },
            cacheUnready: {},
          },
        },
      },
    },
    restart: {
      entry: { type: 'tell', params: { status: 'down' } },
      initial: 'killed',
      on: { nodeFail: { target: 'down' } },
      states: {
        killed: { after: { killToStart: toRun } },
        run: {
          entry: 'startRun',
          initial: 'starting',
          states: {
            starting: {
              after: { startup: { target: '#kube-apiserver.up.ready' } },
              on: onEtcdStatus({ etcdDown: 'dialing', etcdNoLeader: 'unready' }),
            },
            // grpc.WithBlock(): the etcd client dial blocks for up to 20 s, then the process exits.
            dialing: {
              after: { dialTimeout: { target: '#kube-apiserver.restart.backoff', actions: 'exitDial' } },
              on: onEtcdStatus({ etcdOk: 'starting', etcdNoLeader: 'unready' }),
            },
            // Serving, unready; post-start hooks poll for 30 s and then the process exits.
            unready: {
              after: { hookTimeout: { target: '#kube-apiserver.restart.backoff', actions: 'exitHook' } },
              on: onEtcdStatus({ etcdOk: '#kube-apiserver.up.ready', etcdDown: 'dialing' }),
            },
          },
        },
        backoff: { after: { crashLoopBackOff: toRun } },
      },
    },
    down: {
      entry: { type: 'tell', params: { status: 'down' } },
      on: { nodeStart: toRun },
    },
  },
});
