// Component type `slow-disk-alerts`: the disk and leadership rules of performance-monitoring#alert-rules,
// evaluated on what the members tell. WAL fsync and backend commit p99 come from rate(…[5m]), so an
// expression stays true up to 5 min after the disk is fast again; each rule fires once its expression
// has been true for its `for:`. A stall is one slow fsync among thousands in 5 min: it moves no p99.
// EtcdFrequentLeaderChanges counts the leader changes a member saw in the last 15 min (max over
// members). The model leaves out the scrape and evaluation intervals (a real alert fires up to one
// interval later).
import { assertEvent, enqueueActions, setup } from 'xstate';
import { backendCommitMs } from './disk.ts';
import type { MemberCondEvent } from './member.ts';
import { LEADER_CHANGE_WINDOW_MS, RATE_WINDOW_MS, DISK_RULES } from './slow-disk.facts.ts';

export type DiskRuleName = keyof typeof DISK_RULES;
export const DISK_RULE_NAMES = Object.keys(DISK_RULES) as DiskRuleName[];
const LATENCY_RULES = DISK_RULE_NAMES.filter((r) => r !== 'EtcdFrequentLeaderChanges');

export interface AlertsInput {
  id: string;
  members: string[];
  now: () => number;
}

/** One member's stretch above a latency threshold: since, and (once over) when it ended. */
interface Stretch {
  since: number;
  ended?: number;
}

export interface SlowAlertsContext extends AlertsInput {
  /** rule → member → its current or last stretch above the threshold. */
  stretches: Partial<Record<DiskRuleName, Record<string, Stretch>>>;
  /** member → when it saw each leader change. */
  changes: Record<string, number[]>;
  seen: Record<string, number>;
}

/** The p99 a rule reads, in seconds, for a member's fsync latency now. */
export const p99For = (rule: DiskRuleName, fsyncMs: number): number =>
  (rule.startsWith('EtcdWALFsync') ? fsyncMs : backendCommitMs(fsyncMs)) / 1000;

/** When a latency rule's expression became true for a member, if it is true now. */
function trueSince(s: Stretch | undefined, now: number): number | undefined {
  if (!s) return undefined;
  if (s.ended !== undefined && now >= s.ended + RATE_WINDOW_MS.value) return undefined;
  return s.since;
}

/** When EtcdFrequentLeaderChanges' expression became true for a member (≥ 4 changes in 15 min), if it is now. */
export function frequentSince(times: number[], now: number): number | undefined {
  const w = LEADER_CHANGE_WINDOW_MS.value;
  const n = DISK_RULES.EtcdFrequentLeaderChanges.over.value;
  const points = [...times.map((t) => ({ t, d: 1 })), ...times.map((t) => ({ t: t + w, d: -1 }))].filter((p) => p.t <= now).sort((a, b) => a.t - b.t || a.d - b.d);
  let count = 0;
  let since: number | undefined;
  for (const p of points) {
    count += p.d;
    if (count >= n && since === undefined) since = p.t;
    if (count < n) since = undefined;
  }
  return since;
}

/** Since when each rule's expression has been true (the earliest member), for the rules true now. */
export function trueDiskRules(c: SlowAlertsContext, now: number): Partial<Record<DiskRuleName, number>> {
  const out: Partial<Record<DiskRuleName, number>> = {};
  for (const rule of LATENCY_RULES) {
    for (const s of Object.values(c.stretches[rule] ?? {})) {
      const since = trueSince(s, now);
      if (since !== undefined) out[rule] = Math.min(out[rule] ?? since, since);
    }
  }
  for (const times of Object.values(c.changes)) {
    const since = frequentSince(times, now);
    if (since !== undefined) out.EtcdFrequentLeaderChanges = Math.min(out.EtcdFrequentLeaderChanges ?? since, since);
  }
  return out;
}

export const firingDiskRules = (c: SlowAlertsContext, now: number): DiskRuleName[] =>
  DISK_RULE_NAMES.filter((r) => {
    const since = trueDiskRules(c, now)[r];
    return since !== undefined && now - since >= DISK_RULES[r].forMs.value;
  });
export const pendingDiskRules = (c: SlowAlertsContext, now: number): DiskRuleName[] => {
  const on = trueDiskRules(c, now);
  return DISK_RULE_NAMES.filter((r) => on[r] !== undefined && !firingDiskRules(c, now).includes(r));
};

/** The next time a rule's state can change without a new message. */
function nextChange(c: SlowAlertsContext, now: number): number {
  const times: number[] = [];
  for (const rule of LATENCY_RULES) {
    for (const s of Object.values(c.stretches[rule] ?? {})) {
      times.push(s.since + DISK_RULES[rule].forMs.value);
      if (s.ended !== undefined) times.push(s.ended + RATE_WINDOW_MS.value);
    }
  }
  for (const list of Object.values(c.changes)) {
    for (const t of list) times.push(t + LEADER_CHANGE_WINDOW_MS.value, t + DISK_RULES.EtcdFrequentLeaderChanges.forMs.value);
    const since = frequentSince(list, now);
    if (since !== undefined) times.push(since + DISK_RULES.EtcdFrequentLeaderChanges.forMs.value);
  }
  const future = times.filter((t) => t > now);
  return future.length ? Math.min(...future) - now : 2 ** 31 - 1;
}

export const slowDiskAlertsMachine = setup({
  types: { context: {} as SlowAlertsContext, events: {} as MemberCondEvent, input: {} as AlertsInput },
  delays: { next: ({ context }) => nextChange(context, context.now()) },
  guards: {
    anyFiring: ({ context }) => firingDiskRules(context, context.now()).length > 0,
    anyPending: ({ context }) => pendingDiskRules(context, context.now()).length > 0,
  },
  actions: {
    note: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'member.cond');
      const now = context.now();
      const { id, fsyncMs, role, leaderChanges } = event.cond;
      const stretches = { ...context.stretches };
      for (const rule of LATENCY_RULES) {
        const above = role !== 'down' && p99For(rule, fsyncMs) > DISK_RULES[rule].over.value;
        const byMember = { ...(stretches[rule] ?? {}) };
        const s = byMember[id];
        const open = s && s.ended === undefined;
        if (above && !open) byMember[id] = { since: s && trueSince(s, now) !== undefined ? s.since : now };
        if (!above && open) byMember[id] = { ...s, ended: now };
        stretches[rule] = byMember;
      }
      const added = Math.max(0, leaderChanges - (context.seen[id] ?? 0));
      const changes = added ? { ...context.changes, [id]: [...(context.changes[id] ?? []), ...Array.from({ length: added }, () => now)] } : context.changes;
      (enqueue.assign as (fn: () => Partial<SlowAlertsContext>) => void)(() => ({ stretches, changes, seen: { ...context.seen, [id]: leaderChanges } }));
    }),
  },
}).createMachine({
  id: 'slow-disk-alerts',
  context: ({ input }) => ({ ...input, stretches: {}, changes: {}, seen: {} }),
  initial: 'check',
  on: { 'member.cond': { target: '.check', actions: 'note' } },
  states: {
    check: { always: [{ guard: 'anyFiring', target: 'firing' }, { guard: 'anyPending', target: 'pending' }, { target: 'quiet' }] },
    quiet: { after: { next: 'check' } },
    pending: { after: { next: 'check' } },
    firing: { after: { next: 'check' } },
  },
});
