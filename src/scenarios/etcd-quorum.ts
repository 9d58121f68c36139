// Scenario "etcd-quorum": a 3- or 5-member etcd cluster whose members stop and start, whose leader
// fails, and whose clients send writes, reads and watches. Logic only; words live in
// content/scenarios/{en,ru}/etcd-quorum.yaml.
//
// Each member, the cluster, the client's last request and its watch are parallel regions. The state
// value carries everything behaviour depends on (every member's role, quorum, pending requests), and
// time moves only through `clock.tick` events, so the statechart is finite and a step link replays.
// Context mirrors the member roles (guards cannot read other regions), plus the Raft term for display.
import { setup, assign } from 'xstate';
import type { Scenario } from './types.ts';
import {
  ELECTION_TIMEOUT_MS,
  MEMBER_IDS,
  REQUEST_TIMEOUT_MS,
  WATCH_NO_LEADER_CANCEL_MS,
  type MemberId,
  clusterSize,
  quorumOf,
  type Members,
  electionWinner,
  failLeader,
  hasQuorum,
  initialMembers,
  liveMembers,
  passTime,
  sameMembers,
  startMember,
  statusOf,
  stopMember,
} from './raft.ts';

export type ClusterSize = 3 | 5;
export type TickSeconds = 1 | 7;

export type EtcdQuorumEvent =
  | { type: 'cluster.choose'; size: ClusterSize }
  | { type: 'member.stop'; member: MemberId }
  | { type: 'member.start'; member: MemberId }
  | { type: 'leader.fail' }
  | { type: 'clock.tick'; seconds: TickSeconds }
  | { type: 'request.write' }
  | { type: 'request.linearizableRead' }
  | { type: 'request.serializableRead' }
  | { type: 'request.watch' };

export interface EtcdQuorumContext {
  members: Members;
  /** Raft term: display only, no guard reads it (so traversal by state value stays sound). */
  term: number;
}

/** The term a freshly bootstrapped etcd cluster's first leader is elected in. */
export const FIRST_TERM = 2;

const NOBODY: Members = { m1: 'absent', m2: 'absent', m3: 'absent', m4: 'absent', m5: 'absent' };

/** The members after an event; unchanged for events that do not touch the cluster. */
export function membersAfter(members: Members, event: EtcdQuorumEvent): Members {
  switch (event.type) {
    case 'member.stop':
      return stopMember(members, event.member);
    case 'member.start':
      return startMember(members, event.member);
    case 'leader.fail':
      return failLeader(members);
    case 'clock.tick':
      return passTime(members, event.seconds * 1000);
    default:
      return members;
  }
}

type Args = { context: EtcdQuorumContext; event: EtcdQuorumEvent };
type MemberParams = { member: MemberId };

const before = ({ context }: Args) => context.members;
const after = ({ context, event }: Args) => membersAfter(context.members, event);
const ms = (event: EtcdQuorumEvent) => (event.type === 'clock.tick' ? event.seconds * 1000 : 0);
const concerns = (event: EtcdQuorumEvent, member: MemberId) => 'member' in event && event.member === member;

/** m4 and m5 exist only in a 5-member cluster: in a 3-member one they are `absent`. */
const OPTIONAL_MEMBERS: readonly MemberId[] = ['m4', 'm5'];

const memberRegion = (member: MemberId) => {
  const p: MemberParams = { member };
  return {
    initial: member === 'm1' ? ('leader' as const) : ('follower' as const),
    states: {
      ...(OPTIONAL_MEMBERS.includes(member) ? { absent: {} } : {}),
      down: {
        on: { 'member.start': { guard: { type: 'isThisMember' as const, params: p }, target: 'follower' } },
      },
      follower: {
        on: {
          'member.stop': { guard: { type: 'isThisMember' as const, params: p }, target: 'down' },
          'clock.tick': { guard: { type: 'winsElection' as const, params: p }, target: 'leader' },
        },
      },
      leader: {
        on: {
          'member.stop': [
            { guard: { type: 'isThisMember' as const, params: p }, target: 'down' },
            { guard: 'losesQuorum' as const, target: 'follower' },
          ],
          'leader.fail': { target: 'down' },
        },
      },
    },
  };
};

/** An answer is cleared when the reader changes the cluster, so the table never shows an answer
 * the changed cluster would not give (defined on the region, so it applies in each of its states)… */
const clearOnClusterChange = (target: string) => ({
  'member.stop': { guard: 'changesMembers' as const, target },
  'member.start': { guard: 'changesMembers' as const, target },
  'leader.fail': { guard: 'changesMembers' as const, target },
});

/** …except in a state that is still waiting (a request in flight, an open watch stream): an empty
 * transition there takes the event and so shadows the region's. */
const KEEP_WAITING = { 'member.stop': {}, 'member.start': {}, 'leader.fail': {} };

export const etcdQuorumMachine = setup({
  types: {
    context: {} as EtcdQuorumContext,
    events: {} as EtcdQuorumEvent,
  },
  guards: {
    isSize: ({ event }, params: { size: ClusterSize }) => event.type === 'cluster.choose' && event.size === params.size,
    changesMembers: (args) => !sameMembers(before(args), after(args)),
    losesQuorum: (args) => hasQuorum(before(args)) && !hasQuorum(after(args)),
    regainsQuorum: (args) => !hasQuorum(before(args)) && hasQuorum(after(args)),
    losesLeaderKeepsQuorum: (args) => statusOf(before(args)) === 'healthy' && statusOf(after(args)) === 'electing',
    electionCompletes: (args) => statusOf(before(args)) === 'electing' && statusOf(after(args)) === 'healthy',
    requestDeadlinePasses: ({ context, event }) =>
      ms(event) >= REQUEST_TIMEOUT_MS && statusOf(context.members) === 'noQuorum',
    watchCancelled: ({ context, event }) =>
      ms(event) >= WATCH_NO_LEADER_CANCEL_MS && statusOf(context.members) === 'noQuorum',
    hasLeader: ({ context }) => statusOf(context.members) === 'healthy',
    /** No leader to take the request, but a member is up to receive it. */
    noLeader: ({ context }) => statusOf(context.members) !== 'healthy' && liveMembers(context.members).length > 0,
    isThisMember: ({ event }, params: MemberParams) => concerns(event, params.member),
    winsElection: ({ context, event }, params: MemberParams) =>
      ms(event) >= ELECTION_TIMEOUT_MS && electionWinner(context.members) === params.member,
  },
  actions: {
    setUp: assign(({ event }) => ({
      members: initialMembers(event.type === 'cluster.choose' ? event.size : 3),
      term: FIRST_TERM,
    })),
    apply: assign(({ context, event }) => {
      const members = membersAfter(context.members, event);
      const elected = statusOf(context.members) !== 'healthy' && statusOf(members) === 'healthy';
      return { members, term: elected ? context.term + 1 : context.term };
    }),
  },
}).createMachine({
  id: 'etcd-quorum',
  context: { members: NOBODY, term: 0 },
  initial: 'setup',
  states: {
    setup: {
      on: {
        'cluster.choose': [
          {
            guard: { type: 'isSize', params: { size: 3 } },
            target: ['running.m4.absent', 'running.m5.absent'],
            actions: 'setUp',
          },
          { guard: { type: 'isSize', params: { size: 5 } }, target: 'running', actions: 'setUp' },
        ],
      },
    },
    running: {
      type: 'parallel',
      states: {
        m1: memberRegion('m1'),
        m2: memberRegion('m2'),
        m3: memberRegion('m3'),
        m4: memberRegion('m4'),
        m5: memberRegion('m5'),
        cluster: {
          initial: 'healthy',
          states: {
            healthy: {
              on: {
                'member.stop': [
                  { guard: 'losesQuorum', target: 'noQuorum', actions: 'apply' },
                  { guard: 'losesLeaderKeepsQuorum', target: 'electing', actions: 'apply' },
                  { guard: 'changesMembers', actions: 'apply' },
                ],
                'leader.fail': [
                  { guard: 'losesQuorum', target: 'noQuorum', actions: 'apply' },
                  { guard: 'losesLeaderKeepsQuorum', target: 'electing', actions: 'apply' },
                ],
                'member.start': { guard: 'changesMembers', actions: 'apply' },
              },
            },
            electing: {
              on: {
                'clock.tick': { guard: 'electionCompletes', target: 'healthy', actions: 'apply' },
                'member.stop': [
                  { guard: 'losesQuorum', target: 'noQuorum', actions: 'apply' },
                  { guard: 'changesMembers', actions: 'apply' },
                ],
                'member.start': { guard: 'changesMembers', actions: 'apply' },
              },
            },
            noQuorum: {
              on: {
                'member.start': [
                  { guard: 'regainsQuorum', target: 'electing', actions: 'apply' },
                  { guard: 'changesMembers', actions: 'apply' },
                ],
                'member.stop': { guard: 'changesMembers', actions: 'apply' },
              },
            },
          },
        },
        write: {
          initial: 'idle',
          on: clearOnClusterChange('.idle'),
          states: {
            idle: {
              on: {
                'request.write': [
                  { guard: 'hasLeader', target: 'committed' },
                  { guard: 'noLeader', target: 'waiting' },
                ],
              },
            },
            waiting: {
              on: {
                ...KEEP_WAITING,
                'clock.tick': [
                  { guard: 'electionCompletes', target: 'committed' },
                  { guard: 'requestDeadlinePasses', target: 'timedOut' },
                ],
              },
            },
            committed: { on: { 'request.write': { target: 'committed' } } },
            timedOut: { on: { 'request.write': { guard: 'noLeader', target: 'waiting' } } },
          },
        },
        linearizableRead: {
          initial: 'idle',
          on: clearOnClusterChange('.idle'),
          states: {
            idle: {
              on: {
                'request.linearizableRead': [
                  { guard: 'hasLeader', target: 'answered' },
                  { guard: 'noLeader', target: 'waiting' },
                ],
              },
            },
            waiting: {
              on: {
                ...KEEP_WAITING,
                'clock.tick': [
                  { guard: 'electionCompletes', target: 'leaderChanged' },
                  { guard: 'requestDeadlinePasses', target: 'timedOut' },
                ],
              },
            },
            answered: { on: { 'request.linearizableRead': { target: 'answered' } } },
            leaderChanged: { on: { 'request.linearizableRead': { target: 'answered' } } },
            timedOut: { on: { 'request.linearizableRead': { guard: 'noLeader', target: 'waiting' } } },
          },
        },
        serializableRead: {
          initial: 'idle',
          on: clearOnClusterChange('.idle'),
          states: {
            idle: {
              on: {
                'request.serializableRead': [
                  { guard: 'hasLeader', target: 'answered' },
                  { guard: 'noLeader', target: 'possiblyStale' },
                ],
              },
            },
            answered: { on: { 'request.serializableRead': { target: 'answered' } } },
            possiblyStale: {
              on: {
                'request.serializableRead': [{ guard: 'hasLeader', target: 'answered' }, { target: 'possiblyStale' }],
              },
            },
          },
        },
        watch: {
          initial: 'none',
          on: clearOnClusterChange('.none'),
          states: {
            none: {
              on: {
                'request.watch': [
                  { guard: 'hasLeader', target: 'streaming' },
                  { guard: 'noLeader', target: 'refused' },
                ],
              },
            },
            streaming: {
              on: {
                ...KEEP_WAITING,
                'clock.tick': { guard: 'watchCancelled', target: 'cancelled' },
              },
            },
            refused: {
              on: { 'request.watch': [{ guard: 'hasLeader', target: 'streaming' }, { target: 'refused' }] },
            },
            cancelled: { on: { 'request.watch': { guard: 'noLeader', target: 'refused' } } },
          },
        },
      },
    },
  },
});

/** Every event a reader can send, with each parameter value spelled out (buttons, traversal, links). */
export const etcdQuorumEvents = [
  { type: 'cluster.choose', param: { name: 'size', values: [3, 5] } },
  { type: 'member.stop', param: { name: 'member', values: [...MEMBER_IDS] } },
  { type: 'member.start', param: { name: 'member', values: [...MEMBER_IDS] } },
  { type: 'leader.fail' },
  { type: 'clock.tick', param: { name: 'seconds', values: [1, 7] } },
  { type: 'request.write' },
  { type: 'request.linearizableRead' },
  { type: 'request.serializableRead' },
  { type: 'request.watch' },
] as const;

export const scenario: Scenario = {
  id: 'etcd-quorum',
  machine: etcdQuorumMachine,
  events: etcdQuorumEvents,
  focus: ['running.cluster'],
  status: (snapshot) => {
    const { members, term } = snapshot.context as EtcdQuorumContext;
    const size = clusterSize(members);
    return size ? { up: liveMembers(members).length, size, quorum: quorumOf(size), term } : undefined;
  },
};
