// replace-member's own component types, views of etcd at the level a member replacement needs: the
// shared models are etcd-member (an etcd server's Raft) and the etcd request types in
// src/model/components/. These are separate types, not capabilities of etcd-member: their states
// (`etcd-host`: dead, removed, fresh, added, running.learner…; `etcd-cluster`: healthy, reduced,
// noQuorum; `etcdctl-command`: ok.added, refused, timedOut) are what this scenario's published step
// links and curated timelines pin, and each type's statechart is drawn per type: one merged machine
// would draw Raft roles next to membership states for every reader of either scenario.
//
// Component types for membership procedures (replacing a member): the cluster's member list as the
// surviving members hold it (`etcd-cluster`), the etcd process on one machine with its data directory
// (`etcd-host`), and the last etcdctl command with what it printed (`etcdctl-command`).
//
// These work one level above `etcd-member` (src/model/components/etcd-member.ts), which models Raft
// roles, terms and log replication: a replacement is about who is listed, who runs and who counts
// toward the quorum, so elections are not replayed here (the leader stays up throughout; the scenario
// says so). `etcd-member` is unchanged, so etcd-quorum keeps its behaviour.
//
// The rules, from etcd v3.5.21/v3.6.0 `server/etcdserver/server.go` (mayAddMember, mayPromoteMember,
// isLearnerReady), `bootstrap.go` (isMemberBootstrapped), `api/rafthttp/util.go` (errMemberRemoved) and
// the fact sheet §3 "Membership" (corrected 2026-12):
// - with --strict-reconfig-check (default true) `member add`, learners included, is refused at once with
//   `etcdserver: unhealthy cluster` unless the member handling it is connected to every voting member;
// - without it the add is proposed as is and, like remove and promote, needs a quorum: without one
//   etcdctl gives up after its 5 s --command-timeout;
// - promote is refused with ErrLearnerNotReady until the learner's log reaches 90 % of the leader's.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { ETCDCTL_TIMEOUT_MS, quorumOf } from '../../components/etcd-protocol.ts';
import { type Directory, sender as senderOf } from '../../components/send.ts';

/** The three strings the refusals and failures print, verbatim from the etcd source (v3.5.21, v3.6.0). */
export const MEMBERSHIP_ERRORS = {
  unhealthy: 'etcdserver: unhealthy cluster',
  learnerNotReady: 'etcdserver: can only promote a learner member which is in sync with leader',
  removed: 'the member has been permanently removed from the cluster',
  /** `member <id> has already been bootstrapped`: the id is filled in. */
  alreadyBootstrapped: (id: string) => `member ${id} has already been bootstrapped`,
  /** etcdctl's own deadline (`--command-timeout`, 5 s). */
  deadline: 'context deadline exceeded',
} as const;

export interface MemberInfo {
  name: string;
  /** Member ID as etcdctl prints it (16 hex digits). */
  id: string;
  peerUrl: string;
  clientUrl: string;
}

type Message = { type: string; [k: string]: unknown };
/** Send to another instance by its system id (the instance id); instances of other types speak these small messages. */
const sender = (system: Directory, enqueue: { sendTo: (ref: never, event: never) => void }) => senderOf<Message>(system, enqueue);

// ---------------------------------------------------------------------------------------------------
// etcd-cluster: the member list and the quorum arithmetic.

export interface ClusterInput {
  id: string;
  members: MemberInfo[];
  voters: string[];
  running: string[];
  strict: boolean;
  clusterId: string;
}

export interface ClusterContext {
  members: MemberInfo[];
  clusterId: string;
  voters: string[];
  learners: string[];
  /** Members whose etcd process runs and is connected to the others. */
  running: string[];
  /** Members that have published their name once (member list: `started`), dead ones included. */
  started: string[];
  /** Learners whose log has caught up with the leader's (isLearnerReady). */
  synced: string[];
  removed: string[];
  strict: boolean;
}

export type ClusterCommand =
  | { type: 'status' }
  | { type: 'list' }
  | { type: 'health' }
  | { type: 'remove'; member: string }
  | { type: 'add'; member: string; learner: boolean }
  | { type: 'promote'; member: string };

export type HostReport = { type: 'up'; member: string } | { type: 'synced'; member: string };

/** Results the cluster sends to the etcdctl-command instance. */
export type CommandResult =
  | { type: 'result'; kind: ResultKind; lines: string[] }
  | { type: 'refused'; error: string; lines: string[] }
  | { type: 'hang' };

/** A reply with the command it answers (the command words key). */
export type CommandReply = CommandResult & { command: string };

export type ResultKind = 'status' | 'list' | 'health' | 'removed' | 'added' | 'addedLearner' | 'promoted';

export const votersRunning = (c: Pick<ClusterContext, 'voters' | 'running'>) => c.voters.filter((v) => c.running.includes(v)).length;
export const hasQuorum = (c: Pick<ClusterContext, 'voters' | 'running'>) => votersRunning(c) >= quorumOf(c.voters.length);
export const listed = (c: Pick<ClusterContext, 'voters' | 'learners'>) => [...c.voters, ...c.learners];
const info = (c: ClusterContext, name: string) => c.members.find((m) => m.name === name)!;

/** What the cluster's state is called: computed from who is listed and who runs. */
export function clusterHealth(c: Pick<ClusterContext, 'voters' | 'running'>): 'healthy' | 'degraded' | 'reduced' | 'noQuorum' {
  const v = c.voters.length;
  const r = votersRunning(c);
  if (r < quorumOf(v)) return 'noQuorum';
  if (r < v) return 'degraded';
  return v - quorumOf(v) >= 1 ? 'healthy' : 'reduced';
}

/** `etcdctl member list` rows: ID, status, name, peer URLs, client URLs, is learner. */
function listRows(c: ClusterContext): string[] {
  return listed(c).map((name) => {
    const m = info(c, name);
    return c.started.includes(name)
      ? `${m.id}, started, ${m.name}, ${m.peerUrl}, ${m.clientUrl}, ${c.learners.includes(name)}`
      : `${m.id}, unstarted, , ${m.peerUrl}, , ${c.learners.includes(name)}`;
  });
}

/** The leader throughout (membership changes, not elections, are what this type models). */
const LEADER = 'etcd2';
const endpointsOf = (c: ClusterContext) => listed(c).map((n) => info(c, n));

export const etcdClusterMachine = setup({
  types: {
    context: {} as ClusterContext,
    events: {} as ClusterCommand | HostReport,
    input: {} as ClusterInput,
  },
  guards: {
    isHealthy: ({ context }) => clusterHealth(context) === 'healthy',
    isDegraded: ({ context }) => clusterHealth(context) === 'degraded',
    isReduced: ({ context }) => clusterHealth(context) === 'reduced',
    isNoQuorum: ({ context }) => clusterHealth(context) === 'noQuorum',
  },
  actions: {
    command: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, ['status', 'list', 'health', 'remove', 'add', 'promote']);
      const reply = (r: CommandResult) => sender(system, enqueue)('etcdctl', { ...r, command: event.type });
      const tell = (to: string, e: { type: string; [k: string]: unknown }) => sender(system, enqueue)(to, e);
      switch (event.type) {
        case 'status': {
          // Plain `endpoint status` asks each endpoint for itself: no quorum needed.
          const lines = endpointsOf(context).map((m) =>
            context.running.includes(m.name)
              ? // etcdctl's simple format; `…` stands for the columns left out (version, sizes, term, indexes).
                `${m.clientUrl}, ${m.id}, …, ${m.name === LEADER}, ${context.learners.includes(m.name)}, …`
              : `Failed to get the status of endpoint ${m.clientUrl} (context deadline exceeded)`,
          );
          reply({ type: 'result', kind: 'status', lines });
          return;
        }
        case 'list':
          if (!hasQuorum(context)) return reply({ type: 'hang' });
          reply({ type: 'result', kind: 'list', lines: listRows(context) });
          return;
        case 'health': {
          if (!hasQuorum(context)) return reply({ type: 'hang' });
          const lines = endpointsOf(context).map((m) =>
            context.running.includes(m.name)
              ? `${m.clientUrl} is healthy: successfully committed proposal: took = …`
              : `${m.clientUrl} is unhealthy: failed to commit proposal: context deadline exceeded`,
          );
          if (endpointsOf(context).some((m) => !context.running.includes(m.name))) lines.push('Error: unhealthy cluster');
          reply({ type: 'result', kind: 'health', lines });
          return;
        }
        case 'remove': {
          if (!hasQuorum(context)) return reply({ type: 'hang' });
          const m = info(context, event.member);
          enqueue.assign({
            voters: context.voters.filter((v) => v !== event.member),
            learners: context.learners.filter((v) => v !== event.member),
            running: context.running.filter((v) => v !== event.member),
            started: context.started.filter((v) => v !== event.member),
            removed: [...context.removed, event.member],
          });
          tell(event.member, { type: 'removedFromCluster' });
          reply({ type: 'result', kind: 'removed', lines: [`Member ${m.id} removed from cluster ${context.clusterId}`] });
          return;
        }
        case 'add': {
          const everyVoterConnected = context.voters.every((v) => context.running.includes(v));
          if (context.strict && !everyVoterConnected) return reply({ type: 'refused', error: MEMBERSHIP_ERRORS.unhealthy, lines: [] });
          if (!hasQuorum(context)) return reply({ type: 'hang' });
          const m = info(context, event.member);
          const after = event.learner
            ? { learners: [...context.learners, event.member] }
            : { voters: [...context.voters, event.member] };
          enqueue.assign(after);
          tell(event.member, { type: 'addedToCluster', learner: event.learner });
          // etcdctl prints the members in the order the server lists them: by member ID
          // (RaftCluster.Members() sorts, v3.6.0 server/etcdserver/api/membership/cluster.go).
          const initial = [...context.voters, ...context.learners, event.member]
            .sort((a, b) => info(context, a).id.localeCompare(info(context, b).id))
            .map((n) => `${n}=${info(context, n).peerUrl}`)
            .join(',');
          reply({
            type: 'result',
            kind: event.learner ? 'addedLearner' : 'added',
            lines: [
              `Member ${m.id} added${event.learner ? ' as learner ' : ' '}to cluster ${context.clusterId}`,
              `ETCD_NAME="${m.name}"`,
              `ETCD_INITIAL_CLUSTER="${initial}"`,
              `ETCD_INITIAL_ADVERTISE_PEER_URLS="${m.peerUrl}"`,
              'ETCD_INITIAL_CLUSTER_STATE="existing"',
            ],
          });
          return;
        }
        case 'promote': {
          // Only the leader knows the learner's progress (isLearnerReady); the check comes first.
          if (!hasQuorum(context)) return reply({ type: 'hang' });
          if (!context.synced.includes(event.member)) return reply({ type: 'refused', error: MEMBERSHIP_ERRORS.learnerNotReady, lines: [] });
          const m = info(context, event.member);
          enqueue.assign({ voters: [...context.voters, event.member], learners: context.learners.filter((l) => l !== event.member) });
          tell(event.member, { type: 'promoted' });
          reply({ type: 'result', kind: 'promoted', lines: [`Member ${m.id} promoted in cluster ${context.clusterId}`] });
          return;
        }
      }
    }),
    hostUp: assign(({ context, event }) => {
      assertEvent(event, 'up');
      if (context.running.includes(event.member)) return {};
      return { running: [...context.running, event.member], started: [...context.started.filter((s) => s !== event.member), event.member] };
    }),
    hostSynced: assign(({ context, event }) => {
      assertEvent(event, 'synced');
      return { synced: [...context.synced, event.member] };
    }),
  },
}).createMachine({
  id: 'etcd-cluster',
  context: ({ input }) => ({
    members: input.members,
    clusterId: input.clusterId,
    voters: input.voters,
    learners: [],
    running: input.running,
    started: input.voters,
    synced: [],
    removed: [],
    strict: input.strict,
  }),
  initial: 'boot',
  // Every command and report updates the context; the state then follows the quorum arithmetic.
  on: {
    status: { actions: 'command' },
    list: { actions: 'command' },
    health: { actions: 'command' },
    remove: { actions: 'command' },
    add: { actions: 'command' },
    promote: { actions: 'command' },
    up: { actions: 'hostUp' },
    synced: { actions: 'hostSynced' },
  },
  states: {
    boot: {
      always: [
        { guard: 'isHealthy', target: 'healthy' },
        { guard: 'isReduced', target: 'reduced' },
        { guard: 'isNoQuorum', target: 'noQuorum' },
        { target: 'degraded' },
      ],
    },
    healthy: {
      always: [
        { guard: 'isDegraded', target: 'degraded' },
        { guard: 'isReduced', target: 'reduced' },
        { guard: 'isNoQuorum', target: 'noQuorum' },
      ],
    },
    degraded: {
      always: [
        { guard: 'isHealthy', target: 'healthy' },
        { guard: 'isReduced', target: 'reduced' },
        { guard: 'isNoQuorum', target: 'noQuorum' },
      ],
    },
    reduced: {
      always: [
        { guard: 'isHealthy', target: 'healthy' },
        { guard: 'isDegraded', target: 'degraded' },
        { guard: 'isNoQuorum', target: 'noQuorum' },
      ],
    },
    noQuorum: {
      always: [
        { guard: 'isHealthy', target: 'healthy' },
        { guard: 'isDegraded', target: 'degraded' },
        { guard: 'isReduced', target: 'reduced' },
      ],
    },
  },
});

// ---------------------------------------------------------------------------------------------------
// etcd-host: one machine's etcd process and data directory.

export interface HostInput {
  id: string;
  /** Where the instance starts: a running voter, the failed member, or a fresh machine. */
  start: 'voter' | 'dead' | 'fresh';
  /** How long a started learner takes to catch up with the leader (a stated, fixed value). */
  syncMs: number;
  memberId: string;
}

export interface HostContext {
  memberId: string;
  syncMs: number;
  start: HostInput['start'];
  /** The member is in the cluster's member list. */
  listed: boolean;
  learner: boolean;
  error: string;
}

export type HostEvent =
  | { type: 'removedFromCluster' }
  | { type: 'addedToCluster'; learner: boolean }
  | { type: 'promoted' }
  | { type: 'startExisting' }
  | { type: 'startFreshNew' }
  | { type: 'startOldData' };

export const etcdHostMachine = setup({
  types: { context: {} as HostContext, events: {} as HostEvent, input: {} as HostInput },
  delays: { catchUp: ({ context }) => context.syncMs },
  guards: {
    startsAsVoter: ({ context }) => context.start === 'voter',
    startsDead: ({ context }) => context.start === 'dead',
    isLearner: ({ context }) => context.learner,
  },
  actions: {
    reportUp: enqueueActions(({ enqueue, system, self }) => sender(system, enqueue)('cluster', { type: 'up', member: self.id })),
    reportSynced: enqueueActions(({ enqueue, system, self }) => sender(system, enqueue)('cluster', { type: 'synced', member: self.id })),
    unlist: assign({ listed: false }),
    list: assign(({ event }) => {
      assertEvent(event, 'addedToCluster');
      return { listed: true, learner: event.learner };
    }),
    promote: assign({ learner: false }),
    failBootstrapped: assign(({ context }) => ({ error: MEMBERSHIP_ERRORS.alreadyBootstrapped(context.memberId) })),
    failRemoved: assign({ error: MEMBERSHIP_ERRORS.removed }),
  },
}).createMachine({
  id: 'etcd-host',
  context: ({ input }) => ({
    memberId: input.memberId,
    syncMs: input.syncMs,
    start: input.start,
    listed: input.start !== 'fresh',
    learner: false,
    error: '',
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'startsAsVoter', target: 'running.voter' }, { guard: 'startsDead', target: 'dead' }, { target: 'fresh' }],
    },
    // The failed member: its machine is gone (or its disk); it is still in the member list.
    dead: {
      on: {
        removedFromCluster: { target: 'removed', actions: 'unlist' },
        // The same name, peer URLs and token give the same member ID, and the cluster still lists it as started.
        startFreshNew: { target: 'exited.alreadyBootstrapped', actions: 'failBootstrapped' },
      },
    },
    removed: {
      on: {
        // A removed member ID is refused by every peer (410 Gone), with any data dir.
        startFreshNew: { target: 'exited.removed', actions: 'failRemoved' },
        startOldData: { target: 'exited.removed', actions: 'failRemoved' },
      },
    },
    exited: {
      initial: 'alreadyBootstrapped',
      states: {
        alreadyBootstrapped: { on: { removedFromCluster: { target: '#etcd-host.removed', actions: 'unlist' } } },
        removed: {},
      },
    },
    fresh: {
      on: { addedToCluster: { target: 'added', actions: 'list' } },
    },
    added: {
      on: {
        startExisting: [
          { guard: 'isLearner', target: 'running.learner.catchingUp', actions: 'reportUp' },
          { target: 'running.voter', actions: 'reportUp' },
        ],
      },
    },
    running: {
      initial: 'voter',
      states: {
        voter: {},
        learner: {
          initial: 'catchingUp',
          states: {
            catchingUp: { after: { catchUp: { target: 'inSync', actions: 'reportSynced' } } },
            // The cluster promotes only a learner in sync (isLearnerReady), so only this state hears it.
            inSync: { on: { promoted: { target: '#etcd-host.running.voter', actions: 'promote' } } },
          },
        },
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------------
// etcdctl-command: the last command and what it printed.

export interface CommandContext {
  /** The cluster command it answers (status, list, add…). */
  command: string;
  lines: string[];
  error: string;
  kind: ResultKind | '';
  /** Replies so far: the same answer twice is still a new line in the log. */
  n: number;
}

const fresh = (e: CommandReply) => ({ command: e.command, lines: e.type === 'hang' ? [] : e.lines, error: e.type === 'refused' ? e.error : '', kind: e.type === 'result' ? e.kind : ('' as const) });

export const etcdctlCommandMachine = setup({
  types: { context: {} as CommandContext, events: {} as CommandReply, input: {} as { id: string } },
  delays: { commandTimeout: ETCDCTL_TIMEOUT_MS },
  guards: {
    is: ({ event }, kind: ResultKind) => {
      assertEvent(event, 'result');
      return event.kind === kind;
    },
  },
  actions: {
    take: assign(({ context, event }) => ({ ...fresh(event), n: context.n + 1 })),
    giveUp: assign({ error: MEMBERSHIP_ERRORS.deadline }),
  },
}).createMachine({
  id: 'etcdctl-command',
  context: { command: '', lines: [], error: '', kind: '', n: 0 },
  initial: 'idle',
  on: {
    result: [
      { guard: { type: 'is', params: 'status' }, target: '.ok.status', actions: 'take' },
      { guard: { type: 'is', params: 'list' }, target: '.ok.list', actions: 'take' },
      { guard: { type: 'is', params: 'health' }, target: '.ok.health', actions: 'take' },
      { guard: { type: 'is', params: 'removed' }, target: '.ok.removed', actions: 'take' },
      { guard: { type: 'is', params: 'added' }, target: '.ok.added', actions: 'take' },
      { guard: { type: 'is', params: 'addedLearner' }, target: '.ok.addedLearner', actions: 'take' },
      { guard: { type: 'is', params: 'promoted' }, target: '.ok.promoted', actions: 'take' },
    ],
    refused: { target: '.refused', actions: 'take' },
    hang: { target: '.waiting', actions: 'take' },
  },
  states: {
    idle: {},
    // No quorum: the request waits in Raft; etcdctl gives up at its own deadline.
    waiting: { after: { commandTimeout: { target: 'timedOut', actions: 'giveUp' } } },
    ok: {
      initial: 'status',
      states: { status: {}, list: {}, health: {}, removed: {}, added: {}, addedLearner: {}, promoted: {} },
    },
    refused: {},
    timedOut: {},
  },
});
