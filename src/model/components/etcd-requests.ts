// Client requests as component types, one small machine each: what etcdctl (or any clientv3 user)
// sends to one member and the answer it keeps until the reader sends a new request of that kind.
// Timers: the server's 7 s request deadline, etcdctl's default 5 s --command-timeout, the write row's
// 10 s and the watch cancel after three monitorLeader checks without a leader (etcd-protocol.ts).
import { type ContextFrom, assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { MemberContext } from './etcd-member.ts';
import { proposalTimeoutError } from './etcd-member-clients.ts';
import {
  ETCDCTL_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  ROW_COMMAND_TIMEOUT_MS,
  type MemberAddCount,
  WATCH_NO_LEADER_CANCEL_MS,
  type MemberToClient,
  type ProposeMode,
} from './etcd-protocol.ts';
import { sender as senderOf, type Directory } from './send.ts';
import { memberAddRule } from './etcd-member-clients.facts.ts';
import { WRITE } from './etcd-requests.facts.ts';
import { DEFAULT_ETCD_VERSION } from './etcd-version.ts';
import type { ClientToMember } from './etcd-protocol.ts';

const sender = (system: Directory, enqueue: { sendTo: (ref: never, event: never) => void }) => senderOf<ClientToMember>(system, enqueue);

export interface RequestInput {
  id: string;
  now: () => number;
  /** The etcd release of the client and cluster (etcd-version.ts). Default: DEFAULT_ETCD_VERSION. */
  version?: string;
}

/** The reader's "send": which member etcdctl talks to, the request's serial and the value to put. */
export type SendEvent = { type: 'send'; member: string; n: number; value?: string };

export interface Answer {
  value?: string;
  revision?: number;
  error?: string;
  /** Simulated ms when the answer came. */
  at?: number;
}

export interface RequestContext extends Answer {
  id: string;
  now: () => number;
  n: number;
  member: string;
  sentValue: string;
  startedAt: number;
}

const base = (input: RequestInput): RequestContext => ({ id: input.id, now: input.now, n: 0, member: '', sentValue: '', startedAt: 0 });

/** A new request replaces the previous answer. */
const started = (context: RequestContext, e: SendEvent) => ({
  n: e.n,
  member: e.member,
  sentValue: e.value ?? '',
  startedAt: context.now(),
  value: undefined,
  revision: undefined,
  error: undefined,
  at: undefined,
});
const mine = ({ context, event }: { context: RequestContext; event: { type: string; n?: number } }) => event.n === context.n;

// ---------------------------------------------------------------------------------------------------
// etcdctl put: the row follows `--command-timeout=10s`, so the server's own answer at 7 s is visible;
// at 5 s it notes what etcdctl with the default timeout has already printed. A member without a
// leader fails the proposal at 7 s with the bare context error: 3.4 sends it as gRPC Unknown (the row
// fails then), 3.5+ as DeadlineExceeded, which clientv3 sends again until its own 10 s
// (etcd-requests.facts.ts).

type WriteEvent = SendEvent | MemberToClient;
type WriteContext_ = RequestContext & { mode: ProposeMode | 'none'; retries: boolean };

export const etcdWriteMachine = setup({
  types: { context: {} as WriteContext_, events: {} as WriteEvent, input: {} as RequestInput },
  delays: {
    requestTimeout: REQUEST_TIMEOUT_MS,
    etcdctlTimeout: ETCDCTL_TIMEOUT_MS,
    /** The row's own deadline, counted from the send: what is left of it after the server's 7 s. */
    rowDeadline: ROW_COMMAND_TIMEOUT_MS - REQUEST_TIMEOUT_MS,
  },
  guards: {
    mine,
    /** The proposal entered raft (a leader's log, or forwarded by a follower): etcd says "request timed out". */
    proposed: ({ context }) => context.mode === 'proposed',
    /** The client sends a server-side DeadlineExceeded again (3.5+). */
    retries: ({ context }) => context.retries,
  },
  actions: {
    send: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'send');
      enqueue.assign({ mode: 'none' });
      enqueue.assign(started(context, event));
      sender(system, enqueue)(event.member, { type: 'propose', req: context.id, n: event.n, value: event.value ?? '' });
    }),
    /** The same put again, to the same member (clientv3's retry interceptor). */
    resend: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ mode: 'none' });
      sender(system, enqueue)(context.member, { type: 'propose', req: context.id, n: context.n, value: context.sentValue });
    }),
    mode: assign(({ event }) => {
      assertEvent(event, 'accepted');
      return { mode: event.mode };
    }),
    committed: assign(({ context, event }) => {
      assertEvent(event, 'committed');
      return { revision: event.revision, value: context.sentValue, at: context.now() };
    }),
    // Which timeout error etcd returns depends on the member's view now: read it here, assign only the result.
    timedOut: enqueueActions(({ context, enqueue, system }) => {
      const member = system.get(context.member)?.getSnapshot().context as MemberContext | undefined;
      enqueue.assign({ error: member ? proposalTimeoutError(member, context.startedAt) : 'etcdserver: request timed out', at: context.now() });
    }),
    deadline: assign(({ context }) => ({ error: 'context deadline exceeded', at: context.now() })),
    connectionLost: assign(({ context }) => ({ error: 'connection lost', at: context.now() })),
  },
}).createMachine({
  id: 'etcd-write',
  context: ({ input }) => ({ ...base(input), mode: 'none' as const, retries: WRITE.retriesServerDeadline.value(input.version ?? DEFAULT_ETCD_VERSION) }),
  initial: 'idle',
  on: { send: { target: '.pending', actions: 'send', reenter: true } },
  states: {
    idle: {},
    pending: {
      initial: 'waiting',
      after: {
        requestTimeout: [
          { guard: 'proposed', target: 'failed.requestTimedOut', actions: 'timedOut' },
          { guard: 'retries', target: '.retrying', actions: 'resend' },
          { target: 'failed.deadlineExceeded', actions: 'deadline' },
        ],
      },
      on: {
        accepted: { guard: 'mine', actions: 'mode' },
        committed: { guard: 'mine', target: 'done', actions: 'committed' },
        connectionLost: { guard: 'mine', target: 'failed.connectionLost', actions: 'connectionLost' },
      },
      states: {
        waiting: { after: { etcdctlTimeout: 'pastDefaultTimeout' } },
        pastDefaultTimeout: {},
        // The server gave up at 7 s with DeadlineExceeded; the client tries again until the row's 10 s.
        retrying: { after: { rowDeadline: { target: '#etcd-write.failed.deadlineExceeded', actions: 'deadline' } } },
      },
    },
    done: {},
    failed: { initial: 'deadlineExceeded', states: { deadlineExceeded: {}, requestTimedOut: {}, connectionLost: {} } },
  },
});

// ---------------------------------------------------------------------------------------------------
// etcdctl get (linearizable, the default): clientv3 retries the server's `request timed out` and
// `leader changed` (gRPC Unavailable) until its own deadline, so what etcdctl prints ends at 5 s.

type ReadEvent = SendEvent | MemberToClient;

export const etcdReadMachine = setup({
  types: { context: {} as RequestContext & { retried: boolean }, events: {} as ReadEvent, input: {} as RequestInput },
  delays: { etcdctlTimeout: ETCDCTL_TIMEOUT_MS },
  guards: { mine },
  actions: {
    send: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'send');
      enqueue.assign(started(context, event));
      enqueue.assign({ retried: false });
      sender(system, enqueue)(event.member, { type: 'read', req: context.id, n: event.n });
    }),
    answered: assign(({ context, event }) => {
      assertEvent(event, 'readOk');
      return { value: event.value, revision: event.revision, retried: event.retried, at: context.now() };
    }),
    deadline: assign(({ context }) => ({ error: 'context deadline exceeded', at: context.now() })),
  },
}).createMachine({
  id: 'etcd-read',
  context: ({ input }) => ({ ...base(input), retried: false }),
  initial: 'idle',
  on: { send: { target: '.pending', actions: 'send', reenter: true } },
  states: {
    idle: {},
    pending: {
      after: { etcdctlTimeout: { target: 'failed', actions: 'deadline' } },
      on: { readOk: { guard: 'mine', target: 'done', actions: 'answered' } },
    },
    done: {},
    failed: {},
  },
});

// ---------------------------------------------------------------------------------------------------
// etcdctl get --consistency=s: answered at once from the member's own copy, however old.

export const etcdSerializableReadMachine = setup({
  types: { context: {} as RequestContext, events: {} as ReadEvent, input: {} as RequestInput },
  guards: { mine },
  actions: {
    send: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'send');
      enqueue.assign(started(context, event));
      sender(system, enqueue)(event.member, { type: 'serializableRead', req: context.id, n: event.n });
    }),
    answered: assign(({ context, event }) => {
      assertEvent(event, 'sreadOk');
      return { value: event.value, revision: event.revision, at: context.now() };
    }),
  },
}).createMachine({
  id: 'etcd-serializable-read',
  context: ({ input }) => base(input),
  initial: 'idle',
  on: { send: { target: '.pending', actions: 'send', reenter: true } },
  states: {
    idle: {},
    pending: { on: { sreadOk: { guard: 'mine', target: 'done', actions: 'answered' } } },
    done: {},
  },
});

// ---------------------------------------------------------------------------------------------------
// A require-leader watch (what kube-apiserver opens): accepted while the member names a leader,
// cancelled with `etcdserver: no leader` on monitorLeader's 3rd check without one.

export const etcdWatchMachine = setup({
  types: {
    context: {} as RequestContext & { events: number; lastRevision: number },
    events: {} as SendEvent | MemberToClient,
    input: {} as RequestInput,
  },
  delays: { noLeaderCancel: WATCH_NO_LEADER_CANCEL_MS },
  guards: { mine },
  actions: {
    send: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'send');
      const send = sender(system, enqueue);
      if (context.member) send(context.member, { type: 'unwatch', req: context.id });
      enqueue.assign(started(context, event));
      enqueue.assign({ events: 0, lastRevision: 0 });
      send(event.member, { type: 'watch', req: context.id, n: event.n });
    }),
    refused: assign(({ context, event }) => {
      assertEvent(event, 'watchRefused');
      return { error: event.error, at: context.now() };
    }),
    accepted: assign(({ context }) => ({ at: context.now() })),
    got: assign(({ context, event }) => {
      assertEvent(event, 'watchEvent');
      return { events: context.events + 1, lastRevision: event.revision, value: event.value, revision: event.revision };
    }),
    cancelled: enqueueActions(({ context, enqueue, system }) => {
      sender(system, enqueue)(context.member, { type: 'unwatch', req: context.id });
      enqueue.assign({ error: 'etcdserver: no leader', at: context.now() });
    }),
    broken: assign(({ context }) => ({ error: 'connection lost', at: context.now() })),
  },
}).createMachine({
  id: 'etcd-watch',
  context: ({ input }) => ({ ...base(input), events: 0, lastRevision: 0 }),
  initial: 'idle',
  on: { send: { target: '.opening', actions: 'send', reenter: true } },
  states: {
    idle: {},
    opening: {
      on: {
        watchOk: { guard: 'mine', target: 'open', actions: 'accepted' },
        watchRefused: { guard: 'mine', target: 'refused', actions: 'refused' },
      },
    },
    open: {
      initial: 'streaming',
      on: {
        watchEvent: { actions: 'got' },
        connectionLost: { guard: 'mine', target: 'broken', actions: 'broken' },
      },
      states: {
        streaming: { on: { noLeader: 'noLeader' } },
        noLeader: {
          after: { noLeaderCancel: { target: '#etcd-watch.cancelled', actions: 'cancelled' } },
          on: { leaderBack: 'streaming' },
        },
      },
    },
    refused: {},
    cancelled: {},
    broken: {},
  },
});

// ---------------------------------------------------------------------------------------------------
// etcdctl member add: refused at once unless the member handling it has been connected for 5 s to every
// voting member (to 3.5.29 / 3.6.10) or to a quorum of the cluster with the new member (3.5.30 / 3.6.11 /
// 3.7.0): etcd-member-clients.facts.ts. The states say which rule decided.

type MemberAddContext_ = RequestContext & { name: string; rule: MemberAddCount['rule']; connected: number; needed: number; voters: number };

export const etcdMemberAddMachine = setup({
  types: { context: {} as MemberAddContext_, events: {} as SendEvent | MemberToClient, input: {} as RequestInput },
  guards: {
    /** An answer to this request, decided by the rule of 3.5.29 / 3.6.10 and older. */
    mineAllPeers: (x) => mine(x) && 'rule' in x.event && x.event.rule === 'allPeers',
    mine,
  },
  actions: {
    send: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'send');
      enqueue.assign(started(context, event));
      sender(system, enqueue)(event.member, { type: 'memberAdd', req: context.id, n: event.n });
    }),
    added: assign(({ context, event }) => {
      assertEvent(event, 'memberAdded');
      return { name: event.name, at: context.now(), rule: event.rule, connected: event.connected, needed: event.needed, voters: event.voters };
    }),
    refused: assign(({ context, event }) => {
      assertEvent(event, 'memberAddRefused');
      return { error: event.error, at: context.now(), rule: event.rule, connected: event.connected, needed: event.needed, voters: event.voters };
    }),
  },
}).createMachine({
  id: 'etcd-member-add',
  context: ({ input }) => ({ ...base(input), name: '', rule: memberAddRule(input.version ?? DEFAULT_ETCD_VERSION), connected: 0, needed: 0, voters: 0 }),
  initial: 'idle',
  on: { send: { target: '.pending', actions: 'send', reenter: true } },
  states: {
    idle: {},
    pending: {
      on: {
        memberAdded: [
          { guard: 'mineAllPeers', target: 'added.allPeers', actions: 'added' },
          { guard: 'mine', target: 'added.quorumAfterAdd', actions: 'added' },
        ],
        memberAddRefused: [
          { guard: 'mineAllPeers', target: 'refused.allPeers', actions: 'refused' },
          { guard: 'mine', target: 'refused.quorumAfterAdd', actions: 'refused' },
        ],
      },
    },
    added: { initial: 'allPeers', states: { allPeers: {}, quorumAfterAdd: {} } },
    refused: { initial: 'allPeers', states: { allPeers: {}, quorumAfterAdd: {} } },
  },
});

// ---------------------------------------------------------------------------------------------------
// etcdctl's endpoint choice: all members (it talks to the first one that is up) or one.

export const etcdctlMachine = setup({
  types: { context: {} as { endpoint: string }, events: {} as { type: 'setEndpoint'; endpoint: string } },
  guards: { all: ({ event }) => event.endpoint === 'all' },
  actions: { set: assign(({ event }) => ({ endpoint: event.endpoint })) },
}).createMachine({
  id: 'etcdctl',
  context: { endpoint: 'all' },
  initial: 'allEndpoints',
  on: {
    setEndpoint: [
      { guard: 'all', target: '.allEndpoints', actions: 'set' },
      { target: '.oneEndpoint', actions: 'set' },
    ],
  },
  states: { allEndpoints: {}, oneEndpoint: {} },
});

export type WriteContext = ContextFrom<typeof etcdWriteMachine>;
export type ReadContext = ContextFrom<typeof etcdReadMachine>;
export type SerializableReadContext = ContextFrom<typeof etcdSerializableReadMachine>;
export type WatchContext = ContextFrom<typeof etcdWatchMachine>;
export type MemberAddContext = ContextFrom<typeof etcdMemberAddMachine>;
export type EtcdctlContext = ContextFrom<typeof etcdctlMachine>;
