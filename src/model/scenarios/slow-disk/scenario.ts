// Scenario "slow-disk": the kubeadm control plane of control-plane-outage (three stacked etcd members,
// each node's kube-apiserver using only its local member, kube-controller-manager and kube-scheduler
// on every node, a running workload), where nothing dies but a disk gets slow. The reader sets one
// member's fsync latency, stalls its disk for a few seconds, lets a noisy neighbour burst, runs
// `defrag` (on a follower, the leader, or all members at once), moves leadership, restarts members
// and retunes the Raft timers, and watches etcd's log lines, metrics and alert rules, what each
// kube-apiserver returns, and which Lease renewals fail. The scenario's own numbers are stated in
// its words and in slow-disk.facts.ts (SCENARIO): election timeouts m1 1.3 s, m2 1.6 s, m3 1.9 s;
// a 2 GiB database whose defragmentation takes 20 s; a restart of 20 s.
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import { leaderElection } from '../../components/leader-election-def.ts';
import { pod } from '../../components/pod-def.ts';
import { controlLoops } from '../../components/control-loops.ts';
import type { LeaderContext } from '../../components/leader-election.ts';
import type { PodContext } from '../../components/pod.ts';
import type { ApiContext } from './apiserver.ts';
import type { SlowAlertsContext } from './alerts.ts';
import { slowDiskAlerts, slowDiskApiserver, slowDiskMember, slowDiskShell } from './components.ts';
import type { ShellContext } from './etcdctl.ts';
import { type SlowMemberContext, initialCond, roleOf } from './member.ts';
import { SCENARIO } from './slow-disk.facts.ts';

export const MEMBERS = ['m1', 'm2', 'm3'] as const;
export const CP = ['cp1', 'cp2', 'cp3'] as const;
export const PODS = ['web-1', 'web-2', 'web-3'] as const;
type Member = (typeof MEMBERS)[number];
type Cp = (typeof CP)[number];
type Pod = (typeof PODS)[number];

const FSYNC = SCENARIO.fsyncChoices;
const STALL = SCENARIO.stallChoices;
/** `m1-300`: member and value in one parameter (an event carries one). */
export const FSYNC_SETS = MEMBERS.flatMap((m) => FSYNC.map((ms) => `${m}-${ms}`));
export const STALL_SETS = MEMBERS.flatMap((m) => STALL.map((s) => `${m}-${s}`));
const VERSION = '1-34';

export type SlowDiskEvent =
  | { type: 'cluster.start' }
  | { type: 'disk.fsync'; set: string }
  | { type: 'disk.stall'; set: string }
  | { type: 'disk.neighbour'; member: Member }
  | { type: 'disk.check'; member: Member }
  | { type: 'disk.focus'; member: Member }
  | { type: 'etcd.status' }
  | { type: 'etcd.defrag'; target: Member | 'all' }
  | { type: 'leader.move'; member: Member }
  | { type: 'member.restart'; member: Member }
  | { type: 'timers.tune'; flags: 'election' | 'heartbeat' }
  | { type: 'timers.revert' };

export type SlowDiskContexts = { [M in Member]: SlowMemberContext } & { [A in `apiserver-${Cp}`]: ApiContext } & {
  [L in `${'kcm' | 'scheduler'}-${Cp}`]: LeaderContext;
} & { [P in Pod]: PodContext } & { alerts: SlowAlertsContext; etcdctl: ShellContext };

type SlowDiskWorld = World<SlowDiskContexts>;

const memberOn = (i: number) => MEMBERS[i];
const split = (set: string): [Member, number] => {
  const [m, v] = set.split('-');
  return [m as Member, Number(v)];
};

export function compose(): InstanceSpec<keyof SlowDiskContexts>[] {
  const out: InstanceSpec<keyof SlowDiskContexts>[] = [];
  CP.forEach((cp, i) => {
    const m = memberOn(i);
    out.push({
      id: m,
      type: 'slow-disk-member',
      label: `etcd ${m} (${cp})`,
      group: 'etcd',
      input: { peers: MEMBERS.filter((p) => p !== m), electionMs: SCENARIO.electionMs[m], leader: i === 0, lead: MEMBERS[0], term: 2, listeners: [...CP.map((n) => `apiserver-${n}`), 'alerts'] },
    });
  });
  const conds = Object.fromEntries(MEMBERS.map((m) => [m, initialCond(m, MEMBERS[0])]));
  CP.forEach((cp, i) => {
    out.push({ id: `apiserver-${cp}`, type: 'slow-disk-apiserver', label: `kube-apiserver (${cp})`, group: 'apiservers', input: { node: cp, member: memberOn(i), members: conds, listeners: [`kcm-${cp}`, `scheduler-${cp}`] } });
  });
  out.push(...controlLoops(CP, { apiserver: (cp) => `apiserver-${cp}`, version: VERSION }));
  PODS.forEach((p, i) => out.push({ id: p, type: 'pod', label: p, group: 'web-pods', input: { node: `w${i + 1}`, ip: `10.244.${i + 1}.21`, service: 'web-svc' } }));
  out.push({ id: 'alerts', type: 'slow-disk-alerts', label: '', input: { members: [...MEMBERS] } });
  out.push({ id: 'etcdctl', type: 'slow-disk-etcdctl', label: '', input: {} });
  return out;
}

const role = (world: SlowDiskWorld, m: Member) => roleOf(world.state(m));
const leaderNow = (world: SlowDiskWorld): Member | undefined => MEMBERS.find((m) => role(world, m) === 'leader' && !world.state(m).endsWith('.stalled'));
const isUp = (world: SlowDiskWorld, m: Member) => role(world, m) !== 'down';
const busy = (world: SlowDiskWorld, m: Member) => /\.(stalled|defrag)$/.test(world.state(m));

export const slowDisk: ScenarioDef<SlowDiskEvent, SlowDiskContexts, 'cluster.start'> = {
  id: 'slow-disk',
  components: [slowDiskMember, slowDiskApiserver, leaderElection, pod, slowDiskAlerts, slowDiskShell],
  events: eventSpecs<SlowDiskEvent>([
    { type: 'cluster.start' },
    { type: 'disk.fsync', param: { name: 'set', values: FSYNC_SETS } },
    { type: 'disk.stall', param: { name: 'set', values: STALL_SETS } },
    { type: 'disk.neighbour', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'disk.check', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'disk.focus', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'etcd.status' },
    { type: 'etcd.defrag', param: { name: 'target', values: [...MEMBERS, 'all'] } },
    { type: 'leader.move', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'member.restart', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'timers.tune', param: { name: 'flags', values: ['election', 'heartbeat'] } },
    { type: 'timers.revert' },
  ]),
  setupEvent: 'cluster.start',
  compose,
  // The disk buttons act on one member at a time (the operator's focus, m1 at first): three members'
  // worth of disk buttons would not fit beside the table.
  available(world) {
    const out: SlowDiskEvent[] = [];
    const focus = world.context('etcdctl').focus as Member;
    for (const m of MEMBERS) if (m !== focus) out.push({ type: 'disk.focus', member: m });
    if (isUp(world, focus)) {
      const c = world.context(focus);
      for (const ms of FSYNC) if (c.fsyncMs !== ms) out.push({ type: 'disk.fsync', set: `${focus}-${ms}` });
      if (!busy(world, focus)) for (const s of STALL) out.push({ type: 'disk.stall', set: `${focus}-${s}` });
      if (c.burstUntil <= world.now()) out.push({ type: 'disk.neighbour', member: focus });
    }
    const shellIdle = world.state('etcdctl') !== 'waiting';
    if (shellIdle) {
      out.push({ type: 'etcd.status' });
      if (isUp(world, focus)) out.push({ type: 'disk.check', member: focus });
      for (const m of MEMBERS) if (isUp(world, m) && !busy(world, m)) out.push({ type: 'etcd.defrag', target: m });
      if (MEMBERS.every((m) => isUp(world, m) && !busy(world, m))) out.push({ type: 'etcd.defrag', target: 'all' });
      const lead = leaderNow(world);
      if (lead) for (const m of MEMBERS) if (m !== lead && world.state(m).startsWith('up.follower.') && !busy(world, m) && !world.state(m).endsWith('waiting')) out.push({ type: 'leader.move', member: m });
    }
    if (world.state(focus).startsWith('up.')) out.push({ type: 'member.restart', member: focus });
    const tuned = MEMBERS.some((m) => world.context(m).electionMs !== world.context(m).baseElectionMs) || MEMBERS.some((m) => world.state(m) === 'down.refused');
    if (tuned) out.push({ type: 'timers.revert' });
    else if (MEMBERS.every((m) => world.state(m).startsWith('up.'))) out.push({ type: 'timers.tune', flags: 'election' }, { type: 'timers.tune', flags: 'heartbeat' });
    return out;
  },
  route(event, world): Delivery[] {
    switch (event.type) {
      case 'disk.fsync': {
        const [m, ms] = split(event.set);
        return [{ to: m, event: { type: 'setFsync', ms } }];
      }
      case 'disk.stall': {
        const [m, s] = split(event.set);
        return [{ to: m, event: { type: 'stall', ms: s * 1000 } }];
      }
      case 'disk.neighbour':
        return [{ to: event.member, event: { type: 'burst' } }];
      case 'disk.focus':
        return [{ to: 'etcdctl', event: { type: 'focus', member: event.member } }];
      case 'disk.check':
        return [{ to: 'etcdctl', event: { type: 'run', command: 'diskCheck', target: event.member } }];
      case 'etcd.status':
        return [{ to: 'etcdctl', event: { type: 'run', command: 'status' } }];
      case 'etcd.defrag': {
        const targets = event.target === 'all' ? [...MEMBERS] : [event.target];
        return [
          ...targets.map((m) => ({ to: m, event: { type: 'defrag' } })),
          { to: 'etcdctl', event: event.target === 'all' ? { type: 'run', command: 'defragAll' } : { type: 'run', command: 'defrag', target: event.target } },
        ];
      }
      case 'leader.move': {
        const lead = leaderNow(world) ?? 'm1';
        return [
          { to: lead, event: { type: 'transfer', to: event.member } },
          { to: 'etcdctl', event: { type: 'run', command: 'move', target: event.member, from: lead } },
        ];
      }
      case 'member.restart':
        return [{ to: event.member, event: { type: 'restart' } }];
      case 'timers.tune':
        // The heartbeat-only change is rejected at start: the first member restarted with it (m3) stays down.
        return event.flags === 'election' ? MEMBERS.map((m) => ({ to: m, event: { type: 'setElection', factor: SCENARIO.tunedElectionFactor } })) : [{ to: 'm3', event: { type: 'badFlags' } }];
      case 'timers.revert':
        return MEMBERS.flatMap((m) => [
          { to: m, event: { type: 'setElection', factor: 1 } },
          { to: m, event: { type: 'revertFlags' } },
        ]);
    }
  },
};
