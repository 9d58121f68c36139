// Component type `node-lifecycle`: the node lifecycle controller inside the kube-controller-manager
// leader, with the taint-eviction controller beside it (NL-1…NL-6, resolved; node-lifecycle.facts.ts).
// It runs only while a KCM leads. A fresh leader knows no probe timestamps: it logs `Missing timestamp
// for Node. Assuming now as a timestamp`, so every node gets the full --node-monitor-grace-period (40 s
// on 1.31, 50 s from 1.32) from the moment it leads. A node whose kubelet has not renewed its Lease by
// then goes Unknown and gets the NoExecute `node.kubernetes.io/unreachable` taint; its pods, tolerating
// it for 300 s, are evicted after that. What the controller wrote stays in the API: a node an earlier
// leader marked Unknown and tainted is Unknown to a fresh leader at once (it reads the stored Ready
// condition), and the taint-eviction controller counts the 300 s again from its own start. If every
// node of the zone is Unknown at once the controller enters full disruption: it removes the taints and
// evicts nothing. The workers are one zone. The eviction rate limit (one node per 10 s) is left out:
// with three workers it delays an eviction by at most 10 s.
import { enqueueActions, setup } from 'xstate';
import { type TimerEvent, patch, sendAll } from './k8s-protocol.ts';
import type { NodeEvent } from './kubelet.ts';
import type { ControllersEvent } from './leader-election.ts';
import { NODE_LIFECYCLE } from './node-lifecycle.facts.ts';

export const TOLERATION_MS = NODE_LIFECYCLE.tolerationMs.value;
export const gracePeriodMs = (version: string): number => NODE_LIFECYCLE.gracePeriodMs.value(version);
const NEVER = 2 ** 31 - 1;

export interface NodeLifecycleInput {
  id: string;
  workers: string[];
  /** Instances told `evict` (the pods) and `nodeUnknown` (the Service endpoints). */
  pods: string[];
  service: string;
  version: string;
  /** The controller-manager leading at the start. */
  leaders: string[];
  now: () => number;
}

export interface NodeLifecycleContext extends NodeLifecycleInput {
  leaders: string[];
  /** Leaders whose renewals fail: their API takes no writes, so no status or taint changes. */
  stalled: string[];
  renewing: Record<string, boolean>;
  /** Probe timestamp of a node that does not renew: when this controller last assumed it fine. */
  probeAt: Record<string, number>;
  unknown: string[];
  /** Nodes whose Ready condition the API holds as Unknown, with the unreachable taint: it outlives a leader. */
  stored: string[];
  /** When the taint-eviction controller started counting each tainted node's toleration. */
  taintedAt: Record<string, number>;
  evicted: string[];
  disrupted: boolean;
  leadingSince: number;
}

type Event = NodeEvent | ControllersEvent;

/** The controller's view at `now`: which nodes are Unknown, tainted, evicted, and full disruption. */
export function evaluate(c: NodeLifecycleContext, now: number): NodeLifecycleContext {
  const grace = gracePeriodMs(c.version);
  const n = { ...c, probeAt: { ...c.probeAt }, taintedAt: { ...c.taintedAt }, unknown: [] as string[] };
  for (const w of c.workers) {
    if (c.renewing[w]) {
      delete n.probeAt[w];
      delete n.taintedAt[w];
      continue;
    }
    n.probeAt[w] ??= now;
    // The stored condition counts as observed (tryUpdateNodeHealth copies it), whatever the probe timestamp.
    if (now >= n.probeAt[w] + grace || c.stored.includes(w)) n.unknown.push(w);
  }
  n.disrupted = n.unknown.length === c.workers.length;
  if (n.disrupted) n.taintedAt = {};
  else {
    // Leaving full disruption resets every probe timestamp (handleDisruption); the nodes still Unknown in
    // the API are tainted again at once.
    if (c.disrupted) for (const w of n.unknown) n.probeAt[w] = now;
    for (const w of n.unknown) n.taintedAt[w] ??= now;
  }
  return n;
}

/** Next time something is due: a grace period running out, or a toleration. */
export function nextDueMs(c: NodeLifecycleContext, now: number): number {
  const grace = gracePeriodMs(c.version);
  const due: number[] = [];
  for (const w of c.workers) {
    if (c.renewing[w]) continue;
    if (!c.unknown.includes(w) && c.probeAt[w] !== undefined) due.push(c.probeAt[w] + grace);
    if (c.taintedAt[w] !== undefined && !c.evicted.includes(w)) due.push(c.taintedAt[w] + TOLERATION_MS);
  }
  // Strictly later: a toleration that ran out with no node to move the pods to must not re-fire at once.
  const next = Math.min(...due.filter((t) => t > now));
  return Number.isFinite(next) ? next - now : NEVER;
}

/** What `classify` runs on: a message, or the `nextDue` timer (nothing heard, only the clock moved). */
type Trigger = Event | TimerEvent;

const withEvent = (c: NodeLifecycleContext, e: Trigger): NodeLifecycleContext => {
  if (e.type === 'node') return { ...c, renewing: { ...c.renewing, [e.from]: e.renewing } };
  // The timer: the controller heard nothing new.
  if (e.type !== 'controllers') return c;
  const leaders = e.up ? [...c.leaders.filter((l) => l !== e.from), e.from] : c.leaders.filter((l) => l !== e.from);
  const stalled = e.up && !e.writable ? [...c.stalled.filter((l) => l !== e.from), e.from] : c.stalled.filter((l) => l !== e.from);
  // A fresh leader starts with an empty node health map, but reads the stored conditions; its taint-eviction
  // controller times each tainted node's pods from now.
  const now = c.now();
  return e.up && c.leaders.length === 0
    ? { ...c, leaders, stalled, probeAt: {}, unknown: [], taintedAt: Object.fromEntries(c.stored.map((w) => [w, now])), disrupted: false, leadingSince: now }
    : { ...c, leaders, stalled };
};

const leading = (c: NodeLifecycleContext, e: Trigger) => withEvent(c, e).leaders.length > 0;
/** The controller still runs, but every update it sends fails: what the API shows stays as it was. */
const writesFailing = (c: NodeLifecycleContext, e: Trigger) => {
  const n = withEvent(c, e);
  return n.leaders.length > 0 && n.leaders.every((l) => n.stalled.includes(l));
};
const view = (c: NodeLifecycleContext, e: Trigger) => evaluate(withEvent(c, e), c.now());

const classify = [
  { guard: 'notLeading' as const, target: '.idle', actions: 'step' as const },
  { guard: 'writesFail' as const, actions: 'note' as const },
  { guard: 'fullDisruption' as const, target: '.watching.fullDisruption', reenter: true, actions: 'step' as const },
  { guard: 'someUnknown' as const, target: '.watching.nodesUnknown', reenter: true, actions: 'step' as const },
  { target: '.watching.allReady', reenter: true, actions: 'step' as const },
];

export const nodeLifecycleMachine = setup({
  types: { context: {} as NodeLifecycleContext, events: {} as Event, input: {} as NodeLifecycleInput },
  delays: { nextDue: ({ context }) => nextDueMs(context, context.now()) },
  guards: {
    notLeading: ({ context, event }) => !leading(context, event),
    writesFail: ({ context, event }) => writesFailing(context, event),
    fullDisruption: ({ context, event }) => view(context, event).disrupted,
    someUnknown: ({ context, event }) => view(context, event).unknown.length > 0,
  },
  actions: {
    // Only what the controller heard; the health map moves on once its writes work again.
    note: enqueueActions(({ context, event, enqueue }) => patch<NodeLifecycleContext>(enqueue, withEvent(context, event))),
    step: enqueueActions(({ context, event, enqueue, system }) => {
      const now = context.now();
      const base = withEvent(context, event);
      if (base.leaders.length === 0) {
        patch<NodeLifecycleContext>(enqueue, base);
        return;
      }
      const n = evaluate(base, now);
      for (const w of n.unknown) if (!context.unknown.includes(w)) sendAll(system, enqueue, [n.service], { type: 'nodeUnknown', node: w });
      const target = n.workers.find((w) => n.renewing[w]);
      const evicted = [...n.evicted];
      for (const [w, at] of Object.entries(n.taintedAt)) {
        if (now >= at + TOLERATION_MS && !evicted.includes(w) && target) {
          evicted.push(w);
          sendAll(system, enqueue, n.pods, { type: 'evict', fromNode: w, node: target });
        }
      }
      // What it wrote stays in the API: the Unknown conditions (taints go with them unless fully disrupted).
      patch<NodeLifecycleContext>(enqueue, { ...n, evicted, stored: n.unknown });
    }),
  },
}).createMachine({
  id: 'node-lifecycle',
  context: ({ input }) => ({
    ...input,
    leaders: input.leaders,
    stalled: [],
    renewing: Object.fromEntries(input.workers.map((w) => [w, true])),
    probeAt: {},
    unknown: [],
    stored: [],
    taintedAt: {},
    evicted: [],
    disrupted: false,
    leadingSince: 0,
  }),
  initial: 'watching',
  on: { node: classify, controllers: classify },
  states: {
    // No KCM leads: nothing watches the nodes, nothing is tainted or evicted.
    idle: {},
    watching: {
      initial: 'allReady',
      after: { nextDue: classify.map((t) => (t.target ? { ...t, target: t.target.replace(/^\./, '#node-lifecycle.') } : t)) },
      states: { allReady: {}, nodesUnknown: {}, fullDisruption: {} },
    },
  },
});
