// Component type `slow-disk-apiserver`: the kube-apiserver of one kubeadm control-plane node, which uses
// only its local etcd member, seen from what a slow disk does to it. It hears every member's condition
// and works out what its requests get:
// - ready or slow: writes commit, in about writeMs (disk.ts);
// - stalled: its member cannot apply (defragmentation, its own disk stalled), or the leader its member
//   follows is stalled and no new leader is elected yet. Its etcd health check (a linearizable Get, 2 s
//   timeout) fails after 2 s, so /readyz fails; writes fail at etcd's request deadline (5 s + 2 ×
//   election timeout, 7 s by default) with `etcdserver: request timed out`, and are retried;
// - etcdDown: its member is restarting: the etcd client cannot connect.
// It tells the kube-controller-manager and kube-scheduler on its node whether their Lease renewals
// go through (`api` ready) or hang (`api` failing); they give up at their 10 s renew deadline.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { ApiStatus } from '../../components/k8s-protocol.ts';
import { type Directory, sender } from '../../components/send.ts';
import { requestTimeoutMs, writeMs } from './disk.ts';
import type { MemberCond, MemberCondEvent } from './member.ts';
import { ETCD, K8S } from './slow-disk.facts.ts';

type Msg = { type: string; [k: string]: unknown };

export interface ApiInput {
  id: string;
  node: string;
  member: string;
  /** Every member's condition when the run starts. */
  members: Record<string, MemberCond>;
  listeners: string[];
  now: () => number;
}

/** Errors the apiserver logged, with when: shown for a while in "what you see". */
export interface Logged {
  at: number;
  key: 'timedOut' | 'leaderFailure' | 'leaderChanged';
}

export interface ApiContext extends ApiInput {
  /** When the current stall began (its request deadline runs from there), and the leader then. */
  stalledSince: number;
  stallLead: string | null;
  logged: Logged[];
}

export type ApiPath = 'ready' | 'slow' | 'stalled' | 'etcdDown';

/** The write latency above which the row says "slow": the same 100 ms as etcd's apply warning. */
export const SLOW_WRITE_MS = ETCD.warningApplyMs.value;

/** The leader this apiserver's member follows, if any. */
export const leaderFor = (members: Record<string, MemberCond>, own: string): string | null => {
  const m = members[own];
  if (!m || m.role === 'down') return null;
  return m.role === 'leader' ? own : m.lead;
};

export function pathOf(members: Record<string, MemberCond>, own: string): ApiPath {
  const m = members[own];
  if (!m) return 'ready';
  if (m.role === 'down') return 'etcdDown';
  if (m.disk === 'stalled' || m.disk === 'defrag') return 'stalled';
  const lead = leaderFor(members, own);
  const l = lead ? members[lead] : undefined;
  if (!m.hearsLeader || !lead || !l || l.role !== 'leader' || l.disk === 'stalled') return 'stalled';
  return currentWriteMs(members, own) >= SLOW_WRITE_MS ? 'slow' : 'ready';
}

export function currentWriteMs(members: Record<string, MemberCond>, own: string): number {
  const lead = leaderFor(members, own) ?? own;
  const up = Object.values(members).filter((m) => m.role !== 'down').map((m) => m.id);
  const fsync = Object.fromEntries(Object.values(members).map((m) => [m.id, m.fsyncMs]));
  return writeMs(fsync, lead, own, up);
}

type Event = MemberCondEvent;

/** The members as they are once this message is noted (a guard runs before the action). */
const membersAfter = (c: ApiContext, e: Event): Record<string, MemberCond> => ({ ...c.members, [e.cond.id]: e.cond });

const tellApi = (system: Directory, enqueue: { sendTo: (ref: never, event: never) => void }, c: ApiContext, status: ApiStatus) => {
  const send = sender<Msg>(system, enqueue);
  for (const id of c.listeners) send(id, { type: 'api', from: c.id, status });
};

export const slowDiskApiserverMachine = setup({
  types: { context: {} as ApiContext, events: {} as Event, input: {} as ApiInput },
  delays: {
    healthcheck: K8S.healthcheckTimeoutMs.value,
    // The request deadline of the member it uses, from when the stall began.
    requestTimeout: ({ context }) => {
      const own = context.members[context.member];
      const deadline = context.stalledSince + requestTimeoutMs(own?.electionMs ?? ETCD.electionMs.value);
      return Math.max(0, deadline - context.now());
    },
  },
  guards: {
    staysStalled: ({ context, event }) => pathOf(membersAfter(context, event), context.member) === 'stalled',
    staysDown: ({ context, event }) => pathOf(membersAfter(context, event), context.member) === 'etcdDown',
    toReady: ({ context }) => pathOf(context.members, context.member) === 'ready',
    toSlow: ({ context }) => pathOf(context.members, context.member) === 'slow',
    toStalled: ({ context }) => pathOf(context.members, context.member) === 'stalled',
    toDown: ({ context }) => pathOf(context.members, context.member) === 'etcdDown',
  },
  actions: {
    note: assign(({ context, event }) => {
      assertEvent(event, 'member.cond');
      const before = leaderFor(context.members, context.member);
      const members = { ...context.members, [event.cond.id]: event.cond };
      const after = leaderFor(members, context.member);
      // A leader change mid-read: etcd answers `leader changed` and the etcd client retries it.
      const logged = before && after && before !== after && context.members[context.member] ? [...context.logged, { at: context.now(), key: 'leaderChanged' as const }] : context.logged;
      return { members, logged };
    }),
    stallStarts: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      const stallLead = leaderFor(context.members, context.member);
      (enqueue.assign as (fn: () => Partial<ApiContext>) => void)(() => ({ stalledSince: now, stallLead }));
    }),
    /** Writes sent to a leader that was replaced while they waited fail at their deadline. */
    leaderFailure: enqueueActions(({ context, event, enqueue }) => {
      const own = context.members[context.member];
      const after = membersAfter(context, event);
      // Only when the stall ends because a new leader took over, not because its own member recovered.
      if (!own || own.disk === 'stalled' || own.disk === 'defrag' || own.role === 'down') return;
      if (!context.stallLead || leaderFor(after, context.member) === context.stallLead) return;
      const at = context.stalledSince + requestTimeoutMs(own?.electionMs ?? ETCD.electionMs.value);
      (enqueue.assign as (fn: () => Partial<ApiContext>) => void)(() => ({ logged: [...context.logged, { at, key: 'leaderFailure' }] }));
    }),
    timedOut: enqueueActions(({ context, enqueue }) => {
      (enqueue.assign as (fn: () => Partial<ApiContext>) => void)(() => ({ logged: [...context.logged, { at: context.now(), key: 'timedOut' }] }));
    }),
    tellReady: enqueueActions(({ context, enqueue, system }) => tellApi(system, enqueue, context, 'ready')),
    tellFailing: enqueueActions(({ context, enqueue, system }) => tellApi(system, enqueue, context, 'failing')),
  },
}).createMachine({
  id: 'slow-disk-apiserver',
  context: ({ input }) => ({ ...input, stalledSince: 0, stallLead: null, logged: [] }),
  initial: 'ready',
  on: { 'member.cond': { target: '.check', actions: 'note' } },
  states: {
    check: {
      always: [
        { guard: 'toDown', target: 'etcdDown' },
        { guard: 'toStalled', target: 'stalled' },
        { guard: 'toSlow', target: 'slow' },
        { target: 'ready' },
      ],
    },
    ready: { entry: 'tellReady' },
    slow: { entry: 'tellReady' },
    stalled: {
      entry: ['stallStarts', 'tellFailing'],
      on: {
        'member.cond': [
          // Still stalled: stay, keep the deadline running.
          { guard: 'staysStalled', actions: 'note' },
          { target: 'check', actions: ['leaderFailure', 'note'] },
        ],
      },
      initial: 'probing',
      states: {
        probing: { after: { healthcheck: 'unready' } },
        unready: { after: { requestTimeout: { target: 'timingOut', actions: 'timedOut' } } },
        // Writes fail with `etcdserver: request timed out`; kube-apiserver's clients retry them.
        timingOut: {},
      },
    },
    etcdDown: {
      entry: ['stallStarts', 'tellFailing'],
      on: { 'member.cond': [{ guard: 'staysDown', actions: 'note' }, { target: 'check', actions: 'note' }] },
      initial: 'probing',
      states: { probing: { after: { healthcheck: 'unready' } }, unready: {} },
    },
  },
});
