// Component type `alerts`: the etcd alert rules of the monitoring page
// (content/docs/*/performance-monitoring.mdx#alert-rules) that an outage trips, with their `for:`
// durations: EtcdNoLeader (a live member with etcd_server_has_leader 0, for 1 min),
// EtcdInsufficientMembers (fewer members up than a quorum, for 3 min), EtcdMembersDown (a member
// down, for 20 min). The members tell it their status; the model leaves out the scrape and rule
// evaluation intervals (30 s on that page), so a real alert fires up to one interval later. The `for:`
// durations are the etcd mixin's (alerts.facts.ts).
import { enqueueActions, setup } from 'xstate';
import { ALERT_RULES } from './alerts.facts.ts';
import type { MemberStatus, MemberStatusEvent } from './etcd-member.ts';
import { type TimerEvent, patch } from './k8s-protocol.ts';

export const RULES = [
  { name: 'EtcdNoLeader', forMs: ALERT_RULES.EtcdNoLeader.value },
  { name: 'EtcdInsufficientMembers', forMs: ALERT_RULES.EtcdInsufficientMembers.value },
  { name: 'EtcdMembersDown', forMs: ALERT_RULES.EtcdMembersDown.value },
] as const;
export type RuleName = (typeof RULES)[number]['name'];

export interface AlertsContext {
  id: string;
  members: Record<string, MemberStatus>;
  /** Since when each rule's expression has been true (absent: false now). */
  since: Partial<Record<RuleName, number>>;
  now: () => number;
}

const NEVER = 2 ** 31 - 1;

/** Which rule expressions are true for these member statuses. */
export function trueRules(members: Record<string, MemberStatus>): RuleName[] {
  const all = Object.values(members);
  const up = all.filter((s) => s !== 'down').length;
  const out: RuleName[] = [];
  if (all.some((s) => s === 'noLeader')) out.push('EtcdNoLeader');
  if (up < (all.length + 1) / 2) out.push('EtcdInsufficientMembers');
  if (up < all.length) out.push('EtcdMembersDown');
  return out;
}

export const firing = (c: AlertsContext, now = c.now()): RuleName[] =>
  RULES.filter((r) => c.since[r.name] !== undefined && now - c.since[r.name]! >= r.forMs).map((r) => r.name);
export const pending = (c: AlertsContext, now = c.now()): RuleName[] =>
  RULES.filter((r) => c.since[r.name] !== undefined && now - c.since[r.name]! < r.forMs).map((r) => r.name);

function withStatus(c: AlertsContext, e: MemberStatusEvent): AlertsContext {
  const members = { ...c.members, [e.from]: e.status };
  const now = c.now();
  const t = trueRules(members);
  const since: AlertsContext['since'] = {};
  for (const r of t) since[r] = c.since[r] ?? now;
  return { ...c, members, since };
}

/** `classify` runs on a member's status, or on the `nextFiring` timer (no news: a rule's `for:` ran out). */
const next = (c: AlertsContext, e: MemberStatusEvent | TimerEvent) => (e.type === 'etcd.status' ? withStatus(c, e) : c);

const classify = [
  { guard: 'anyFiring' as const, target: '#alerts.firing', reenter: true, actions: 'update' as const },
  { guard: 'anyPending' as const, target: '#alerts.pending', reenter: true, actions: 'update' as const },
  { target: '#alerts.quiet', actions: 'update' as const },
];

export const alertsMachine = setup({
  types: { context: {} as AlertsContext, events: {} as MemberStatusEvent, input: {} as { id: string; members: string[]; now: () => number } },
  delays: {
    nextFiring: ({ context }) => {
      const now = context.now();
      const due = RULES.filter((r) => context.since[r.name] !== undefined && now - context.since[r.name]! < r.forMs).map((r) => context.since[r.name]! + r.forMs - now);
      return due.length ? Math.min(...due) : NEVER;
    },
  },
  guards: {
    anyFiring: ({ context, event }) => firing(next(context, event)).length > 0,
    anyPending: ({ context, event }) => pending(next(context, event)).length > 0,
  },
  actions: { update: enqueueActions(({ context, event, enqueue }) => patch<AlertsContext>(enqueue, next(context, event))) },
}).createMachine({
  id: 'alerts',
  context: ({ input }) => ({ id: input.id, members: Object.fromEntries(input.members.map((m) => [m, 'follower' as MemberStatus])), since: {}, now: input.now }),
  initial: 'quiet',
  on: { 'etcd.status': classify },
  states: {
    quiet: {},
    pending: { after: { nextFiring: classify } },
    firing: { after: { nextFiring: classify } },
  },
});
