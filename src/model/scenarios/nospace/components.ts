// The NOSPACE scenario's component types: each machine (machines.ts) with the values its words need.
// Words: content/scenarios/<lang>/components/<type>.yaml.
import type { ComponentDef, WordRef, World } from '../../engine/component.ts';
import type { Answers } from '../../engine/timeline.ts';
import {
  type ApiserverWritesContext,
  type DbContext,
  type EtcdctlShellContext,
  type KeyspaceContext,
  MAX_SUGGESTED_QUOTA_MIB,
  etcdDbMachine,
  etcdKeyspaceMachine,
  etcdctlShellMachine,
  apiserverWritesMachine,
} from './machines.ts';

/** Fixed member ids and client URLs, stated to the reader (a real cluster has its own). */
export const MEMBER_INFO: Record<string, { memberId: string; endpoint: string }> = {
  m1: { memberId: '10501334649042878790', endpoint: 'https://10.0.0.11:2379' },
  m2: { memberId: '2786758735342543126', endpoint: 'https://10.0.0.12:2379' },
  m3: { memberId: '15871592278066399470', endpoint: 'https://10.0.0.13:2379' },
};

export const etcdDb: ComponentDef<DbContext> = {
  type: 'etcd-db-file',
  layer: 'etcd',
  machine: etcdDbMachine,
  params: (c) => ({ file: c.fileMiB, used: c.usedMiB, quota: c.quotaMiB, before: c.before, freed: c.before - c.fileMiB, defragS: c.defragMs / 1000, endpoint: MEMBER_INFO[c.id]?.endpoint ?? c.id }),
  facts: (c) => {
    const facts: WordRef[] = [
      { key: 'file', params: { file: c.fileMiB, quota: c.quotaMiB, percent: Math.round((c.fileMiB / c.quotaMiB) * 100) } },
      { key: 'used', params: { used: c.usedMiB, free: c.fileMiB - c.usedMiB } },
    ];
    if (c.quotaMiB > MAX_SUGGESTED_QUOTA_MIB) facts.push({ key: 'quotaOverMax', params: { quota: c.quotaMiB } });
    return facts;
  },
  see: (c, state): WordRef[] => [
    state === 'defragmenting'
      ? { key: 'defragmenting', params: { endpoint: MEMBER_INFO[c.id]?.endpoint ?? c.id, defragS: c.defragMs / 1000 } }
      : { key: 'serving', params: { endpoint: MEMBER_INFO[c.id]?.endpoint ?? c.id, file: c.fileMiB } },
  ],
  isError: (state) => state === 'serving.overSuggestedMax',
  delayMs: (name, c) => (name === 'defrag' ? c.defragMs : undefined),
};

export const etcdKeyspace: ComponentDef<KeyspaceContext> = {
  type: 'etcd-keyspace-quota',
  layer: 'etcd',
  machine: etcdKeyspaceMachine,
  params: (c) => ({ revision: c.revision, live: c.liveMiB, history: c.historyMiB, members: c.alarms.join(', ') }),
  facts: (c): WordRef[] => [
    { key: 'revision', params: { revision: c.revision } },
    ...(c.compactRev ? [{ key: 'compacted', params: { compactRev: c.compactRev } }] : []),
    { key: 'data', params: { live: c.liveMiB, events: c.eventsMiB, history: c.historyMiB } },
  ],
  see: (c, state) => (state === 'nospace' ? [{ key: 'alarm', params: { members: c.alarms.join(', ') } }, { key: 'rejected' }] : [{ key: 'noAlarm' }]),
  isError: (state) => state === 'nospace',
};

const dbIds = (world: World) => world.instancesOf(etcdDb).map((db) => db.id);
/** The keyspace: the scenario's one etcd-keyspace-quota instance. */
const keyspace = (world: World) => world.instancesOf(etcdKeyspace)[0].context;

const alarmLine = (m: string) => `memberID:${MEMBER_INFO[m]?.memberId ?? m} alarm:NOSPACE`;

export const etcdctlShell: ComponentDef<EtcdctlShellContext> = {
  type: 'etcdctl-shell',
  layer: 'clients',
  machine: etcdctlShellMachine,
  params: (c) => ({ command: c.command, error: c.error ?? '', revision: c.revision ?? '', rev: c.rev ?? '', freed: c.freedMiB ?? 0, members: c.done.join(', ') }),
  facts: () => [],
  see: (c, state, world) => {
    if (state === 'idle') return [{ key: 'idle' }];
    if (state === 'failed') return [{ key: 'error', params: { error: c.error ?? '' } }];
    if (state === 'waiting') {
      if (c.command === 'defrag' || c.command === 'defragAll') return c.asked.filter((m) => !c.done.includes(m)).map((m) => ({ key: 'defragWaiting', params: { endpoint: MEMBER_INFO[m].endpoint } }));
      return [{ key: 'waiting' }];
    }
    switch (c.command) {
      case 'put':
        return [{ key: 'putOk' }];
      case 'get':
        return [{ key: 'getOk' }];
      case 'deleteEvents':
        return [{ key: 'deleted' }];
      case 'status':
        return [{ key: 'revision', params: { rev: c.rev ?? '' } }];
      case 'compact':
        return [{ key: 'compacted', params: { revision: c.revision ?? '' } }];
      case 'count':
        return [{ key: 'counted', params: { events: c.eventsMiB ?? 0, live: c.liveMiB ?? 0 } }];
      case 'defrag':
      case 'defragAll':
        return c.done.map((m) => ({ key: 'defragmented', params: { endpoint: MEMBER_INFO[m].endpoint } }));
      case 'disarm':
      case 'alarmList':
        return c.alarms.length ? c.alarms.map((m) => ({ key: 'alarmLine', params: { line: alarmLine(m) } })) : [{ key: c.command === 'disarm' ? 'disarmedNone' : 'alarmNone' }];
      case 'health': {
        const up = c.alarms.length > 0;
        const lines: WordRef[] = dbIds(world).map((m) => ({ key: up ? 'unhealthy' : 'healthy', params: { endpoint: MEMBER_INFO[m].endpoint } }));
        if (up) lines.push({ key: 'unhealthyCluster' });
        lines.push({ key: 'readyz' }, { key: up ? 'healthEndpointAlarm' : 'healthEndpointOk' });
        return lines;
      }
      default:
        return [{ key: 'idle' }];
    }
  },
  isError: (state) => state === 'failed',
};

export const apiserverWrites: ComponentDef<ApiserverWritesContext> = {
  type: 'apiserver-writes',
  layer: 'control-plane',
  machine: apiserverWritesMachine,
  params: (c) => ({ error: c.error ?? '', busy: c.busy.join(', ') }),
  facts: (c) => (c.lastCompaction ? [{ key: c.lastCompaction === 'done' ? 'compactionDone' : 'compactionFailed' }] : []),
  see: (c, state, world) => {
    const ks = keyspace(world);
    if (state === 'stalled') return [{ key: 'stalled' }];
    if (state === 'writesRejected') return [{ key: 'writesRejected', params: { error: c.error ?? '' } }, { key: 'readsWork' }];
    return [{ key: c.busy.length ? 'someBusy' : 'serving', params: { busy: c.busy.join(', '), revision: ks.revision } }];
  },
  isError: (state) => state === 'writesRejected' || state === 'stalled',
  observe: (c) => `${c.compactions}|${c.lastCompaction}`,
  delayMs: (name) => (name === 'compactionInterval' ? 300_000 : undefined),
};

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const NOSPACE_ANSWERS: Answers = {
  'etcd-keyspace-quota': (c: KeyspaceContext, state: string) => (state === 'nospace' ? { error: 'NOSPACE' } : {}),
  'etcdctl-shell': (c: EtcdctlShellContext, state: string) => (state === 'failed' ? { error: c.error } : state === 'done' ? {} : undefined),
};
