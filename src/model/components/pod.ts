// Component type `pod`: one replica of the web Deployment (restartPolicy Always) whose container
// takes env from a ConfigMap (not immutable, not mounted). Rules (KL-1, KL-2 resolved, ReplicaSet):
// - a crashed container is restarted in place by its kubelet, with or without the API, same pod, same
//   IP: at the next relist after its first exit (no back-off entry yet), then on the CrashLoopBackOff
//   schedule 10, 20 … 300 s (k8s-protocol.ts);
// - but while the API is down, the env can come only from the kubelet's watch of that ConfigMap,
//   and the kubelet stops a watch nobody read for 5 min at its next once-a-minute pass (env is read
//   only at container start): after that a start polls the un-initialised cache for 1 s and fails
//   with CreateContainerConfigError until the API is back (pod.facts.ts);
// - a pod is replaced (new pod, new IP) only through the API: after `kubectl delete pod` that
//   worked, or after an eviction; after its node rebooted the kubelet starts the same pod again in a
//   new sandbox (new IP), nothing replaces it.
// The scenario starts right after a rollout: every container started at t = 0.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { type ApiStatusEvent, type Backoff, NO_BACKOFF, afterStart, apiReady, patch, sendAll, waitAfterExitMs } from './k8s-protocol.ts';
import { CRASHLOOP } from './k8s-protocol.facts.ts';
import { type PodNodeEvent, nodeUpWithApi } from './pod-node-events.ts';
import { POD } from './pod.facts.ts';

/** When the kubelet's pass stops the watch last read at `lastRead`: the first pass strictly more than
 * 5 min later; passes run every minute from `phaseMs` (the scenario's fixed value). */
export function watchStopsAt(lastRead: number, phaseMs: number): number {
  const period = POD.recyclePeriodMs.value;
  const idleFrom = lastRead + POD.maxIdleMs.value;
  return phaseMs + (Math.floor((idleFrom - phaseMs) / period) + 1) * period;
}

export interface PodInput {
  id: string;
  node: string;
  ip: string;
  /** The Service endpoints instance told about this pod's IP and whether it serves. */
  service: string;
  /** When the kubelet's once-a-minute idle-watch pass runs (its offset in each minute). */
  recyclePhaseMs: number;
  now: () => number;
}

export interface PodContext extends PodInput {
  apiOk: boolean;
  /** Last time the kubelet read the ConfigMap (the container's last start). */
  lastEnvRead: number;
  exits: number;
  lastExitAt: number;
  backoff: Backoff;
  /** When the container starts again (after an exit). */
  nextStartAt: number;
  /** IPs handed out so far, for a new sandbox's address. */
  generation: number;
}

export interface PodEvent {
  type: 'pod';
  from: string;
  ip: string;
  node: string;
  serving: boolean;
  /** The pod's kubelet is running and can report its status once the API answers. */
  nodeAlive: boolean;
}
type Event = ApiStatusEvent | PodNodeEvent | { type: 'crash' } | { type: 'deleted' } | { type: 'evict'; node: string };
/**
 * The address of this pod's next sandbox on `node` (pod CIDR 10.244.<n>.0/24 per worker): 20 + 10 ×
 * sandboxes so far + its replica number, so no two pods on a node ever share one, live or still
 * terminating, as a node's IPAM guarantees. The numbers themselves are the scenario's choice.
 */
export const nextIp = (c: PodContext, node = c.node): string =>
  `10.244.${node.replace(/\D/g, '')}.${20 + 10 * (c.generation + 1) + Number(c.id.replace(/\D/g, ''))}`;

export const podMachine = setup({
  types: { context: {} as PodContext, events: {} as Event, input: {} as PodInput },
  delays: {
    relist: ({ context }) => Math.max(0, context.nextStartAt - context.now()),
    crashLoopBackOff: ({ context }) => Math.max(0, context.nextStartAt - context.now()),
    syncPoll: POD.syncPollMs.value,
    replace: 2_000,
  },
  guards: {
    envReadable: ({ context }) => context.apiOk || context.now() < watchStopsAt(context.lastEnvRead, context.recyclePhaseMs),
    backoffNow: ({ context }) => waitAfterExitMs(context.backoff, context.now()) > CRASHLOOP.relistMs.value,
    apiUp: ({ event }) => apiReady(event),
    nodeUpWithApi,
  },
  actions: {
    noteApi: assign(({ event }) => ({ apiOk: apiReady(event) })),
    exited: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      patch<PodContext>(enqueue, { exits: context.exits + 1, lastExitAt: now, nextStartAt: now + waitAfterExitMs(context.backoff, now) });
    }),
    // The kubelet starts the container (doBackOff → Next) and reads its env.
    started: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      patch<PodContext>(enqueue, { lastEnvRead: now, ...(context.lastExitAt >= 0 ? { backoff: afterStart(context.backoff, context.lastExitAt, now) } : {}) });
    }),
    // Deleted through the API, its node back up, or evicted to another node (which the event names).
    newSandbox: assign(({ context, event }) => {
      assertEvent(event, ['deleted', 'nodeUp', 'evict']);
      const node = event.type === 'evict' ? event.node : context.node;
      return { node, ip: nextIp(context, node), generation: context.generation + 1, exits: 0, lastExitAt: -1, backoff: NO_BACKOFF };
    }),
    tell: enqueueActions(({ context, enqueue, system }, params: { serving: boolean; nodeAlive: boolean }) =>
      sendAll(system, enqueue, [context.service], { type: 'pod', from: context.id, ip: context.ip, node: context.node, ...params }),
    ),
  },
}).createMachine({
  id: 'pod',
  context: ({ input }) => ({ ...input, apiOk: true, lastEnvRead: 0, exits: 0, lastExitAt: -1, backoff: NO_BACKOFF, nextStartAt: 0, generation: 0 }),
  initial: 'running',
  on: { api: { actions: 'noteApi' } },
  states: {
    running: {
      entry: ['started', { type: 'tell', params: { serving: true, nodeAlive: true } }],
      on: {
        crash: [
          { guard: 'backoffNow', target: 'backingOff', actions: 'exited' },
          { target: 'restarting', actions: 'exited' },
        ],
        nodeDown: 'dead',
        deleted: { target: 'replacing', actions: 'newSandbox' },
      },
    },
    // Exited, no back-off yet: the kubelet starts it at its next relist; the start reads the env first.
    restarting: {
      entry: { type: 'tell', params: { serving: false, nodeAlive: true } },
      after: { relist: [{ guard: 'envReadable', target: 'running' }, { target: 'envSync' }] },
      on: { nodeDown: 'dead' },
    },
    // CrashLoopBackOff: waiting out the back-off.
    backingOff: {
      entry: { type: 'tell', params: { serving: false, nodeAlive: true } },
      after: { crashLoopBackOff: [{ guard: 'envReadable', target: 'running' }, { target: 'envSync' }] },
      on: { nodeDown: 'dead' },
    },
    // The watch was stopped: the env read polls the un-initialised cache for 1 s, then fails.
    envSync: { after: { syncPoll: 'configError' }, on: { nodeDown: 'dead' } },
    // CreateContainerConfigError: `failed to sync configmap cache: timed out waiting for the condition`.
    configError: {
      on: { api: [{ guard: 'apiUp', target: 'running', actions: 'noteApi' }, { actions: 'noteApi' }], nodeDown: 'dead' },
    },
    // The ReplicaSet controller created a replacement; it starts on a node.
    replacing: { entry: { type: 'tell', params: { serving: false, nodeAlive: true } }, after: { replace: 'running' } },
    // The node is down (rebooting or dead): the process is gone, the API still shows it Running.
    dead: {
      entry: { type: 'tell', params: { serving: false, nodeAlive: false } },
      on: {
        nodeUp: [{ guard: 'nodeUpWithApi', target: 'startingAgain', actions: 'newSandbox' }, { target: 'notStarted' }],
        evict: { target: 'replacing', actions: 'newSandbox' },
      },
    },
    // The node is back, but its kubelet starts no API pod until it has synced with the API (KL-3b).
    notStarted: { on: { nodeUp: [{ guard: 'nodeUpWithApi', target: 'startingAgain', actions: 'newSandbox' }] } },
    // Its node rebooted: the kubelet starts the same pod again in a new sandbox (new IP). Nothing replaces
    // it: a ReplicaSet replaces only a pod that is deleted or Failed (ReplicaSet, resolved sheet).
    startingAgain: { entry: { type: 'tell', params: { serving: false, nodeAlive: true } }, after: { replace: 'running' } },
  },
});
