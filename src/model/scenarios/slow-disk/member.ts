// Component type `slow-disk-member`: one etcd member of a kubeadm control plane and its disk. The role
// (leader or follower) and, inside it, what the disk does now: ok, slow (fsync above 10 ms), stalled
// (fsync does not return), or defragmenting (the backend is locked: no apply, no read; Raft runs on).
//
// Raft is reduced to what a disk changes (sources in slow-disk.facts.ts):
// - the leader's raft loop fsyncs the WAL between two Ready batches, so a stalled leader sends no
//   heartbeat: it tells its followers `hbStop` when the stall starts and `hbResume` if it still leads
//   when the stall ends. A slow (not stalled) leader keeps heartbeats within fsync + one tick: late
//   enough for the heartbeat warning, never late enough (here) for an election.
// - a follower without heartbeats waits its own election timeout, then runs Pre-Vote: a peer grants it
//   only if it has not heard from a leader for an election timeout itself (CheckQuorum's lease), and a
//   stalled peer cannot answer. With a grant it wins at once (Pre-Vote and the vote are one round).
// - a stalled member's raft loop takes no tick, so it never campaigns; what its peers told it meanwhile
//   is applied when the stall ends (a leader that was replaced steps down then).
// - a defragmenting member's Raft runs on: it keeps or loses leadership as usual.
// - `move-leader` and a graceful stop of the leader send TimeoutNow: the transferee campaigns at once.
import { assertEvent, assign, enqueueActions, raise, setup } from 'xstate';
import { type Directory, sender } from '../../components/send.ts';
import { type Disk, type DiskTimes, diskOf, fsyncNow } from './disk.ts';
import { ETCD, SCENARIO } from './slow-disk.facts.ts';

type Msg = { type: string; [k: string]: unknown };

export interface SlowMemberInput {
  id: string;
  peers: string[];
  electionMs: number;
  leader: boolean;
  /** The leader when the run starts. */
  lead: string;
  term: number;
  /** Told `member.cond` on every change: the apiserver on its node, the alert rules. */
  listeners: string[];
  now: () => number;
}

export interface SlowMemberContext extends DiskTimes {
  id: string;
  peers: string[];
  /** This member's fixed election timeout now, and the default one it was started with. */
  electionMs: number;
  baseElectionMs: number;
  heartbeatMs: number;
  listeners: string[];
  now: () => number;
  startsAsLeader: boolean;
  term: number;
  lead: string | null;
  /** etcd_server_leader_changes_seen_total on this member. */
  leaderChanges: number;
  /** What peers told it while its raft loop was blocked, applied when the stall ends. */
  pendingTerm: number;
  pendingLead: string | null;
  granted: number;
  answered: number;
  /** The last condition each peer told (a leader hands over only to one that can take it). */
  peerConds: Record<string, MemberCond>;
}

/** What a member tells its listeners (and its peers) whenever its role or disk changes. */
export interface MemberCond {
  id: string;
  role: 'leader' | 'follower' | 'down';
  disk: Disk;
  lead: string | null;
  /** False while a follower's election timer runs: no heartbeat, no commit reaches it. */
  hearsLeader: boolean;
  fsyncMs: number;
  /** The configured --election-timeout (1000 ms, or 5000 after the wrong turn): etcd's request deadline
   * derives from it, not from the randomised timeout a member draws. */
  electionMs: number;
  leaderChanges: number;
}
export interface MemberCondEvent {
  type: 'member.cond';
  cond: MemberCond;
}

export type SlowPeerMessage =
  | { type: 'hbStop'; from: string }
  | { type: 'hbResume'; from: string }
  | { type: 'leaderIs'; from: string; term: number }
  | { type: 'whoLeads'; from: string }
  | { type: 'preVote'; from: string; term: number }
  | { type: 'preVoteResp'; from: string; granted: boolean }
  | { type: 'timeoutNow'; from: string };

export type SlowMemberCommand =
  | { type: 'setFsync'; ms: number }
  | { type: 'stall'; ms: number }
  | { type: 'burst' }
  | { type: 'defrag' }
  | { type: 'transfer'; to: string }
  | { type: 'restart' }
  | { type: 'setElection'; factor: number }
  | { type: 'badFlags' }
  | { type: 'revertFlags' };

type Event = SlowPeerMessage | SlowMemberCommand | MemberCondEvent | { type: 'recheck' };

/** A member's condition when the run starts: a healthy disk, following (or being) the first leader. */
export const initialCond = (id: string, lead: string): MemberCond => ({
  id,
  role: id === lead ? 'leader' : 'follower',
  disk: 'ok',
  lead,
  hearsLeader: true,
  fsyncMs: SCENARIO.fsyncChoices[0],
  electionMs: ETCD.electionMs.value,
  leaderChanges: 0,
});

/** The role a state path stands for. */
export const roleOf = (state: string): MemberCond['role'] => (state.startsWith('up.leader') ? 'leader' : state.startsWith('up.follower') ? 'follower' : 'down');

/** For timers that are not due (a burst that is over): far beyond any clock jump. */
const NEVER = 2 ** 31 - 1;
const left = (until: number, now: number) => (until > now ? until - now : NEVER);

const condOf = (c: SlowMemberContext, role: MemberCond['role'], hearsLeader: boolean): MemberCond => ({
  id: c.id,
  role,
  disk: diskOf(c, c.now()),
  lead: role === 'down' ? null : c.lead,
  hearsLeader,
  fsyncMs: fsyncNow(c, c.now()),
  electionMs: ETCD.electionMs.value * (c.electionMs / c.baseElectionMs),
  leaderChanges: c.leaderChanges,
});

function update(enqueue: { assign: unknown }, partial: Partial<SlowMemberContext>): void {
  (enqueue.assign as (fn: () => Partial<SlowMemberContext>) => void)(() => partial);
}

const tellAll = (system: Directory, enqueue: { sendTo: (ref: never, event: never) => void }, to: readonly string[], event: { type: string; [k: string]: unknown }) => {
  const send = sender<Msg>(system, enqueue);
  for (const id of to) send(id, event);
};

/** The disk sub-states of a role: a transient `check` picks the one the context says. */
const diskStates = (role: 'leader' | 'follower') => ({
  check: {
    always: [
      { guard: 'isDefrag' as const, target: 'defrag' },
      { guard: 'isStalled' as const, target: 'stalled' },
      { guard: 'isSlow' as const, target: 'slow' },
      { target: 'ok' },
    ],
  },
  ok: { entry: { type: 'tell' as const, params: { role } } },
  slow: { entry: { type: 'tell' as const, params: { role } }, after: { burstEnd: 'check' } },
  defrag: { entry: { type: 'tell' as const, params: { role } }, after: { defragEnd: 'check' } },
});

export const slowDiskMemberMachine = setup({
  types: { context: {} as SlowMemberContext, events: {} as Event, input: {} as SlowMemberInput },
  delays: {
    election: ({ context }) => context.electionMs,
    burstEnd: ({ context }) => left(context.burstUntil, context.now()),
    stallEnd: ({ context }) => left(context.stallUntil, context.now()),
    defragEnd: ({ context }) => left(context.defragUntil, context.now()),
    restart: SCENARIO.restartMs,
  },
  guards: {
    startsAsLeader: ({ context }) => context.startsAsLeader,
    isDefrag: ({ context }) => diskOf(context, context.now()) === 'defrag',
    isStalled: ({ context }) => diskOf(context, context.now()) === 'stalled',
    isSlow: ({ context }) => diskOf(context, context.now()) === 'slow',
    fromLead: ({ context, event }) => 'from' in event && event.from === context.lead,
    newerLeader: ({ context, event }) => {
      assertEvent(event, 'leaderIs');
      return event.term > context.term || (event.term === context.term && event.from !== context.lead);
    },
    supersededWhileStalled: ({ context }) => context.pendingTerm > context.term,
    wonPreVote: ({ context, event }) => {
      assertEvent(event, 'preVoteResp');
      return event.granted && context.granted === 0;
    },
  },
  actions: {
    tell: enqueueActions(({ context, enqueue, system }, params: { role: MemberCond['role']; deaf?: boolean }) =>
      tellAll(system, enqueue, [...context.listeners, ...context.peers], { type: 'member.cond', cond: condOf(context, params.role, !params.deaf) }),
    ),
    setFsync: assign(({ event }) => {
      assertEvent(event, 'setFsync');
      return { fsyncMs: event.ms, burstUntil: 0 };
    }),
    stall: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'stall');
      update(enqueue, { stallFrom: context.now(), stallUntil: context.now() + event.ms });
    }),
    burst: enqueueActions(({ context, enqueue }) => update(enqueue, { burstUntil: context.now() + SCENARIO.burstForMs, burstMs: SCENARIO.burstMs })),
    defrag: enqueueActions(({ context, enqueue }) => update(enqueue, { defragUntil: context.now() + SCENARIO.defragMs })),
    setElection: assign(({ context, event }) => {
      assertEvent(event, 'setElection');
      return { electionMs: context.baseElectionMs * event.factor };
    }),
    hbStop: enqueueActions(({ context, enqueue, system }) => tellAll(system, enqueue, context.peers, { type: 'hbStop', from: context.id })),
    hbResume: enqueueActions(({ context, enqueue, system }) => tellAll(system, enqueue, context.peers, { type: 'hbResume', from: context.id })),
    whoLeads: enqueueActions(({ context, enqueue, system }) => {
      update(enqueue, { lead: null });
      tellAll(system, enqueue, context.peers, { type: 'whoLeads', from: context.id });
    }),
    answerWhoLeads: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'whoLeads');
      sender<Msg>(system, enqueue)(event.from, { type: 'leaderIs', from: context.id, term: context.term });
    }),
    follow: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'leaderIs');
      update(enqueue, { term: event.term, pendingTerm: Math.max(context.pendingTerm, event.term), lead: event.from, leaderChanges: context.leaderChanges + (event.from !== context.lead ? 1 : 0) });
    }),
    notePending: assign(({ context, event }) => {
      assertEvent(event, 'leaderIs');
      return event.term > context.pendingTerm ? { pendingTerm: event.term, pendingLead: event.from } : {};
    }),
    followPending: enqueueActions(({ context, enqueue }) =>
      update(enqueue, { term: context.pendingTerm, lead: context.pendingLead, leaderChanges: context.leaderChanges + (context.pendingLead !== context.lead ? 1 : 0) }),
    ),
    preCampaign: enqueueActions(({ context, enqueue, system }) => {
      update(enqueue, { granted: 0, answered: 0 });
      tellAll(system, enqueue, context.peers, { type: 'preVote', from: context.id, term: context.term + 1 });
    }),
    answerPreVote: enqueueActions(({ context, event, enqueue, system, self }) => {
      assertEvent(event, 'preVote');
      // A stalled member's raft loop sends nothing; one that hears a leader is inside its lease.
      if (diskOf(context, context.now()) === 'stalled') return;
      const snap = self.getSnapshot();
      const heardNobody = snap.matches({ up: { follower: 'waiting' } }) || snap.matches({ up: { follower: 'campaigning' } });
      sender<Msg>(system, enqueue)(event.from, { type: 'preVoteResp', from: context.id, granted: heardNobody && event.term > context.term });
    }),
    countAnswer: assign(({ context, event }) => {
      assertEvent(event, 'preVoteResp');
      return { answered: context.answered + 1, granted: context.granted + (event.granted ? 1 : 0) };
    }),
    becomeLeader: enqueueActions(({ context, enqueue, system }) => {
      const term = context.term + 1;
      update(enqueue, { term, lead: context.id, leaderChanges: context.leaderChanges + 1, pendingTerm: term, pendingLead: context.id });
      tellAll(system, enqueue, context.peers, { type: 'leaderIs', from: context.id, term });
    }),
    transfer: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'transfer');
      sender<Msg>(system, enqueue)(event.to, { type: 'timeoutNow', from: context.id });
    }),
    /** A graceful stop of the leader hands leadership to a follower that can take it (EtcdServer.Stop →
     * TransferLeadership); with none, its followers simply stop hearing from it. */
    handOver: enqueueActions(({ context, enqueue, system, self }) => {
      if (!self.getSnapshot().matches({ up: 'leader' })) return;
      const send = sender<Msg>(system, enqueue);
      const to = context.peers.find((p) => context.peerConds[p]?.role === 'follower' && context.peerConds[p]?.disk !== 'stalled');
      if (to) send(to, { type: 'timeoutNow', from: context.id });
      else for (const p of context.peers) send(p, { type: 'hbStop', from: context.id });
    }),
    notePeer: assign(({ context, event }) => {
      assertEvent(event, 'member.cond');
      return { peerConds: { ...context.peerConds, [event.cond.id]: event.cond } };
    }),
    recheck: raise({ type: 'recheck' }),
  },
}).createMachine({
  id: 'slow-disk-member',
  context: ({ input }) => ({
    id: input.id,
    peers: input.peers,
    electionMs: input.electionMs,
    baseElectionMs: input.electionMs,
    heartbeatMs: ETCD.heartbeatMs.value,
    listeners: input.listeners,
    now: input.now,
    startsAsLeader: input.leader,
    term: input.term,
    lead: input.lead,
    leaderChanges: 0,
    pendingTerm: input.term,
    pendingLead: null,
    granted: 0,
    answered: 0,
    peerConds: Object.fromEntries(input.peers.map((p) => [p, initialCond(p, input.lead)])),
    fsyncMs: SCENARIO.fsyncChoices[0],
    burstUntil: 0,
    burstMs: SCENARIO.burstMs,
    stallUntil: 0,
    stallFrom: 0,
    defragUntil: 0,
  }),
  initial: 'boot',
  on: { 'member.cond': { actions: 'notePeer' } },
  states: {
    boot: { always: [{ guard: 'startsAsLeader', target: 'up.leader' }, { target: 'up.follower' }] },
    up: {
      // A disk change is noted here; each role then moves to the disk state it now has (`recheck`).
      on: {
        setFsync: { actions: ['setFsync', 'recheck'] },
        burst: { actions: ['burst', 'recheck'] },
        defrag: { actions: ['defrag', 'recheck'] },
        stall: { actions: ['stall', 'recheck'] },
        setElection: { actions: 'setElection' },
        badFlags: { target: '#slow-disk-member.down.refused', actions: 'handOver' },
        preVote: { actions: 'answerPreVote' },
      },
      initial: 'follower',
      states: {
        leader: {
          initial: 'check',
          states: {
            ...diskStates('leader'),
            // No Ready batch is taken while the WAL fsync hangs: no heartbeat, no commit.
            stalled: {
              entry: ['hbStop', { type: 'tell', params: { role: 'leader' } }],
              on: { leaderIs: { actions: 'notePending' }, whoLeads: {} },
              after: {
                stallEnd: [
                  { guard: 'supersededWhileStalled', target: '#slow-disk-member.up.follower', actions: 'followPending' },
                  { target: 'check', actions: 'hbResume' },
                ],
              },
            },
          },
          on: {
            recheck: '.check',
            whoLeads: { actions: 'answerWhoLeads' },
            leaderIs: { guard: 'newerLeader', target: 'follower', actions: 'follow' },
            transfer: { actions: 'transfer' },
            restart: { target: '#slow-disk-member.down.restarting', actions: 'handOver' },
          },
        },
        follower: {
          initial: 'check',
          states: {
            ...diskStates('follower'),
            stalled: {
              entry: { type: 'tell', params: { role: 'follower' } },
              on: { leaderIs: { actions: 'notePending' }, hbStop: {}, hbResume: {} },
              after: {
                stallEnd: [
                  { guard: 'supersededWhileStalled', target: 'check', actions: 'followPending' },
                  { target: 'check' },
                ],
              },
            },
            // No heartbeat from the leader: the election timer runs (a stall stops it: no ticks).
            waiting: {
              entry: { type: 'tell', params: { role: 'follower', deaf: true } },
              after: { election: { target: 'campaigning', actions: 'preCampaign' } },
              on: { recheck: [{ guard: 'isStalled', target: 'stalled' }, {}] },
            },
            campaigning: {
              on: {
                recheck: [{ guard: 'isStalled', target: 'stalled' }, {}],
                preVoteResp: [
                  { guard: 'wonPreVote', target: '#slow-disk-member.up.leader', actions: ['countAnswer', 'becomeLeader'] },
                  { actions: 'countAnswer' },
                ],
              },
              after: { election: { target: 'campaigning', reenter: true, actions: 'preCampaign' } },
            },
          },
          on: {
            recheck: '.check',
            hbStop: { guard: 'fromLead', target: '.waiting' },
            hbResume: { guard: 'fromLead', target: '.check' },
            leaderIs: { guard: 'newerLeader', target: '.check', actions: 'follow' },
            timeoutNow: { guard: 'fromLead', target: '#slow-disk-member.up.leader', actions: 'becomeLeader' },
            restart: { target: '#slow-disk-member.down.restarting' },
          },
        },
      },
    },
    down: {
      entry: { type: 'tell', params: { role: 'down' } },
      initial: 'restarting',
      states: {
        // The pod restarts and the member replays its WAL from the slow disk (the scenario's 20 s).
        restarting: { after: { restart: { target: '#slow-disk-member.up.follower.waiting', actions: 'whoLeads' } } },
        // etcd refuses the flags at start: --election-timeout below 5 × --heartbeat-interval.
        refused: { on: { revertFlags: { target: '#slow-disk-member.up.follower.waiting', actions: 'whoLeads' } } },
      },
      on: { leaderIs: { actions: 'notePending' } },
    },
  },
});
