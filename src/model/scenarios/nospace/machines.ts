// The machines of the NOSPACE scenario: its own views of etcd (a member's database file, the keyspace
// and its quota), of etcdctl in the operator's shell and of kube-apiserver as etcd's writer, kept apart
// from the shared models in src/model/components/ for the reasons given in
// src/model/scenarios/backup-restore/components.ts (states pinned by links and timelines, one chart per type).
// Sizes are whole MiB. What the model keeps from etcd
// (/work/shared/facts/etcd.md §1 "Quota", "Quota exceeded", "Recovery"; §6 "Defragmentation"; etcd
// source server/storage/quota.go):
// - each member's quota check compares the size of its database FILE plus the request's cost with the
//   quota (`be.Size()+cost < maxBackendBytes`), so pages freed inside the file do not count;
// - a write over the quota raises the cluster-wide NOSPACE alarm; while it is raised every Put, Txn
//   with a put and LeaseGrant is rejected; reads, deletes and compaction still run;
// - a delete keeps the old versions (history) until a compaction past it; compaction frees pages
//   inside the file; only defragmentation gives the free pages back, so only it shrinks the file;
// - defragmentation runs on one member per request and blocks that member while it runs;
// - disarming clears the alarm, not its cause: the next write over the quota raises it again.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { type Directory, sender as senderOf } from '../../components/send.ts';

export const NOSPACE_ERROR = 'etcdserver: mvcc: database space exceeded';
/** `etcdctl compact "$rev"` with $rev never set: etcdctl parses "" before it sends anything
 * (etcdctl/ctlv3/command/compaction_command.go strconv.ParseInt, v3.5.21 and v3.6.0; Go's NumError text). */
export const COMPACT_NO_REV_ERROR = 'strconv.ParseInt: parsing "": invalid syntax';
/** A compaction at or below the last one (server/storage/mvcc/kvstore.go updateCompactRev: ErrCompacted; the
 * gRPC error text of rpctypes.ErrGRPCCompacted, v3.5.21 and v3.6.0). */
export const COMPACTED_ERROR = 'etcdserver: mvcc: required revision has been compacted';
/** --quota-backend-bytes default, 2 GiB; etcd suggests at most 8 GiB (server/storage/quota.go). */
export const DEFAULT_QUOTA_MIB = 2048;
export const MAX_SUGGESTED_QUOTA_MIB = 8192;
/** kube-apiserver --etcd-compaction-interval default: 5 min. */
export const APISERVER_COMPACTION_MS = 5 * 60_000;

type Enqueue = { sendTo: (ref: never, event: never) => void };
const sender = (system: Directory, enqueue: Enqueue) => senderOf<{ type: string; [k: string]: unknown }>(system, enqueue);
const ctxOf = <T>(system: Directory, id: string): T | undefined => system.get(id)?.getSnapshot().context as T | undefined;
const stateOf = (system: Directory, id: string): unknown => system.get(id)?.getSnapshot().value;

// ---------------------------------------------------------------------------------------------------
// A member's database file (bbolt): how big the file is and how much of it holds data.

export interface DbInput {
  id: string;
  fileMiB: number;
  usedMiB: number;
  quotaMiB: number;
  defragMs: number;
  /** Told when a defragmentation starts and ends (kube-apiserver waits on a busy member). */
  watchers: string[];
}

export interface DbContext extends DbInput {
  /** Who asked for the running defragmentation (it gets `defragmented`). */
  by: string;
  /** Size of the file before the last defragmentation. */
  before: number;
}

export type DbEvent =
  | { type: 'apply'; mib: number }
  | { type: 'compacted'; freedMiB: number }
  | { type: 'defrag'; from: string }
  | { type: 'setQuota'; quotaMiB: number };

export const etcdDbMachine = setup({
  types: { context: {} as DbContext, events: {} as DbEvent, input: {} as DbInput },
  delays: { defrag: ({ context }) => context.defragMs },
  guards: {
    overMax: ({ context }) => context.quotaMiB > MAX_SUGGESTED_QUOTA_MIB,
    raisedOverMax: ({ event }) => {
      assertEvent(event, 'setQuota');
      return event.quotaMiB > MAX_SUGGESTED_QUOTA_MIB;
    },
  },
  actions: {
    apply: assign(({ context, event }) => {
      assertEvent(event, 'apply');
      const usedMiB = context.usedMiB + event.mib;
      // bbolt reuses free pages first; the file grows only when they run out.
      return { usedMiB, fileMiB: Math.max(context.fileMiB, usedMiB) };
    }),
    compacted: assign(({ context, event }) => {
      assertEvent(event, 'compacted');
      return { usedMiB: Math.max(0, context.usedMiB - event.freedMiB) };
    }),
    start: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'defrag');
      enqueue.assign({ by: event.from, before: context.fileMiB });
      for (const w of context.watchers) sender(system, enqueue)(w, { type: 'defragStarted', member: context.id });
    }),
    finish: enqueueActions(({ context, enqueue, system }) => {
      enqueue.assign({ fileMiB: context.usedMiB });
      const send = sender(system, enqueue);
      send(context.by, { type: 'defragmented', member: context.id });
      for (const w of context.watchers) send(w, { type: 'defragDone', member: context.id });
    }),
    quota: assign(({ event }) => {
      assertEvent(event, 'setQuota');
      return { quotaMiB: event.quotaMiB };
    }),
  },
}).createMachine({
  id: 'etcd-db-file',
  context: ({ input }) => ({ ...input, by: '', before: input.fileMiB }),
  initial: 'serving',
  on: {
    apply: { actions: 'apply' },
    compacted: { actions: 'compacted' },
  },
  states: {
    serving: {
      initial: 'withinQuotaMax',
      on: {
        defrag: { target: 'defragmenting', actions: 'start' },
        setQuota: [{ guard: 'raisedOverMax', target: '.overSuggestedMax', actions: 'quota' }, { target: '.withinQuotaMax', actions: 'quota' }],
      },
      states: {
        withinQuotaMax: {},
        // Restarted with a quota above 8 GiB: etcd logs "quota exceeds the maximum value".
        overSuggestedMax: {},
      },
    },
    defragmenting: {
      after: { defrag: [{ guard: 'overMax', target: 'serving.overSuggestedMax', actions: 'finish' }, { target: 'serving.withinQuotaMax', actions: 'finish' }] },
    },
  },
});

// ---------------------------------------------------------------------------------------------------
// The keyspace every member holds (replicated by Raft; the scenario keeps one copy): its revision, the
// live data, the history (old versions and deletes not yet compacted) and the NOSPACE alarm.

export interface KeyspaceInput {
  members: string[];
  revision: number;
  liveMiB: number;
  historyMiB: number;
  /** Of the live data, the Events. */
  eventsMiB: number;
}

export interface KeyspaceContext extends KeyspaceInput {
  compactRev: number;
  /** The history by the revision that made it (old versions, tombstones): a compaction at a revision frees
   * only what was made at or before it, so deletes after the revision found are not freed. */
  history: Array<{ rev: number; mib: number }>;
  /** Members that raised NOSPACE (alarm list shows each). */
  alarms: string[];
}

export type KeyspaceAnswer = { type: 'answer'; ok: boolean; error?: string; revision?: number; alarms?: string[]; freedMiB?: number; eventsMiB?: number; liveMiB?: number };

type History = KeyspaceContext['history'];
const sum = (h: History) => h.reduce((n, e) => n + e.mib, 0);
/** History with `mib` more made at `rev`, and the total the facts show. */
const grow = (h: History, rev: number, mib: number) => {
  const history = mib > 0 ? [...h, { rev, mib }] : h;
  return { history, historyMiB: sum(history) };
};

/** Guard of the transitions on `answer` (etcdctl, kube-apiserver): the keyspace refused the request. */
function answerFailed({ event }: { event: { type: string; ok?: boolean } }): boolean {
  assertEvent(event, 'answer');
  return !event.ok;
}

export type KeyspaceEvent =
  | { type: 'put'; from: string; liveMiB: number; historyMiB: number }
  | { type: 'get'; from: string }
  | { type: 'deleteEvents'; from: string }
  /** `rev`: the revision asked for (etcdctl's $rev); kube-apiserver compacts at the current one. */
  | { type: 'compact'; from: string; rev?: number }
  | { type: 'count'; from: string }
  | { type: 'status'; from: string }
  | { type: 'disarm'; from: string }
  | { type: 'alarmList'; from: string }
  /** Raised by the put handler itself: the write fits, or it does not. */
  | { type: 'fits' | 'full'; from: string; liveMiB: number; historyMiB: number };

/**
 * How many MiB each member can still take before a write fails its quota check. Writes fill the file's
 * free pages first and then grow it; the check compares the file's size plus the request's cost with
 * the quota, so once a file has reached the quota no write fits, whatever is free inside it.
 */
function capacity(db: DbContext): number {
  return db.fileMiB >= db.quotaMiB ? 0 : db.quotaMiB - db.usedMiB;
}

/** The write's outcome: all of it fits, or what fits is stored and `member` (first in order) raises NOSPACE. */
function fit(system: Directory, members: string[], mib: number): { stored: number; member?: string } {
  let stored = mib;
  let member: string | undefined;
  for (const m of members) {
    const db = ctxOf<DbContext>(system, m);
    if (!db) continue;
    const cap = capacity(db);
    // A write of any size (even a small etcdctl put, cost > 0) fails when the file has no room left.
    if (cap <= 0 || cap < mib) {
      if (member === undefined) member = m;
      stored = Math.min(stored, Math.max(0, cap));
    }
  }
  return { stored: member === undefined ? mib : stored, member };
}

export const etcdKeyspaceMachine = setup({
  types: { context: {} as KeyspaceContext, events: {} as KeyspaceEvent, input: {} as KeyspaceInput },
  actions: {
    // Guards see no actor system, so the action that reads the members' files decides, and raises
    // `full` when the write does not fit.
    put: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'put');
      const fits = fit(system, context.members, event.liveMiB + event.historyMiB).member === undefined;
      enqueue.raise({ type: fits ? 'fits' : 'full', from: event.from, liveMiB: event.liveMiB, historyMiB: event.historyMiB });
    }),
    reject: enqueueActions(({ event, enqueue, system }) => {
      assertEvent(event, 'put');
      sender(system, enqueue)(event.from, { type: 'answer', ok: false, error: NOSPACE_ERROR });
    }),
    // The part of a burst that fits is stored (the file grows to the quota), the rest is refused.
    raise: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'full');
      const { stored, member } = fit(system, context.members, event.liveMiB + event.historyMiB);
      const send = sender(system, enqueue);
      if (stored > 0) {
        const live = Math.min(stored, event.liveMiB);
        enqueue.assign({ revision: context.revision + 1, liveMiB: context.liveMiB + live, eventsMiB: context.eventsMiB + live, ...grow(context.history, context.revision + 1, stored - live) });
        for (const m of context.members) send(m, { type: 'apply', mib: stored });
      }
      enqueue.assign({ alarms: [...new Set([...context.alarms, member!])] });
      send(event.from, { type: 'answer', ok: false, error: NOSPACE_ERROR });
    }),
    write: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'fits');
      const mib = event.liveMiB + event.historyMiB;
      const revision = context.revision + 1;
      enqueue.assign({ revision, liveMiB: context.liveMiB + event.liveMiB, eventsMiB: context.eventsMiB + event.liveMiB, ...grow(context.history, revision, event.historyMiB) });
      const send = sender(system, enqueue);
      if (mib > 0) for (const m of context.members) send(m, { type: 'apply', mib });
      send(event.from, { type: 'answer', ok: true, revision });
    }),
    read: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'get');
      sender(system, enqueue)(event.from, { type: 'answer', ok: true, revision: context.revision });
    }),
    // A delete writes a tombstone and keeps the old versions: the data moves from live to history.
    deleteEvents: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'deleteEvents');
      const revision = context.revision + 1;
      enqueue.assign({ revision, liveMiB: context.liveMiB - context.eventsMiB, ...grow(context.history, revision, context.eventsMiB), eventsMiB: 0 });
      sender(system, enqueue)(event.from, { type: 'answer', ok: true, revision, freedMiB: 0 });
    }),
    compact: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'compact');
      const rev = event.rev ?? context.revision;
      const send = sender(system, enqueue);
      if (rev <= context.compactRev) {
        send(event.from, { type: 'answer', ok: false, error: COMPACTED_ERROR });
        return;
      }
      const history = context.history.filter((e) => e.rev > rev);
      const freedMiB = context.historyMiB - sum(history);
      enqueue.assign({ history, historyMiB: sum(history), compactRev: rev });
      for (const m of context.members) send(m, { type: 'compacted', freedMiB });
      send(event.from, { type: 'answer', ok: true, revision: rev, freedMiB });
    }),
    // Counting keys per resource is a read of every key name: allowed under NOSPACE.
    count: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'count');
      sender(system, enqueue)(event.from, { type: 'answer', ok: true, eventsMiB: context.eventsMiB, liveMiB: context.liveMiB });
    }),
    status: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'status');
      sender(system, enqueue)(event.from, { type: 'answer', ok: true, revision: context.revision, alarms: context.alarms });
    }),
    alarmList: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'alarmList');
      sender(system, enqueue)(event.from, { type: 'answer', ok: true, alarms: context.alarms });
    }),
    disarm: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'disarm');
      sender(system, enqueue)(event.from, { type: 'answer', ok: true, alarms: context.alarms });
      enqueue.assign({ alarms: [] });
    }),
    tellAlarm: enqueueActions(({ enqueue, system }) => sender(system, enqueue)('apiserver', { type: 'alarmRaised' })),
    tellCleared: enqueueActions(({ enqueue, system }) => sender(system, enqueue)('apiserver', { type: 'alarmCleared' })),
  },
}).createMachine({
  id: 'etcd-keyspace-quota',
  context: ({ input }) => ({ ...input, compactRev: 0, alarms: [], history: input.historyMiB > 0 ? [{ rev: input.revision, mib: input.historyMiB }] : [] }),
  initial: 'ok',
  on: {
    get: { actions: 'read' },
    deleteEvents: { actions: 'deleteEvents' },
    compact: { actions: 'compact' },
    count: { actions: 'count' },
    status: { actions: 'status' },
    alarmList: { actions: 'alarmList' },
  },
  states: {
    ok: {
      on: {
        put: { actions: 'put' },
        fits: { actions: 'write' },
        full: { target: 'nospace', actions: ['raise', 'tellAlarm'] },
        disarm: { actions: 'disarm' },
      },
    },
    nospace: {
      on: {
        put: { actions: 'reject' },
        disarm: { target: 'ok', actions: ['disarm', 'tellCleared'] },
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------------
// etcdctl in the operator's shell: the last command and what it printed. It waits for the answer
// (a defragmentation answers when the member has finished).

export type EtcdctlCommand = 'put' | 'get' | 'deleteEvents' | 'status' | 'compact' | 'defrag' | 'defragAll' | 'disarm' | 'alarmList' | 'health' | 'count';

export interface EtcdctlShellContext {
  command: EtcdctlCommand | '';
  ok: boolean;
  error?: string;
  revision?: number;
  /** The revision found by `status` (the shell's $rev). */
  rev?: number;
  alarms: string[];
  freedMiB?: number;
  /** What the key count per resource found (MiB of Events, of all live data). */
  eventsMiB?: number;
  liveMiB?: number;
  /** Defragmentation: members asked, and those finished. */
  asked: string[];
  done: string[];
}

export type EtcdctlShellEvent =
  | { type: 'run'; command: EtcdctlCommand; members?: string[] }
  | KeyspaceAnswer
  | { type: 'defragmented'; member: string };

const TO_KEYSPACE: Partial<Record<EtcdctlCommand, string>> = {
  put: 'put', get: 'get', deleteEvents: 'deleteEvents', status: 'status', compact: 'compact', disarm: 'disarm', alarmList: 'alarmList', health: 'status', count: 'count',
};

export const etcdctlShellMachine = setup({
  types: { context: {} as EtcdctlShellContext, events: {} as EtcdctlShellEvent },
  guards: {
    failed: answerFailed,
    allDone: ({ context, event }) => {
      assertEvent(event, 'defragmented');
      return context.asked.every((m) => m === event.member || context.done.includes(m));
    },
  },
  actions: {
    run: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'run');
      enqueue.assign({ command: event.command, ok: false, error: undefined, revision: undefined, alarms: [], freedMiB: undefined, eventsMiB: undefined, liveMiB: undefined, asked: event.members ?? [], done: [] });
      const send = sender(system, enqueue);
      if (event.command === 'defrag' || event.command === 'defragAll') for (const m of event.members ?? []) send(m, { type: 'defrag', from: 'etcdctl' });
      else if (event.command === 'put') send('keyspace', { type: 'put', from: 'etcdctl', liveMiB: 0, historyMiB: 0 });
      // `compact "$rev"` with no $rev: etcdctl fails before it sends anything.
      else if (event.command === 'compact' && context.rev === undefined) enqueue.raise({ type: 'answer', ok: false, error: COMPACT_NO_REV_ERROR });
      else if (event.command === 'compact') send('keyspace', { type: 'compact', from: 'etcdctl', rev: context.rev });
      else send('keyspace', { type: TO_KEYSPACE[event.command]!, from: 'etcdctl' });
    }),
    answer: assign(({ context, event }) => {
      assertEvent(event, 'answer');
      return {
        ok: event.ok,
        error: event.error,
        revision: event.revision,
        alarms: event.alarms ?? [],
        freedMiB: event.freedMiB,
        eventsMiB: event.eventsMiB,
        liveMiB: event.liveMiB,
        ...(context.command === 'status' && event.revision !== undefined ? { rev: event.revision } : {}),
      };
    }),
    defragmented: assign(({ context, event }) => {
      assertEvent(event, 'defragmented');
      return { done: [...new Set([...context.done, event.member])], ok: true };
    }),
  },
}).createMachine({
  id: 'etcdctl-shell',
  context: { command: '', ok: false, alarms: [], asked: [], done: [] },
  initial: 'idle',
  states: {
    idle: { on: { run: { target: 'waiting', actions: 'run' } } },
    waiting: {
      on: {
        answer: [{ guard: 'failed', target: 'failed', actions: 'answer' }, { target: 'done', actions: 'answer' }],
        defragmented: [{ guard: 'allDone', target: 'done', actions: 'defragmented' }, { actions: 'defragmented' }],
      },
    },
    done: { on: { run: { target: 'waiting', actions: 'run' } } },
    failed: { on: { run: { target: 'waiting', actions: 'run' } } },
  },
});

// ---------------------------------------------------------------------------------------------------
// kube-apiserver as etcd's client: its writes (Events, Leases, status updates), its compaction every
// 5 minutes, and whether it is waiting on a busy etcd.

export interface ApiserverWritesInput {
  members: string[];
}

export interface ApiserverWritesContext extends ApiserverWritesInput {
  busy: string[];
  /** Writes sent so far, and the last compaction's outcome. */
  writes: number;
  compactions: number;
  lastCompaction: '' | 'done' | 'failed';
  error?: string;
}

export type ApiserverWritesEvent =
  | { type: 'write'; liveMiB: number; historyMiB: number }
  | KeyspaceAnswer
  | { type: 'alarmRaised' }
  | { type: 'alarmCleared' }
  | { type: 'defragStarted'; member: string }
  | { type: 'defragDone'; member: string }
  | { type: 'resume'; alarm: boolean };

export const apiserverWritesMachine = setup({
  types: { context: {} as ApiserverWritesContext, events: {} as ApiserverWritesEvent, input: {} as ApiserverWritesInput },
  delays: { compactionInterval: APISERVER_COMPACTION_MS },
  guards: {
    failed: answerFailed,
    allBusy: ({ context, event }) => {
      assertEvent(event, 'defragStarted');
      return context.members.every((m) => m === event.member || context.busy.includes(m));
    },
    alarmUp: ({ event }) => {
      assertEvent(event, 'resume');
      return event.alarm;
    },
  },
  actions: {
    write: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'write');
      enqueue.assign({ writes: context.writes + 1 });
      sender(system, enqueue)('keyspace', { type: 'put', from: 'apiserver', liveMiB: event.liveMiB, historyMiB: event.historyMiB });
    }),
    answer: assign(({ event }) => {
      assertEvent(event, 'answer');
      return { error: event.error };
    }),
    // Its compaction is a txn that also puts compact_rev_key: under NOSPACE it is rejected like any put.
    compact: enqueueActions(({ enqueue, system }) => {
      const up = stateOf(system, 'keyspace') === 'nospace';
      enqueue.assign(({ context }) => ({ compactions: context.compactions + 1, lastCompaction: up ? 'failed' : 'done', error: up ? NOSPACE_ERROR : context.error }));
      if (!up) sender(system, enqueue)('keyspace', { type: 'compact', from: 'apiserver' });
    }),
    busy: assign(({ context, event }) => {
      assertEvent(event, 'defragStarted');
      return { busy: [...new Set([...context.busy, event.member])] };
    }),
    free: assign(({ context, event }) => {
      assertEvent(event, 'defragDone');
      return { busy: context.busy.filter((m) => m !== event.member) };
    }),
    // Leaving `stalled`: back to rejected writes if the alarm is still raised (guards see no system).
    resume: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'defragDone');
      enqueue.assign({ busy: context.busy.filter((m) => m !== event.member) });
      enqueue.raise({ type: 'resume', alarm: stateOf(system, 'keyspace') === 'nospace' });
    }),
  },
}).createMachine({
  id: 'apiserver-writes',
  context: ({ input }) => ({ ...input, busy: [], writes: 0, compactions: 0, lastCompaction: '' }),
  initial: 'serving',
  on: {
    defragDone: { actions: 'free' },
  },
  states: {
    serving: {
      after: { compactionInterval: { target: 'serving', reenter: true, actions: 'compact' } },
      on: {
        write: { actions: 'write' },
        answer: [{ guard: 'failed', target: 'writesRejected', actions: 'answer' }, { actions: 'answer' }],
        alarmRaised: 'writesRejected',
        defragStarted: [{ guard: 'allBusy', target: 'stalled', actions: 'busy' }, { actions: 'busy' }],
      },
    },
    writesRejected: {
      after: { compactionInterval: { target: 'writesRejected', reenter: true, actions: 'compact' } },
      on: {
        write: { actions: 'write' },
        answer: { actions: 'answer' },
        alarmCleared: 'serving',
        defragStarted: [{ guard: 'allBusy', target: 'stalled', actions: 'busy' }, { actions: 'busy' }],
      },
    },
    // Every member is defragmenting: each request waits until a member is free again.
    stalled: {
      on: {
        defragDone: { actions: 'resume' },
        resume: [{ guard: 'alarmUp', target: 'writesRejected' }, { target: 'serving' }],
      },
    },
  },
});
