// Component type `kubernetes-service`: the endpoints of `default/kubernetes`, the Service in-cluster
// clients (operators, CoreDNS, anything with a service account) reach the API through. Every
// kube-apiserver that passed /readyz once renews its master lease `/masterleases/<ip>` (TTL 15 s) and
// rewrites the endpoints from the unexpired leases every 10 s (kubernetes-service.facts.ts). So an
// apiserver that died, or lost its etcd, leaves the list when its lease has expired AND a serving
// apiserver reconciles. Only an etcd leader expires leases, and a new leader first gives every lease a
// fresh 1 s + 15 s: after an outage the dead apiservers go ≈ 16–27 s after etcd has a leader, or at the
// first reconcile of an apiserver that comes back, whichever is later. A graceful shutdown's
// RemoveEndpoints is left out: in this scenario an apiserver stops only when its node dies or its
// liveness probe kills it for lack of etcd, when the removal cannot be written.
import { enqueueActions, setup } from 'xstate';
import type { MemberStatusEvent } from './etcd-member.ts';
import { type ApiStatus, type ApiStatusEvent, type TimerEvent, patch } from './k8s-protocol.ts';
import { KUBERNETES_SERVICE as F } from './kubernetes-service.facts.ts';

const TTL = F.leaseTtlMs.value;
const INTERVAL = F.reconcileIntervalMs.value;
const NEVER = 2 ** 31 - 1;

export interface KubernetesServiceInput {
  id: string;
  /** The apiservers in address order, with their node and advertise address. */
  apiservers: Array<{ id: string; node: string; ip: string }>;
  /** The etcd member that leads at the start. */
  leader: string;
  /** When each apiserver running at the start reconciles (its offset in every 10 s): a scenario value. */
  phaseMs: Record<string, number>;
  now: () => number;
}

export interface KubernetesServiceContext extends KubernetesServiceInput {
  /** What each apiserver last told: `ready` ones renew their lease and reconcile. */
  status: Record<string, ApiStatus>;
  /** Start of each apiserver's reconcile loop (its process became ready). */
  origin: Record<string, number>;
  /** Expiry of the lease of an apiserver that no longer renews it (absent: renewing, or revoked). */
  leases: Record<string, number>;
  /** The etcd members that report a leader (`leader`); leases expire only while there is one. */
  leaders: string[];
  /** Apiserver ids the endpoints list now. */
  listed: string[];
}

type Event = ApiStatusEvent | MemberStatusEvent;
type Trigger = Event | TimerEvent;

/** The last reconcile of a loop that started at `origin`, at or before `t`. */
const lastTick = (origin: number, t: number) => origin + Math.floor((t - origin) / INTERVAL) * INTERVAL;
/** The first reconcile of that loop at or after `t`. */
const nextTick = (origin: number, t: number) => origin + Math.ceil((t - origin) / INTERVAL) * INTERVAL;

const ready = (c: KubernetesServiceContext, id: string) => c.status[id] === 'ready';
const reconcilers = (c: KubernetesServiceContext) => c.apiservers.filter((a) => ready(c, a.id));
/** Answers, or still passes /readyz (`failing`: etcd lost less than the check's 2 s ago, or a short election). */
const serving = (c: KubernetesServiceContext, id: string) => c.status[id] === 'ready' || c.status[id] === 'failing';

/** The leader revokes every lease that has run out by `t`. */
function revoke(c: KubernetesServiceContext, t: number): Record<string, number> {
  if (!c.leaders.length) return c.leases;
  return Object.fromEntries(Object.entries(c.leases).filter(([, exp]) => exp > t));
}

/** What a reconcile at `t` writes: every apiserver whose lease is still there (the ready ones renew theirs). */
export function listAt(c: KubernetesServiceContext, t: number): string[] {
  const leases = revoke(c, t);
  return c.apiservers.filter((a) => ready(c, a.id) || leases[a.id] !== undefined).map((a) => a.id);
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** When the next reconcile that changes the list runs (ms from `now`), or NEVER. */
export function nextChangeMs(c: KubernetesServiceContext, now: number): number {
  const ticks = reconcilers(c).map((a) => c.origin[a.id]);
  if (!ticks.length) return NEVER;
  // The list can change only at a reconcile: at the next one (a ready apiserver not listed yet), or at
  // the first one after a lease runs out (only while etcd has a leader).
  const moments = [now, ...(c.leaders.length ? Object.values(c.leases).filter((exp) => exp > now) : [])];
  let best = NEVER;
  for (const m of moments) {
    const t = Math.min(...ticks.map((o) => nextTick(o, m === now ? now + 1 : m)));
    if (!same(listAt(c, t), c.listed)) best = Math.min(best, t - now);
  }
  return best;
}

/** The context after a message (or the timer) at `now`, and after any reconcile due right now. */
export function step(c: KubernetesServiceContext, e: Trigger, now: number): KubernetesServiceContext {
  let n: KubernetesServiceContext = { ...c, leases: revoke(c, now) };
  if (e.type === 'api') {
    const was = c.status[e.from];
    n = { ...n, status: { ...c.status, [e.from]: e.status } };
    if (e.status === 'ready') {
      const { [e.from]: _, ...rest } = n.leases;
      n.leases = rest;
      // A new process waits for /readyz once, then reconciles at once and every 10 s.
      if (was === 'down') n.origin = { ...c.origin, [e.from]: now };
    } else if (was === 'ready') {
      n.leases = { ...n.leases, [e.from]: lastTick(c.origin[e.from], now) + TTL };
    }
  }
  if (e.type === 'etcd.status') {
    const had = c.leaders.length > 0;
    const leaders = e.status === 'leader' ? [...c.leaders.filter((m) => m !== e.from), e.from] : c.leaders.filter((m) => m !== e.from);
    n = { ...n, leaders };
    // Promote: a new leader first gives every lease the election timeout plus its full TTL.
    if (!had && leaders.length) n.leases = Object.fromEntries(Object.keys(n.leases).map((id) => [id, now + F.promoteExtendMs.value + TTL]));
  }
  // A reconcile due now: a new process's first one, or the timer's.
  const dueNow = reconcilers(n).some((a) => lastTick(n.origin[a.id], now) === now);
  if (dueNow) n.listed = listAt(n, now);
  return n;
}

/** Listed apiservers that do not serve (a share of in-cluster connections fails), and serving ones not listed. */
export const deadListed = (c: KubernetesServiceContext) => c.listed.filter((id) => !serving(c, id));
export const missing = (c: KubernetesServiceContext) => reconcilers(c).filter((a) => !c.listed.includes(a.id)).map((a) => a.id);

const classify = [
  { guard: 'noWriter' as const, target: '#kubernetes-service.frozen', reenter: true, actions: 'update' as const },
  { guard: 'stale' as const, target: '#kubernetes-service.stale', reenter: true, actions: 'update' as const },
  { target: '#kubernetes-service.current', reenter: true, actions: 'update' as const },
];
const view = (c: KubernetesServiceContext, e: Trigger) => step(c, e, c.now());

export const kubernetesServiceMachine = setup({
  types: { context: {} as KubernetesServiceContext, events: {} as Event, input: {} as KubernetesServiceInput },
  delays: { nextReconcile: ({ context }) => nextChangeMs(context, context.now()) },
  guards: {
    noWriter: ({ context, event }) => {
      const n = view(context, event);
      return !n.apiservers.some((a) => serving(n, a.id));
    },
    stale: ({ context, event }) => {
      const n = view(context, event);
      return deadListed(n).length > 0 || missing(n).length > 0;
    },
  },
  actions: { update: enqueueActions(({ context, event, enqueue }) => patch<KubernetesServiceContext>(enqueue, view(context, event))) },
}).createMachine({
  id: 'kubernetes-service',
  context: ({ input }) => ({
    ...input,
    status: Object.fromEntries(input.apiservers.map((a) => [a.id, 'ready' as ApiStatus])),
    origin: { ...input.phaseMs },
    leases: {},
    leaders: [input.leader],
    listed: input.apiservers.map((a) => a.id),
  }),
  initial: 'current',
  on: { api: classify, 'etcd.status': classify },
  states: {
    // Every listed apiserver serves, and every serving one is listed.
    current: { after: { nextReconcile: classify } },
    // An apiserver that does not serve is still listed (its lease has not run out, or nobody has
    // reconciled since), or one that serves is not listed yet.
    stale: { after: { nextReconcile: classify } },
    // No apiserver can write: the endpoints stay as they are.
    frozen: {},
  },
});
