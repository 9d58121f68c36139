// The client half of component type `etcd-member`, a capability (MemberCapability in etcd-member.ts):
// client requests (writes, linearizable reads through ReadIndex, serializable reads, watches,
// `member add`) and the partition commands (`cut`, `heal`). A scenario whose members serve etcd
// clients (etcd-quorum) composes the member with it; one whose members only elect and replicate
// (control-plane-outage: its apiservers hear the members' status) does without, and does not ship it.
// The core keeps what these requests leave in its context (waiting proposals, reads, watchers,
// clients), which stays empty without them.
//
// The member's etcd release (input `version`) decides only its `member add` check (etcd-member-clients.facts.ts).
import { assertEvent, assign, enqueueActions } from 'xstate';
import { LONG_AGO, ELECTION_BASE_MS, RECONFIG_CONNECTED_MS, REQUEST_TIMEOUT_MS, type Entry, quorumOf } from './etcd-protocol.ts';
import { MEMBER_ADD, type MemberAddRule, memberAddRule } from './etcd-member-clients.facts.ts';
import { DEFAULT_ETCD_VERSION } from './etcd-version.ts';
import {
  type MemberCapability,
  type MemberContext,
  appendTo,
  last,
  memberConfig,
  memberSetup,
  peersOf,
  memberSender,
  update,
  withOne,
} from './etcd-member.ts';

const act = memberSetup.createAction;

/** The error etcd returns for a proposal it had taken when the 7 s deadline passes (parseProposeCtxErr). */
export function proposalTimeoutError(c: MemberContext, startedAt: number): string {
  if (startedAt > c.leadElectedAt - 2 * ELECTION_BASE_MS && startedAt < c.leadElectedAt) {
    return 'etcdserver: request timed out, possibly due to previous leader failure';
  }
  const connected = (p: string) => c.reach.includes(p) && (c.connectedSince[p] ?? LONG_AGO) <= startedAt;
  if (c.lead === c.id && peersOf(c).filter(connected).length + 1 < quorumOf(c.voters.length)) {
    return 'etcdserver: request timed out, possibly due to connection lost';
  }
  if (c.lead !== null && c.lead !== c.id && !connected(c.lead)) return 'etcdserver: request timed out, possibly due to connection lost';
  return 'etcdserver: request timed out';
}

/** `--strict-reconfig-check`: the voting members connected to this one for the last 5 s, itself
 * included, and how many its release's rule needs (etcd-member-clients.facts.ts). */
export function memberAddCount(c: MemberContext): { rule: MemberAddRule; connected: number; needed: number; voters: number } {
  const now = c.now();
  const rule = memberAddRule(c.version ?? DEFAULT_ETCD_VERSION);
  const connected = 1 + peersOf(c).filter((p) => c.reach.includes(p) && now - (c.connectedSince[p] ?? LONG_AGO) >= RECONFIG_CONNECTED_MS).length;
  return { rule, connected, needed: MEMBER_ADD.needed.value(c.voters.length, rule), voters: c.voters.length };
}

const cut = act(enqueueActions(({ context, event, enqueue }) => {
  assertEvent(event, 'cut');
  update(enqueue, { cut: [...new Set([...context.cut, ...event.peers])], reach: context.reach.filter((p) => !event.peers.includes(p)) });
  enqueue.raise({ type: 'recheck' });
}));
const heal = act(enqueueActions(({ context, enqueue, system }) => {
  const send = memberSender(system, enqueue);
  for (const p of context.cut) send(p, { type: 'hello', from: context.id });
  update(enqueue, { cut: [] });
}));

const propose = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, ['propose', 'fwdPropose']);
  const send = memberSender(system, enqueue);
  const entry: Entry = { index: last(context).index + 1, term: context.term, kind: 'put', value: event.value, req: event.req, n: event.n };
  const next = { ...context, log: [...context.log, entry], match: { ...context.match, [context.id]: entry.index } };
  if (event.type === 'propose') next.clients = [...context.clients, { req: event.req, n: event.n }];
  update(enqueue, next);
  send(event.req, { type: 'accepted', n: event.n, mode: 'proposed' });
  appendTo(next, send);
}));
/** Follower: forward to the leader it names. If that leader is dead or cut off, the proposal is lost. */
const forward = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'propose');
  const send = memberSender(system, enqueue);
  if (context.lead && context.reach.includes(context.lead)) {
    send(context.lead, { type: 'fwdPropose', from: context.id, req: event.req, n: event.n, value: event.value });
  }
  send(event.req, { type: 'accepted', n: event.n, mode: 'proposed' });
  update(enqueue, { clients: [...context.clients, { req: event.req, n: event.n }] });
}));
/** No leader known: raft takes no proposals (propc = nil), the request waits for one. */
const block = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'propose');
  memberSender(system, enqueue)(event.req, { type: 'accepted', n: event.n, mode: 'blocked' });
  update(enqueue, {
    // A retry of the same request replaces the attempt whose deadline passed.
    blocked: [...context.blocked.filter((p) => p.req !== event.req), { req: event.req, n: event.n, value: event.value, until: context.now() + REQUEST_TIMEOUT_MS }],
    clients: [...context.clients, { req: event.req, n: event.n }],
  });
}));

const answerRead = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'read');
  memberSender(system, enqueue)(event.req, { type: 'readOk', n: event.n, value: context.value, revision: context.revision, retried: false });
}));
const queueRead = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'read');
  update(enqueue, { reads: [...context.reads, { req: event.req, n: event.n, retried: false }], clients: [...context.clients, { req: event.req, n: event.n }] });
  // ReadIndex goes to the leader it names; to a dead one it is lost and retried on a leader change.
  if (context.lead && context.lead !== context.id && context.reach.includes(context.lead)) {
    memberSender(system, enqueue)(context.lead, { type: 'readIndex', from: context.id });
  }
}));
const answerReads = act(enqueueActions(({ context, enqueue, system }) => {
  const send = memberSender(system, enqueue);
  for (const r of context.reads) send(r.req, { type: 'readOk', n: r.n, value: context.value, revision: context.revision, retried: r.retried });
  update(enqueue, { reads: [] });
}));
const readIndex = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'readIndex');
  memberSender(system, enqueue)(event.from, { type: 'readIndexOk', from: context.id });
}));
const holdReadIndex = act(assign(({ context, event }) => {
  assertEvent(event, 'readIndex');
  return { readWaiters: withOne(context.readWaiters, event.from) };
}));

const serializableRead = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'serializableRead');
  memberSender(system, enqueue)(event.req, { type: 'sreadOk', n: event.n, value: context.value, revision: context.revision });
}));
const watch = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'watch');
  const send = memberSender(system, enqueue);
  // The require-leader interceptor refuses a new stream only once the member knows it has no leader.
  if (context.lead === null) {
    send(event.req, { type: 'watchRefused', n: event.n, error: 'etcdserver: no leader' });
    return;
  }
  send(event.req, { type: 'watchOk', n: event.n });
  update(enqueue, { watchers: [...context.watchers.filter((w) => w.req !== event.req), { req: event.req, n: event.n }] });
}));
const unwatch = act(assign(({ context, event }) => {
  assertEvent(event, 'unwatch');
  return { watchers: context.watchers.filter((w) => w.req !== event.req) };
}));
const memberAdd = act(enqueueActions(({ context, event, enqueue, system }) => {
  assertEvent(event, 'memberAdd');
  const send = memberSender(system, enqueue);
  const count = memberAddCount(context);
  if (count.connected < count.needed) {
    send(event.req, { type: 'memberAddRefused', n: event.n, error: MEMBER_ADD.error.value, ...count });
    return;
  }
  const name = `m${context.voters.length + 1}`;
  for (const p of context.reach) send(p, { type: 'confAdd', from: context.id, name });
  update(enqueue, { voters: [...context.voters, name], lastAdded: name });
  send(event.req, { type: 'memberAdded', n: event.n, name, ...count });
}));
const confAdd = act(assign(({ context, event }) => {
  assertEvent(event, 'confAdd');
  return { voters: withOne(context.voters, event.name) };
}));

/** Where each client request and partition command is handled. */
export const CLIENT_REQUESTS: MemberCapability = {
  up: {
    cut: { actions: cut },
    heal: { actions: heal },
    serializableRead: { actions: serializableRead },
    watch: { actions: watch },
    unwatch: { actions: unwatch },
    memberAdd: { actions: memberAdd },
    confAdd: { actions: confAdd },
  },
  following: {
    propose: { actions: forward },
    read: { actions: queueRead },
    readIndexOk: { actions: answerReads },
  },
  waiting: {
    propose: [{ guard: 'knowsALeader', actions: forward }, { actions: block }],
    read: { actions: queueRead },
  },
  campaigning: {
    propose: { actions: block },
    read: { actions: queueRead },
  },
  noLeader: {
    propose: { actions: block },
    read: { actions: queueRead },
  },
  leader: {
    propose: { actions: propose },
    fwdPropose: { actions: propose },
  },
  quorum: {
    read: { actions: answerRead },
    readIndex: { actions: readIndex },
  },
  lonely: {
    read: { actions: queueRead },
    readIndex: { actions: holdReadIndex },
  },
};

/** The member that serves etcd clients: the core statechart with the client requests. */
export const etcdMemberWithClientsMachine = memberSetup.createMachine(memberConfig(CLIENT_REQUESTS));
