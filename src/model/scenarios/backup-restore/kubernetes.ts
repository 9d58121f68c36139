// Kubernetes components as they behave around an etcd restore: kube-apiserver with its watch cache,
// the control loops (kube-controller-manager and kube-scheduler) with their leader leases, and a
// kubelet with the pods it runs. What they do comes from the Kubernetes docs and the fact sheets
// (/work/shared/facts/kubernetes-during-etcd-outage.md §8 RS-1…RS-5, and the resolved file's KL-6):
// - an apiserver that keeps running through a restore serves its cache of the old state (RS-1, RS-4);
// - a restore without a revision bump moves resourceVersion back: clients holding a newer one get
//   `Too large resource version` on lists and their watches hang (RS-2);
// - with the bump, old watches fail as compacted (410) and clients relist (RS-3);
// - a kubelet that keeps watching without a relist keeps "phantom" pods (RS-5, kubernetes#131115);
//   after a relist it stops them with their grace period (30 s default), after a restart its
//   housekeeping stops them with a 1 s grace (KL-6).
import { assertEvent, assign, setup } from 'xstate';
import { RENEW_DEADLINE_MS } from '../../components/k8s-protocol.ts';

/** How long after it lost etcd a kubeadm kube-apiserver's new process starts: the liveness probe on /livez
 * (which includes etcd) fails 8 × 10 s, then the old process drains ≈ 20 s. /work/shared/facts/
 * kubernetes-during-etcd-outage.md API-16 and …-resolved.md ("Run 1 starts ≈ 100–110 s after etcd is lost"). */
export const LIVENESS_RESTART_MS = 100_000;

// ---------------------------------------------------------------------------------------------------
// kube-apiserver

export interface RestoreApiserverContext {
  id: string;
  /** Its local etcd member (stacked kubeadm: --etcd-servers=https://127.0.0.1:2379). */
  member: string;
  /** What its watch cache holds, and at which resourceVersion. */
  objects: string[];
  revision: number;
  /** Kept running through a restore with the bump: its watch cache relisted after the compaction. */
  relisted: boolean;
}

type ApiserverEvent =
  | { type: 'work'; revision: number; objects: string[] }
  | { type: 'etcdLost' }
  /** Its etcd member serves again; `relisted`: the old watch failed as compacted and the cache relisted. */
  | { type: 'etcdBack'; revision: number; objects: string[]; relisted: boolean }
  | { type: 'stop' }
  | { type: 'start'; ready: boolean; revision: number; objects: string[] };


export const restoreApiserverMachine = setup({
  types: {
    context: {} as RestoreApiserverContext,
    events: {} as ApiserverEvent,
    input: {} as { id: string; member: string; revision: number; objects: string[] },
  },
  delays: { livenessRestart: LIVENESS_RESTART_MS },
  guards: {
    etcdReady: ({ event }) => {
      assertEvent(event, 'start');
      return event.ready;
    },
  },
  actions: {
    fromEtcd: assign(({ event }) => {
      assertEvent(event, ['start', 'etcdBack', 'work']);
      return { revision: event.revision, objects: [...event.objects] };
    }),
  },
}).createMachine({
  id: 'restore-apiserver',
  context: ({ input }) => ({ id: input.id, member: input.member, objects: [...input.objects], revision: input.revision, relisted: false }),
  initial: 'serving',
  states: {
    serving: {
      initial: 'fresh',
      states: { fresh: { on: { work: { actions: 'fromEtcd' } } }, stale: {} },
      on: { etcdLost: 'etcdUnavailable', stop: 'stopped' },
    },
    // Its etcd has no quorum: requests that need etcd fail, the watch cache keeps the last state, until
    // the liveness probe has the kubelet replace the process: the new one has no cache and crash-loops.
    etcdUnavailable: {
      after: { livenessRestart: 'waitingForEtcd' },
      on: {
        etcdBack: {
          target: 'serving.stale',
          actions: assign(({ event }) => (event.relisted ? { revision: event.revision, objects: [...event.objects], relisted: true } : { relisted: false })),
        },
        stop: 'stopped',
      },
    },
    stopped: { on: { start: [{ guard: 'etcdReady', target: 'serving.fresh', actions: ['fromEtcd', assign({ relisted: false })] }, { target: 'waitingForEtcd' }] } },
    // Started before its etcd member serves: it exits and the kubelet restarts it (CrashLoopBackOff).
    waitingForEtcd: { on: { etcdBack: { target: 'serving.fresh', actions: 'fromEtcd' }, stop: 'stopped' } },
  },
});

// ---------------------------------------------------------------------------------------------------
// kube-controller-manager and kube-scheduler: leader election on a Lease


type ControlLoopEvent = { type: 'apiDown' } | { type: 'apiUp' } | { type: 'restart'; apiUp: boolean } | { type: 'stop'; node: string };

/** Control-plane nodes whose kube-controller-manager and kube-scheduler the restore stops (step 1). */
const LOOP_NODES = 3;

export const controlLoopsMachine = setup({
  types: { context: {} as { stoppedOn: string[] }, events: {} as ControlLoopEvent },
  delays: { renewDeadline: RENEW_DEADLINE_MS },
  guards: {
    apiUp: ({ event }) => {
      assertEvent(event, 'restart');
      return event.apiUp;
    },
    allStopped: ({ context, event }) => {
      assertEvent(event, 'stop');
      return new Set([...context.stoppedOn, event.node]).size >= LOOP_NODES;
    },
  },
  actions: {
    stopOn: assign(({ context, event }) => {
      assertEvent(event, 'stop');
      return { stoppedOn: [...new Set([...context.stoppedOn, event.node])] };
    }),
    started: assign({ stoppedOn: [] as string[] }),
  },
}).createMachine({
  id: 'kube-control-loops',
  context: { stoppedOn: [] },
  initial: 'leading',
  // Their manifests moved out with kube-apiserver's on a node; once on every node, none runs.
  on: { stop: [{ guard: 'allStopped', target: '.stopped', actions: 'stopOn' }, { actions: 'stopOn' }] },
  states: {
    leading: { on: { apiDown: 'renewing', restart: [{ guard: 'apiUp', target: 'restarted', actions: 'started' }, { target: 'leaseLost', actions: 'started' }] } },
    // The Lease cannot be renewed; at the renew deadline the process gives up leadership and exits.
    renewing: { after: { renewDeadline: 'leaseLost' }, on: { apiUp: 'leading' } },
    // Exits and is restarted by the kubelet (static pod) until an apiserver answers; then it lists afresh.
    leaseLost: { on: { apiUp: 'restarted', restart: [{ guard: 'apiUp', target: 'restarted', actions: 'started' }] } },
    restarted: { on: { apiDown: 'renewing', restart: { actions: 'started' } } },
    // Not running anywhere: nothing acts on what an apiserver serves until they are started again.
    stopped: { on: { restart: [{ guard: 'apiUp', target: 'restarted', actions: 'started' }, { target: 'leaseLost', actions: 'started' }] } },
  },
});

// ---------------------------------------------------------------------------------------------------
// kubelet

/** The default terminationGracePeriodSeconds, and the grace of the kubelet's orphan clean-up. */
export const POD_GRACE_MS = 30_000;
export const HOUSEKEEPING_GRACE_MS = 1_000;

export interface RestoreKubeletContext {
  id: string;
  /** Pods whose containers run on the node. */
  running: string[];
  /** Pods the API binds to this node, as the kubelet last saw them. */
  bound: string[];
  /** resourceVersion its pod watch resumes from. */
  revision: number;
  graceMs: number;
}

type KubeletEvent =
  | { type: 'work'; bound: string[]; revision: number }
  | { type: 'apiDown' }
  /** An apiserver answers again: `relist` when the old watch cannot resume (compacted: 410). */
  | { type: 'apiUp'; bound: string[]; revision: number; relist: boolean }
  | { type: 'restart'; bound: string[]; revision: number };

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const restoreKubeletMachine = setup({
  types: {
    context: {} as RestoreKubeletContext,
    events: {} as KubeletEvent,
    input: {} as { id: string; pods: string[]; revision: number },
  },
  delays: { grace: ({ context }) => context.graceMs },
  guards: {
    relistNeeded: ({ event }) => {
      assertEvent(event, 'apiUp');
      return event.relist;
    },
    inSync: ({ context, event }) => {
      assertEvent(event, ['apiUp', 'restart']);
      return same(context.running, event.bound);
    },
  },
  actions: {
    learn: assign(({ event }) => {
      assertEvent(event, ['work', 'apiUp', 'restart']);
      return { bound: [...event.bound], revision: event.revision };
    }),
  },
}).createMachine({
  id: 'restore-kubelet',
  context: ({ input }) => ({ id: input.id, running: [...input.pods], bound: [...input.pods], revision: input.revision, graceMs: POD_GRACE_MS }),
  initial: 'synced',
  states: {
    synced: {
      on: {
        work: { actions: ['learn', assign(({ event }) => ({ running: [...event.bound] }))] },
        apiDown: 'apiUnreachable',
        restart: [{ guard: 'inSync', actions: 'learn' }, { target: 'cleaningUp', actions: ['learn', assign({ graceMs: HOUSEKEEPING_GRACE_MS })] }],
      },
    },
    // Keeps running what it runs; nothing new reaches it.
    apiUnreachable: {
      on: {
        apiUp: [
          { guard: 'inSync', target: 'synced', actions: 'learn' },
          { guard: 'relistNeeded', target: 'cleaningUp', actions: ['learn', assign({ graceMs: POD_GRACE_MS })] },
          // The watch resumes from a resourceVersion etcd has not reached again: no event arrives.
          { target: 'watchHangs' },
        ],
      },
    },
    // Phantom pods: containers of pods the API no longer has keep running; pods the API has are not started.
    watchHangs: {
      on: { restart: [{ guard: 'inSync', target: 'synced', actions: 'learn' }, { target: 'cleaningUp', actions: ['learn', assign({ graceMs: HOUSEKEEPING_GRACE_MS })] }] },
    },
    // Stops what the API does not have (with the grace period) and starts what it binds here.
    // A restart during the clean-up hands it to housekeeping, with its 1 s grace.
    cleaningUp: {
      after: { grace: { target: 'synced', actions: assign(({ context }) => ({ running: [...context.bound] })) } },
      on: { restart: { target: 'cleaningUp', reenter: true, actions: ['learn', assign({ graceMs: HOUSEKEEPING_GRACE_MS })] } },
    },
  },
});
