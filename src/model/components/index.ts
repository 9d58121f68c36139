// The component library: component types any scenario can compose. Each entry pairs a machine with
// the values its words need (narration params, row facts, "what you see" lines); the words live in
// content/scenarios/<lang>/components/<type>.yaml.
import type { ComponentDef, WordRef, World } from '../engine/component.ts';
import type { Answers } from '../engine/timeline.ts';
import { memberDef } from './etcd-member-def.ts';
import { etcdMemberWithClientsMachine } from './etcd-member-clients.ts';
import {
  type MemberAddContext,
  type ReadContext,
  type RequestContext,
  type SerializableReadContext,
  type WatchContext,
  type WriteContext,
  type EtcdctlContext,
  etcdMemberAddMachine,
  etcdReadMachine,
  etcdSerializableReadMachine,
  etcdWatchMachine,
  etcdWriteMachine,
  etcdctlMachine,
} from './etcd-requests.ts';

/** The etcd member that serves the requests below: the one `etcd-member` type with its client capability. */
export const etcdMember = memberDef(etcdMemberWithClientsMachine);

/** The highest revision any member has applied: what "the majority has committed" at least reaches. */
function newestRevision(world: World): number {
  return Math.max(...world.instancesOf(etcdMember).map((m) => m.context.revision));
}

const seconds = (ms: number) => ms / 1000;
const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);

const answerParams = (c: RequestContext) => ({
  member: c.member,
  value: c.value ?? c.sentValue,
  revision: c.revision ?? 0,
  error: c.error ?? '',
  afterS: c.at === undefined ? 0 : seconds(c.at - c.startedAt),
});

const requestFacts = (c: RequestContext, state: string): WordRef[] =>
  state === 'idle' ? [] : [{ key: 'sentTo', params: { member: c.member, value: c.sentValue } }];

export const etcdWrite: ComponentDef<WriteContext> = {
  type: 'etcd-write',
  layer: 'clients',
  machine: etcdWriteMachine,
  params: answerParams,
  facts: requestFacts,
  see: (c, state) => {
    const p = answerParams(c);
    if (state === 'idle') return [{ key: 'idle' }];
    if (state === 'pending.waiting') return [{ key: 'waiting', params: p }];
    if (state === 'pending.pastDefaultTimeout') return [{ key: 'etcdctlGaveUp', params: p }, { key: 'serverStillWaits', params: p }];
    if (state === 'pending.retrying') return [{ key: 'etcdctlGaveUp', params: p }, { key: 'clientRetries', params: p }];
    if (state === 'done') return [{ key: 'ok', params: p }];
    if (state === 'failed.requestTimedOut') return [{ key: 'etcdctlGaveUp', params: p }, { key: 'serverError', params: p }, { key: 'outcomeUnknown' }];
    if (state === 'failed.deadlineExceeded') return [{ key: 'etcdctlGaveUp', params: p }, { key: 'serverError', params: p }, { key: 'notWritten' }];
    return [{ key: 'connectionLost', params: p }];
  },
  isError: (state) => state === 'pending.pastDefaultTimeout' || state === 'pending.retrying' || within(state, 'failed'),
};

export const etcdRead: ComponentDef<ReadContext> = {
  type: 'etcd-read',
  layer: 'clients',
  machine: etcdReadMachine,
  params: (c) => ({ ...answerParams(c), retried: c.retried ? 1 : 0 }),
  facts: requestFacts,
  see: (c, state) => {
    const p = answerParams(c);
    if (state === 'idle') return [{ key: 'idle' }];
    if (state === 'pending') return [{ key: 'waiting', params: p }];
    if (state === 'done') return c.retried ? [{ key: 'okRetried', params: p }] : [{ key: 'ok', params: p }];
    return [{ key: 'deadline', params: p }];
  },
  isError: (state) => state === 'failed',
};

export const etcdSerializableRead: ComponentDef<SerializableReadContext> = {
  type: 'etcd-serializable-read',
  layer: 'clients',
  machine: etcdSerializableReadMachine,
  params: answerParams,
  facts: requestFacts,
  see: (c, state, world) => {
    if (state !== 'done') return [{ key: 'idle' }];
    const newest = newestRevision(world);
    return [{ key: (c.revision ?? 0) < newest ? 'stale' : 'ok', params: { ...answerParams(c), newest } }];
  },
};

export const etcdWatch: ComponentDef<WatchContext> = {
  type: 'etcd-watch',
  layer: 'clients',
  machine: etcdWatchMachine,
  params: (c) => ({ ...answerParams(c), events: c.events }),
  facts: (c, state) => (state === 'idle' ? [] : [{ key: 'servedBy', params: { member: c.member, events: c.events } }]),
  see: (c, state) => {
    const p = { ...answerParams(c), events: c.events };
    if (state === 'idle') return [{ key: 'idle' }];
    if (state === 'open.streaming') return [{ key: c.events ? 'streamingEvents' : 'streaming', params: p }];
    if (state === 'open.noLeader') return [{ key: 'noLeader', params: p }];
    if (state === 'refused' || state === 'cancelled') return [{ key: state, params: p }];
    if (state === 'broken') return [{ key: 'broken', params: p }];
    return [{ key: 'opening', params: p }];
  },
  isError: (state) => state === 'refused' || state === 'cancelled' || state === 'broken',
};

/** What the member handling `member add` counted (the narration's numbers). */
const countParams = (c: MemberAddContext) => ({ connected: c.connected, needed: c.needed, voters: c.voters, after: c.voters + 1 });

export const etcdMemberAdd: ComponentDef<MemberAddContext> = {
  type: 'etcd-member-add',
  layer: 'clients',
  machine: etcdMemberAddMachine,
  params: (c) => ({ ...answerParams(c), name: c.name, ...countParams(c) }),
  // The rule in force is a fact of the row from the start: it is the scenario's etcd release.
  facts: (c, state) => [...requestFacts(c, state), { key: c.rule === 'allPeers' ? 'ruleAllPeers' : 'ruleQuorumAfterAdd' }],
  see: (c, state) => {
    if (within(state, 'added')) return [{ key: 'added', params: { name: c.name, member: c.member } }];
    if (within(state, 'refused')) return [{ key: 'refused', params: answerParams(c) }, { key: c.rule === 'allPeers' ? 'logAllPeers' : 'logQuorumAfterAdd' }];
    return [{ key: 'idle' }];
  },
  isError: (state) => within(state, 'refused'),
};

export const etcdctl: ComponentDef<EtcdctlContext> = {
  type: 'etcdctl',
  layer: 'clients',
  machine: etcdctlMachine,
  params: (c) => ({ endpoint: c.endpoint }),
  facts: () => [],
  see: (c, state, world) => {
    const members = world.instancesOf(etcdMember).map((m) => m.id);
    return state === 'allEndpoints' ? [{ key: 'all', params: { endpoints: members.join(',') } }] : [{ key: 'one', params: { endpoint: c.endpoint } }];
  },
};

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const REQUEST_ANSWERS: Answers = {
  'etcd-write': (c: WriteContext, state: string) => {
    const etcdctl = ['pending.pastDefaultTimeout', 'pending.retrying', 'failed.requestTimedOut', 'failed.deadlineExceeded'].includes(state);
    if (state === 'done') return { value: c.sentValue };
    if (state === 'idle') return undefined;
    return { ...(c.error ? { error: c.error } : {}), ...(etcdctl ? { etcdctl: 'context deadline exceeded' } : {}) };
  },
  'etcd-read': (c: ReadContext, state: string) => (state === 'done' ? { value: c.value } : state === 'failed' ? { error: c.error, etcdctl: c.error } : undefined),
  'etcd-serializable-read': (c: SerializableReadContext, state: string, world: World) => (state === 'done' ? { value: c.value, stale: (c.revision ?? 0) < newestRevision(world) } : undefined),
  'etcd-watch': (c: WatchContext, state: string) => (c.error ? { error: c.error } : state === 'idle' ? undefined : {}),
  'etcd-member-add': (c: MemberAddContext, state: string) => (within(state, 'added') ? { value: c.name } : within(state, 'refused') ? { error: c.error } : undefined),
};
