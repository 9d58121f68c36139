// The slow-disk scenario's own component types: each machine with the values its words need
// (content/scenarios/<lang>/components/<type>.yaml). Every number shown comes from disk.ts and the
// cited facts.
import type { ComponentDef, WordRef, World } from '../../engine/component.ts';
import type { Answers } from '../../engine/timeline.ts';
import { type ApiContext, currentWriteMs, slowDiskApiserverMachine } from './apiserver.ts';
import { type SlowAlertsContext, firingDiskRules, pendingDiskRules, slowDiskAlertsMachine } from './alerts.ts';
import { appliesSlow, backendCommitMs, diskOf, fdatasyncSlow, fsyncNow, heartbeatFailuresPerS, heartbeatGapMs, heartbeatsLate, requestTimeoutMs } from './disk.ts';
import { type ShellContext, slowDiskShellMachine } from './etcdctl.ts';
import { type SlowMemberContext, roleOf, slowDiskMemberMachine } from './member.ts';
import { ETCD, SCENARIO } from './slow-disk.facts.ts';

/** Fixed member ids and client URLs, stated to the reader (a real cluster has its own). */
export const MEMBER_INFO: Record<string, { memberId: string; endpoint: string; node: string }> = {
  m1: { memberId: '8e9e05c52164694d', endpoint: 'https://10.0.0.11:2379', node: 'cp1' },
  m2: { memberId: '91bc3c398fb3c146', endpoint: 'https://10.0.0.12:2379', node: 'cp2' },
  m3: { memberId: 'fd422379fda50e48', endpoint: 'https://10.0.0.13:2379', node: 'cp3' },
};

const s1 = (ms: number) => Math.round(ms / 100) / 10;
const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);

export const slowDiskMember: ComponentDef<SlowMemberContext> = {
  type: 'slow-disk-member',
  layer: 'etcd',
  machine: slowDiskMemberMachine,
  params: (c) => {
    const now = c.now();
    const fsync = fsyncNow(c, now);
    return {
      term: c.term,
      lead: c.lead ?? '—',
      fsync,
      commit: backendCommitMs(fsync),
      gap: heartbeatGapMs(fsync, c.heartbeatMs),
      hbRate: heartbeatFailuresPerS(fsync, c.peers.length, c.heartbeatMs),
      electionS: c.electionMs / 1000,
      changes: c.leaderChanges,
      stallS: s1(c.stallUntil - c.stallFrom),
      defragS: SCENARIO.defragMs / 1000,
      restartS: SCENARIO.restartMs / 1000,
      endpoint: MEMBER_INFO[c.id]?.endpoint ?? c.id,
      node: MEMBER_INFO[c.id]?.node ?? c.id,
    };
  },
  facts: (c, state) => {
    if (within(state, 'down')) return [{ key: 'changes' }];
    const f = fsyncNow(c, c.now());
    const facts: WordRef[] = [{ key: 'term' }, { key: c.lead ? 'leader' : 'noLeader' }, { key: 'fsync' }, { key: 'commit' }, { key: 'election' }, { key: 'changes' }];
    if (roleOf(state) === 'leader') facts.push({ key: heartbeatsLate(f, c.heartbeatMs) && diskOf(c, c.now()) !== 'stalled' ? 'hbFailing' : 'hbOk' });
    if (appliesSlow(f)) facts.push({ key: 'slowApplies' });
    return facts;
  },
  see: (c, state) => {
    const f = fsyncNow(c, c.now());
    const leader = roleOf(state) === 'leader';
    const out: WordRef[] = [];
    if (state === 'down.restarting') return [{ key: 'restarting' }];
    if (state === 'down.refused') return [{ key: 'refused', params: { line: ETCD.badTimersLine.value } }];
    if (state.endsWith('.stalled')) out.push({ key: leader ? 'stalledLeader' : 'stalledFollower' });
    else if (state.endsWith('.defrag')) out.push({ key: leader ? 'defragLeader' : 'defragFollower' });
    else if (state === 'up.follower.waiting' || state === 'up.follower.campaigning') out.push({ key: 'noHeartbeat' });
    if (!state.endsWith('.stalled')) {
      if (leader && heartbeatsLate(f, c.heartbeatMs)) out.push({ key: 'hbLate', params: { line: ETCD.heartbeatLine.value } });
      if (fdatasyncSlow(f)) out.push({ key: 'slowFdatasync' });
      if (appliesSlow(f)) out.push({ key: 'slowApply' });
    }
    if (!out.length) out.push({ key: 'quiet' });
    return out;
  },
  emphasis: (_c, state) => within(state, 'up.leader'),
  observe: (c) => `${c.term}|${c.lead ?? ''}`,
  isError: (state) => state.endsWith('.stalled') || within(state, 'down'),
  delayMs: (name, c) => {
    const now = c.now();
    if (name === 'election') return c.electionMs;
    if (name === 'restart') return SCENARIO.restartMs;
    if (name === 'stallEnd') return Math.max(0, c.stallUntil - now);
    if (name === 'defragEnd') return Math.max(0, c.defragUntil - now);
    if (name === 'burstEnd') return Math.max(0, c.burstUntil - now);
    return undefined;
  },
};

export const slowDiskApiserver: ComponentDef<ApiContext> = {
  type: 'slow-disk-apiserver',
  layer: 'control-plane',
  machine: slowDiskApiserverMachine,
  params: (c) => {
    const own = c.members[c.member];
    return {
      node: c.node,
      member: c.member,
      writeMs: Object.keys(c.members).length ? currentWriteMs(c.members, c.member) : 0,
      timeoutS: requestTimeoutMs(own?.electionMs ?? ETCD.electionMs.value) / 1000,
      error: ETCD.requestTimedOut.value,
      leaderFailure: ETCD.previousLeaderFailure.value,
      leaderChanged: ETCD.leaderChanged.value,
    };
  },
  facts: (_c, state) => [{ key: 'member' }, ...(state === 'ready' || state === 'slow' ? [{ key: 'writes' }] : [])],
  see: (c, state, world) => {
    const keys: string[] = [];
    if (state === 'ready') keys.push('ok');
    else if (state === 'slow') keys.push('slow');
    else if (state === 'stalled.probing') keys.push('hanging');
    else if (state === 'stalled.unready') keys.push('readyzFails', 'hanging');
    else if (state === 'stalled.timingOut') keys.push('readyzFails', 'timedOut');
    else if (state === 'etcdDown.probing') keys.push('etcdDown');
    else keys.push('readyzFails', 'etcdDown');
    const now = world.now();
    // What it logged in the last 2 minutes (an error scheduled for later is not logged yet).
    for (const key of new Set(c.logged.filter((l) => l.at <= now && now - l.at < 120_000).map((l) => l.key))) keys.push(`log_${key}`);
    return keys.map((key) => ({ key }));
  },
  isError: (state) => within(state, 'stalled') || within(state, 'etcdDown'),
};

export const slowDiskAlerts: ComponentDef<SlowAlertsContext> = {
  type: 'slow-disk-alerts',
  layer: 'monitoring',
  machine: slowDiskAlertsMachine,
  params: (c) => ({ firing: firingDiskRules(c, c.now()).join(', ') || '—', pending: pendingDiskRules(c, c.now()).join(', ') || '—' }),
  facts: () => [{ key: 'firing' }, { key: 'pending' }],
  see: (c, state) => [{ key: state === 'quiet' ? 'quiet' : state }],
  observe: (c) => `${firingDiskRules(c, c.now()).join(',')}|${pendingDiskRules(c, c.now()).join(',')}`,
  isError: (state) => state === 'firing',
};

const members = (world: World) => world.instancesOf(slowDiskMember);

function statusRow(world: World, id: string, c: SlowMemberContext): WordRef {
  const info = MEMBER_INFO[id];
  const st = world.state(id);
  if (within(st, 'down')) return { key: 'statusDown', params: { endpoint: info.endpoint } };
  return { key: 'statusRow', params: { endpoint: info.endpoint, id: info.memberId, leader: String(within(st, 'up.leader')), term: c.term } };
}

export const slowDiskShell: ComponentDef<ShellContext> = {
  type: 'slow-disk-etcdctl',
  layer: 'clients',
  machine: slowDiskShellMachine,
  params: (c) => ({ target: c.target, endpoint: MEMBER_INFO[c.target]?.endpoint ?? '', from: MEMBER_INFO[c.from]?.memberId ?? '', to: MEMBER_INFO[c.target]?.memberId ?? '' }),
  facts: () => [],
  see: (c, state, world) => {
    if (state === 'idle') return [{ key: 'idle' }];
    const all = members(world);
    const targets = c.command === 'defragAll' ? all.map((m) => m.id) : [c.target];
    switch (c.command) {
      case 'status':
        return [{ key: 'statusHead' }, ...all.map((m) => statusRow(world, m.id, m.context))];
      case 'diskCheck': {
        const m = all.find((x) => x.id === c.target)?.context;
        const f = m ? fsyncNow(m, world.now()) : 0;
        const stalled = m ? diskOf(m, world.now()) === 'stalled' : false;
        return stalled ? [{ key: 'diskStalled' }] : [{ key: 'iostat', params: { await: f } }, { key: 'fio', params: { p99: f } }];
      }
      case 'move':
        return [{ key: 'moved' }];
      default:
        return targets.map((t) => ({ key: state === 'waiting' ? 'defragWaiting' : 'defragDone', params: { endpoint: MEMBER_INFO[t].endpoint, s: SCENARIO.defragMs / 1000 } }));
    }
  },
  isError: () => false,
};

/** Answers in the curated timelines' terms, by component type (tests only). */
export const SLOW_DISK_ANSWERS: Answers = {
  'slow-disk-apiserver': (c: ApiContext, state: string, world: World) => {
    const now = world.now();
    const logged = c.logged.filter((l) => l.at <= now).map((l) => l.key);
    if (logged.includes('leaderFailure')) return { error: ETCD.previousLeaderFailure.value };
    if (state === 'stalled.timingOut') return { error: ETCD.requestTimedOut.value };
    return state === 'ready' || state === 'slow' ? { value: state } : undefined;
  },
  'slow-disk-alerts': (c: SlowAlertsContext) => ({ value: firingDiskRules(c, c.now()).join(', ') }),
  'slow-disk-member': (c: SlowMemberContext) => ({ value: String(c.leaderChanges) }),
};
