// Component type `kube-apiserver`: one kubeadm kube-apiserver that uses only its local etcd member
// (`--etcd-servers=https://127.0.0.1:2379`). Every timer is in kube-apiserver.facts.ts with its source
// (fact sheet kubernetes-during-etcd-outage-resolved.md, API-4/API-9/API-16 and "turn 3"):
//   /readyz fails 2 s after etcd is lost, the readiness probe marks it unready 2 s later; the liveness
//   probe (/livez includes etcd, 8 × 10 s) has the kubelet send SIGTERM 80 s after etcd was lost. The
//   process then runs its pre-shutdown hooks with 6443 still open (RemoveEndpoints times out after 20 s),
//   drains what is in flight, and is killed at the latest 30 s after SIGTERM. The kubelet starts it again
//   in the same sync; each new run exits by itself (21 s with etcd unreachable, 35 s with its member
//   alive without a leader), and the kubelet's back-off (k8s-protocol.ts) decides when the next starts.
// It answers the requests kubectl sends it from its own state, and tells a client whose request is
// still in flight when the process ends that its connection dropped.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { MemberStatus, MemberStatusEvent } from './etcd-member.ts';
import { type ApiStatus, type Backoff, NO_BACKOFF, afterStart, patch, sendAll, startDelayMs, waitAfterExitMs } from './k8s-protocol.ts';
import { CRASHLOOP } from './k8s-protocol.facts.ts';
import { APISERVER as F } from './kube-apiserver.facts.ts';

export interface ApiserverInput {
  id: string;
  node: string;
  /** The node's address: what a dial error names. */
  ip: string;
  member: string;
  version: string;
  listeners: string[];
  now: () => number;
}

/** What a request gets from this apiserver now (kubectl's `reply`). */
export type Reply = 'ok' | 'hang' | 'tls' | 'refused' | 'unreachable';
export interface RequestEvent {
  type: 'request';
  from: string;
  /** How long the request may hang here before its own timeout answers. */
  timeoutMs: number;
}
export type ReplyEvent = { type: 'reply'; from: string; reply: Reply } | { type: 'dropped'; from: string; goaway: boolean } | { type: 'served'; from: string };

export interface ApiserverContext extends ApiserverInput {
  etcd: MemberStatus;
  /** When the local member stopped serving (down or without a leader): the liveness clock. */
  failingSince: number;
  /** When the watch cache's etcd watch was cancelled (`no leader`): retryAfterSeconds grows from it. */
  cacheDownSince: number;
  killedAt: number;
  runStartedAt: number;
  runs: number;
  exits: number;
  /** When the last run exited by itself (-1: never): what the kubelet's back-off counts from. */
  lastExitAt: number;
  /** How the last run ended: 'dial' (etcd unreachable) or 'hook' (member without a leader). */
  lastExit: string;
  backoff: Backoff;
  /** When the next run starts (after an exit). */
  nextRunAt: number;
  /** A request hanging here (kubectl's), and when its own timeout answers it. */
  client: string;
  clientUntil: number;
}

type Event = MemberStatusEvent | RequestEvent | { type: 'nodeFail' } | { type: 'nodeStart' };

/**
 * What a request gets in each state (fact sheet API-16 "What a client of that node's 6443 sees", and
 * "turn 3"): served; left hanging on etcd (or on the pre-shutdown hooks); TCP accepted but TLS waiting
 * (6443 is open before storage is built); refused (nothing listens); or no answer (node gone).
 */
const REPLY: Record<string, Reply> = {
  'up.ready': 'ok',
  'up.etcdDown': 'hang',
  'up.noLeader': 'hang',
  'restart.terminating.hooks': 'hang',
  'restart.terminating.draining': 'refused',
  'restart.run.dialing': 'tls',
  'restart.run.starting': 'tls',
  'restart.run.unready': 'hang',
  'restart.exited': 'refused',
  'restart.backoff': 'refused',
  down: 'unreachable',
};
export const replyIn = (state: string): Reply => REPLY[state] ?? REPLY[state.split('.').slice(0, 2).join('.')];
/** A state's answer to a request (REPLY), as its `request` transition. */
const answers = (state: keyof typeof REPLY) => ({ request: { actions: { type: 'answer' as const, params: { reply: REPLY[state] } } } });

/**
 * A state's moves on the local member's status: one guarded transition per kind of status it reacts
 * to, each noting the status first. A status the state does not move on falls through to the root
 * handler, which only notes it.
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
/** After an exit: at once (next relist) while the kubelet has no back-off for it, else CrashLoopBackOff. */
const afterExit = (exit: 'exitDial' | 'exitHook') => [
  { guard: 'backoffNow' as const, target: '#kube-apiserver.restart.backoff', actions: [exit, 'dropClient' as const] },
  { target: '#kube-apiserver.restart.exited', actions: [exit, 'dropClient' as const] },
];
/** Both ways of losing etcd start alike: /readyz fails at its 2 s timeout, the readiness probe follows. */
const unreadyAfterProbes = {
  probing: { after: { readyz: 'readyzFailing' } },
  readyzFailing: { entry: { type: 'tell' as const, params: { status: 'unready' as const } }, after: { readinessProbe: 'unready' } },
};
/** The SIGKILL after a graceful shutdown: what was still in flight saw the server's GOAWAY first. */
const GOAWAY = { type: 'dropClient' as const, params: { goaway: true } };
const startsAtOnce = (c: ApiserverContext) => startDelayMs(c.backoff, c.lastExitAt, c.now(), 0) === 0;
const untilNextRun = ({ context }: { context: ApiserverContext }) => Math.max(0, context.nextRunAt - context.now());

export const kubeApiserverMachine = setup({
  types: { context: {} as ApiserverContext, events: {} as Event, input: {} as ApiserverInput },
  delays: {
    liveness: ({ context }) => Math.max(0, context.failingSince + F.livenessKillMs.value - context.now()),
    dialTimeout: ({ context }) => Math.max(0, context.runStartedAt + F.dialExitMs.value - context.now()),
    hookTimeout: ({ context }) => Math.max(0, context.runStartedAt + F.hookExitMs.value - context.now()),
    shutdownHooks: F.shutdownHooksMs.value,
    // Drained when nothing is in flight; a request still hanging keeps it until its own timeout or the SIGKILL.
    drain: ({ context }) => Math.max(0, Math.min(context.clientUntil, context.killedAt + F.gracePeriodMs.value) - context.now()),
    relist: untilNextRun,
    crashLoopBackOff: untilNextRun,
    readyz: F.readyzFailMs.value,
    readinessProbe: F.podUnreadyMs.value,
    watchCancel: F.watchCancelMs.value - F.readyzFailMs.value - F.podUnreadyMs.value,
    rewatch: F.rewatchMs.value,
    startup: F.startupMs.value,
  },
  // A new run dials etcd after a timer or on nodeStart (toRun): the guards then read the last status noted.
  guards: {
    etcdOk: ({ context, event }) => ['leader', 'follower'].includes(event.type === 'etcd.status' ? event.status : context.etcd),
    etcdDown: ({ context, event }) => (event.type === 'etcd.status' ? event.status : context.etcd) === 'down',
    etcdNoLeader: ({ context, event }) => ['noLeader', 'lonely'].includes(event.type === 'etcd.status' ? event.status : context.etcd),
    // The kubelet restarts the killed process in the same sync, unless an earlier exit's back-off still runs.
    startsAtOnce: ({ context }) => startsAtOnce(context),
    atOnceEtcdOk: ({ context }) => startsAtOnce(context) && ['leader', 'follower'].includes(context.etcd),
    atOnceEtcdDown: ({ context }) => startsAtOnce(context) && context.etcd === 'down',
    backoffNow: ({ context }) => waitAfterExitMs(context.backoff, context.now()) > CRASHLOOP.relistMs.value,
  },
  actions: {
    noteEtcd: assign(({ event }) => {
      assertEvent(event, 'etcd.status');
      return { etcd: event.status };
    }),
    startFailing: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { failingSince: context.now() })),
    cacheDown: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { cacheDownSince: context.now() })),
    killed: enqueueActions(({ context, enqueue }) => patch<ApiserverContext>(enqueue, { killedAt: context.now() })),
    startRun: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      patch<ApiserverContext>(enqueue, { runStartedAt: now, runs: context.runs + 1, backoff: afterStart(context.backoff, context.lastExitAt, now) });
    }),
    exitDial: enqueueActions(({ context, enqueue }) => exited(context, enqueue, 'dial')),
    exitHook: enqueueActions(({ context, enqueue }) => exited(context, enqueue, 'hook')),
    // Killed while an earlier exit's back-off still runs: the next run waits for it.
    waitForKill: enqueueActions(({ context, enqueue }) =>
      patch<ApiserverContext>(enqueue, { nextRunAt: context.now() + startDelayMs(context.backoff, context.lastExitAt, context.now(), 0) }),
    ),
    // Answers from the state it is in (REPLY).
    answer: enqueueActions(({ context, event, enqueue, system }, { reply }: { reply: Reply }) => {
      assertEvent(event, 'request');
      if (reply === 'hang' || reply === 'tls') patch<ApiserverContext>(enqueue, { client: event.from, clientUntil: context.now() + event.timeoutMs });
      sendAll(system, enqueue, [event.from], { type: 'reply', from: context.id, reply });
    }),
    // The process ends: a request still waiting loses its connection (after a GOAWAY if it shut down gracefully).
    dropClient: enqueueActions(({ context, enqueue, system }, params?: { goaway: boolean }) => {
      if (!context.client || context.clientUntil <= context.now()) return;
      sendAll(system, enqueue, [context.client], { type: 'dropped', from: context.id, goaway: params?.goaway ?? false });
      patch<ApiserverContext>(enqueue, { client: '', clientUntil: 0 });
    }),
    // etcd answers again: a request still waiting on it completes.
    serveClient: enqueueActions(({ context, enqueue, system }) => {
      if (!context.client || context.clientUntil <= context.now()) return;
      sendAll(system, enqueue, [context.client], { type: 'served', from: context.id });
      patch<ApiserverContext>(enqueue, { client: '', clientUntil: 0 });
    }),
    tell: enqueueActions(({ context, enqueue, system }, params: { status: ApiStatus }) =>
      sendAll(system, enqueue, context.listeners, { type: 'api', from: context.id, status: params.status }),
    ),
  },
}).createMachine({
  id: 'kube-apiserver',
  context: ({ input }) => ({
    ...input,
    etcd: 'follower',
    failingSince: 0,
    cacheDownSince: 0,
    killedAt: 0,
    runStartedAt: 0,
    runs: 0,
    exits: 0,
    lastExitAt: -1,
    lastExit: '',
    backoff: NO_BACKOFF,
    nextRunAt: 0,
    client: '',
    clientUntil: 0,
  }),
  initial: 'up',
  // Notes every status no state moves on (see onEtcdStatus); answers every request.
  on: { 'etcd.status': { actions: 'noteEtcd' } },
  states: {
    up: {
      initial: 'ready',
      on: { nodeFail: { target: 'down' } },
      states: {
        ready: {
          entry: [{ type: 'tell', params: { status: 'ready' } }, 'serveClient'],
          on: { ...onEtcdStatus({ etcdDown: 'etcdDown', etcdNoLeader: 'noLeader' }, 'startFailing'), ...answers('up.ready') },
        },
        // The local member is down: the etcd client keeps reconnecting, watches hang and the watch
        // cache stays "ready", serving stale watches and resourceVersion=0 reads.
        etcdDown: {
          entry: { type: 'tell', params: { status: 'failing' } },
          initial: 'probing',
          after: { liveness: { target: '#kube-apiserver.restart.terminating', actions: 'killed' } },
          on: { ...onEtcdStatus({ etcdOk: 'ready', etcdNoLeader: 'noLeader' }), ...answers('up.etcdDown') },
          states: { ...unreadyAfterProbes, unready: {} },
        },
        // The local member is alive without a leader: requests stall on etcd, watches are cancelled.
        noLeader: {
          entry: { type: 'tell', params: { status: 'failing' } },
          initial: 'probing',
          after: { liveness: { target: '#kube-apiserver.restart.terminating', actions: 'killed' } },
          on: { ...onEtcdStatus({ etcdOk: 'ready', etcdDown: 'etcdDown' }), ...answers('up.noLeader') },
          states: {
            ...unreadyAfterProbes,
            unready: { after: { watchCancel: 'watchesCancelled' } },
            watchesCancelled: { after: { rewatch: { target: 'cacheUnready', actions: 'cacheDown' } } },
            cacheUnready: {},
          },
        },
      },
    },
    restart: {
      initial: 'terminating',
      on: { nodeFail: { target: 'down' } },
      states: {
        // SIGTERM: pre-shutdown hooks with 6443 open (requests hang), then the drain; SIGKILL at 30 s.
        terminating: {
          entry: { type: 'tell', params: { status: 'unready' } },
          initial: 'hooks',
          states: {
            hooks: { after: { shutdownHooks: 'draining' }, on: answers('restart.terminating.hooks') },
            draining: {
              on: answers('restart.terminating.draining'),
              after: {
                // The kubelet starts the new run in the same sync (toRun), unless an earlier exit's back-off still runs.
                drain: [
                  { guard: 'atOnceEtcdOk', target: '#kube-apiserver.restart.run.starting', actions: GOAWAY },
                  { guard: 'atOnceEtcdDown', target: '#kube-apiserver.restart.run.dialing', actions: GOAWAY },
                  { guard: 'startsAtOnce', target: '#kube-apiserver.restart.run.unready', actions: GOAWAY },
                  { target: '#kube-apiserver.restart.backoff', actions: [GOAWAY, { type: 'waitForKill' as const }] },
                ],
              },
            },
          },
        },
        run: {
          entry: ['startRun', { type: 'tell', params: { status: 'down' } }],
          initial: 'dialing',
          states: {
            // grpc.WithBlock(): the etcd client dial blocks for up to 20 s, then the process exits.
            dialing: {
              after: { dialTimeout: afterExit('exitDial') },
              on: { ...onEtcdStatus({ etcdOk: 'starting', etcdNoLeader: 'unready' }), ...answers('restart.run.dialing') },
            },
            starting: {
              after: { startup: { target: '#kube-apiserver.up.ready' } },
              on: { ...onEtcdStatus({ etcdDown: 'dialing', etcdNoLeader: 'unready' }), ...answers('restart.run.starting') },
            },
            // Serving, unready; post-start hooks poll for 30 s and then the process exits.
            unready: {
              after: { hookTimeout: afterExit('exitHook') },
              on: { ...onEtcdStatus({ etcdOk: 'starting', etcdDown: 'dialing' }), ...answers('restart.run.unready') },
            },
          },
        },
        // Exited by itself; no back-off yet: the kubelet starts it at its next relist.
        exited: { entry: { type: 'tell', params: { status: 'down' } }, after: { relist: toRun }, on: answers('restart.exited') },
        backoff: { entry: { type: 'tell', params: { status: 'down' } }, after: { crashLoopBackOff: toRun }, on: answers('restart.backoff') },
      },
    },
    down: {
      entry: { type: 'tell', params: { status: 'down' } },
      on: { nodeStart: toRun, ...answers('down') },
    },
  },
});

function exited(context: ApiserverContext, enqueue: { assign: unknown }, how: 'dial' | 'hook'): void {
  const now = context.now();
  patch<ApiserverContext>(enqueue, { exits: context.exits + 1, lastExitAt: now, lastExit: how, nextRunAt: now + waitAfterExitMs(context.backoff, now) });
}
