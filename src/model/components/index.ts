// The component library: component types any scenario can compose. Each entry pairs a machine with
// the values its words need (narration params, row facts, "what you see" lines); the words live in
// content/scenarios/<lang>/components/<type>.yaml.
import type { ComponentDef, WordRef, World } from '../engine/component.ts';
import type { Answers } from '../engine/timeline.ts';
import type { MemberContext } from './etcd-member.ts';
import { etcdMember } from './etcd-member-def.ts';
import {
  type Answer,
  etcdMemberAddMachine,
  etcdReadMachine,
  etcdSerializableReadMachine,
  etcdWatchMachine,
  etcdWriteMachine,
  etcdctlMachine,
} from './etcd-requests.ts';

export { etcdMember };

/** The highest revision any member has applied: what "the majority has committed" at least reaches. */
function newestRevision(world: World): number {
  return Math.max(...world.ids().filter((id) => world.typeOf(id) === 'etcd-member').map((id) => (world.context(id) as MemberContext).revision));
}

const seconds = (ms: number) => ms / 1000;
const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);

type RequestCtx = Answer & { member: string; sentValue: string; startedAt: number; n: number };

const answerParams = (c: RequestCtx) => ({
  member: c.member,
  value: c.value ?? c.sentValue,
  revision: c.revision ?? 0,
  error: c.error ?? '',
  afterS: c.at === undefined ? 0 : seconds(c.at - c.startedAt),
});

const requestFacts = (c: RequestCtx, state: string): WordRef[] =>
  state === 'idle' ? [] : [{ key: 'sentTo', params: { member: c.member, value: c.sentValue } }];

export const etcdWrite: ComponentDef<RequestCtx & { mode: string }> = {
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
    if (state === 'done') return [{ key: 'ok', params: p }];
    if (state === 'failed.requestTimedOut') return [{ key: 'etcdctlGaveUp', params: p }, { key: 'serverError', params: p }, { key: 'outcomeUnknown' }];
    if (state === 'failed.deadlineExceeded') return [{ key: 'etcdctlGaveUp', params: p }, { key: 'serverError', params: p }, { key: 'notWritten' }];
    return [{ key: 'connectionLost', params: p }];
  },
  isError: (state) => state === 'pending.pastDefaultTimeout' || within(state, 'failed'),
};

export const etcdRead: ComponentDef<RequestCtx & { retried: boolean }> = {
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

export const etcdSerializableRead: ComponentDef<RequestCtx> = {
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

export const etcdWatch: ComponentDef<RequestCtx & { events: number; lastRevision: number }> = {
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

export const etcdMemberAdd: ComponentDef<RequestCtx & { name: string }> = {
  type: 'etcd-member-add',
  layer: 'clients',
  machine: etcdMemberAddMachine,
  params: (c) => ({ ...answerParams(c), name: c.name }),
  facts: requestFacts,
  see: (c, state) => {
    if (state === 'added') return [{ key: 'added', params: { name: c.name, member: c.member } }];
    if (state === 'refused') return [{ key: 'refused', params: answerParams(c) }];
    return [{ key: 'idle' }];
  },
  isError: (state) => state === 'refused',
};

export const etcdctl: ComponentDef<{ endpoint: string }> = {
  type: 'etcdctl',
  layer: 'clients',
  machine: etcdctlMachine,
  params: (c) => ({ endpoint: c.endpoint }),
  facts: () => [],
  see: (c, state, world) => {
    const members = world.ids().filter((id) => world.typeOf(id) === 'etcd-member');
    return state === 'allEndpoints' ? [{ key: 'all', params: { endpoints: members.join(',') } }] : [{ key: 'one', params: { endpoint: c.endpoint } }];
  },
};

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const REQUEST_ANSWERS: Answers = {
  'etcd-write': (c: RequestCtx & { mode: string }, state: string) => {
    const etcdctl = state === 'pending.pastDefaultTimeout' || state === 'failed.requestTimedOut' || state === 'failed.deadlineExceeded';
    if (state === 'done') return { value: c.sentValue };
    if (state === 'idle') return undefined;
    return { ...(c.error ? { error: c.error } : {}), ...(etcdctl ? { etcdctl: 'context deadline exceeded' } : {}) };
  },
  'etcd-read': (c: RequestCtx & { retried: boolean }, state: string) => (state === 'done' ? { value: c.value } : state === 'failed' ? { error: c.error, etcdctl: c.error } : undefined),
  'etcd-serializable-read': (c: RequestCtx, state: string, world: World) => (state === 'done' ? { value: c.value, stale: (c.revision ?? 0) < newestRevision(world) } : undefined),
  'etcd-watch': (c: RequestCtx & { events: number; lastRevision: number }, state: string) => (c.error ? { error: c.error } : state === 'idle' ? undefined : {}),
  'etcd-member-add': (c: RequestCtx & { name: string }, state: string) => (state === 'added' ? { value: c.name } : state === 'refused' ? { error: c.error } : undefined),
};
