// backup-restore's own component types, with the values their words need. Words live in
// content/scenarios/<lang>/components/<type>.yaml. `etcd-data-member`, `restore-apiserver` and
// `restore-kubelet` are views of etcd, kube-apiserver and the kubelet as a restore sees them (data,
// watch cache, pods), kept apart from the shared models in src/model/components/ because this
// scenario's step links and timelines pin their states (serving, dataLost, serving.stale, watchHangs…)
// and each type's statechart is drawn per type (a merged machine would draw both sets of states).
import type { ComponentDef, WordRef } from '../../engine/component.ts';
import type { Answers } from '../../engine/timeline.ts';
import {
  type DataMemberContext,
  type RestoreCheckContext,
  type RestoreCommandContext,
  type SnapshotContext,
  type SurvivorDbContext,
  BUMP,
  RESTORE_ERRORS,
  RESTORE_EXIT_CODES,
  encryptionBackupMachine,
  etcdDataMemberMachine,
  etcdSnapshotMachine,
  restoreCheckMachine,
  restoreCommandMachine,
  restoreOutcome,
  survivorDbMachine,
} from './etcd-restore.ts';
import { RENEW_DEADLINE_MS } from '../../components/k8s-protocol.ts';
import { type RestoreApiserverContext, type RestoreKubeletContext, LIVENESS_RESTART_MS, controlLoopsMachine, restoreApiserverMachine, restoreKubeletMachine } from './kubernetes.ts';

const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');
const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);

const FROM = { latest: 'fromLatest', older: 'fromOlder', survivor: 'fromSurvivor' } as const;
const SNAPSHOT_FACT = { latest: 'snapshotLatest', older: 'snapshotOlder', survivor: 'snapshotSurvivor' } as const;

export const etcdDataMember: ComponentDef<DataMemberContext> = {
  type: 'etcd-data-member',
  layer: 'etcd',
  machine: etcdDataMemberMachine,
  params: (c) => ({ revision: c.revision, objects: list(c.objects), token: c.token, snapshot: c.snapshot }),
  facts: (c, state) => {
    if (state === 'dataLost' || state === 'stopped') return [];
    return [{ key: 'revision' }, { key: 'objects' }, ...(c.snapshot ? [{ key: FROM[c.snapshot] }] : []), { key: 'token' }];
  },
  see: (_c, state) => [{ key: state === 'serving' ? 'status' : state === 'waitingForPeers' ? 'waiting' : state }],
  isError: (state) => state === 'noQuorum' || state === 'dataLost',
  observe: (c) => `${c.revision}|${c.snapshot}`,
};

export const etcdSnapshot: ComponentDef<SnapshotContext> = {
  type: 'etcd-snapshot',
  layer: 'etcd',
  machine: etcdSnapshotMachine,
  params: (c) => ({ revision: c.revision, objects: c.objects }),
  facts: (c, state) => (state === 'none' ? [] : [{ key: 'revision' }, { key: c.verified ? 'verified' : 'notVerified' }]),
  see: (c, state) => {
    if (state === 'none') return [{ key: 'none' }];
    const out: WordRef[] = [{ key: state === 'offCluster' ? 'offCluster' : 'onNode' }];
    if (c.verified) out.push({ key: c.version === '3.5' ? 'status35' : 'status36' });
    return out;
  },
  observe: (c) => String(c.verified),
};

export const survivorDb: ComponentDef<SurvivorDbContext> = {
  type: 'survivor-db',
  layer: 'etcd',
  machine: survivorDbMachine,
  params: (c) => ({ revision: c.revision, objects: list(c.objects), snapshotRevision: c.snapshotRevision, ahead: c.revision - c.snapshotRevision }),
  facts: (_c, state) => (state === 'none' ? [] : [{ key: 'revision' }]),
  see: (c, state) => {
    if (state === 'none') return [{ key: 'none' }];
    const out: WordRef[] = [{ key: c.snapshotRevision === 0 ? 'noSnapshot' : c.revision > c.snapshotRevision ? 'newer' : 'notNewer' }];
    if (state === 'onEveryMember') out.push({ key: 'onEveryMember' });
    return out;
  },
  observe: (c) => `${c.revision}|${c.snapshotRevision}`,
};

export const encryptionBackup: ComponentDef<unknown> = {
  type: 'encryption-backup',
  layer: 'control-plane',
  machine: encryptionBackupMachine,
  params: () => ({}),
  facts: () => [],
  see: (_c, state) => [{ key: state }],
};

export const restoreCommand: ComponentDef<RestoreCommandContext> = {
  type: 'etcd-restore-command',
  layer: 'clients',
  machine: restoreCommandMachine,
  params: (c) => ({
    member: c.member,
    tool: c.tool,
    snapshot: c.snapshot,
    error: restoreOutcome(c, c.version) === 'rejected' ? RESTORE_ERRORS.rejected : RESTORE_ERRORS.removed,
    code: RESTORE_EXIT_CODES[restoreOutcome(c, c.version)],
  }),
  facts: (c): WordRef[] => [
    { key: 'tool' },
    { key: SNAPSHOT_FACT[c.snapshot] },
    { key: 'flags', params: { flags: [c.bump ? `--bump-revision ${BUMP}` : '', c.markCompacted ? '--mark-compacted' : ''].filter(Boolean).join(' ') || '—' } },
  ],
  see: (c, state) => {
    const p = { error: state === 'rejected' ? RESTORE_ERRORS.rejected : RESTORE_ERRORS.removed };
    const flags = [c.snapshot === 'survivor' ? '--skip-hash-check' : '', c.bump ? `--bump-revision ${BUMP}` : '', c.markCompacted ? '--mark-compacted' : ''].filter(Boolean).join(' ');
    const cmd: WordRef = { key: c.tool === 'etcdctl' ? 'commandEtcdctl' : 'command', params: { flags, file: c.snapshot === 'survivor' ? 'survivor.db' : c.snapshot === 'older' ? 'snapshot-older.db' : 'snapshot.db' } };
    // The composed command stays visible next to its outcome: a wrong turn shows what was run.
    if (state === 'notRun') return [cmd];
    return [cmd, { key: state, params: p }];
  },
  isError: (state) => state === 'rejected' || state === 'unknownFlag',
  observe: (c) => `${c.tool}|${c.snapshot}|${c.bump}|${c.markCompacted}|${c.member}`,
};

export const restoreApiserver: ComponentDef<RestoreApiserverContext> = {
  type: 'restore-apiserver',
  layer: 'control-plane',
  machine: restoreApiserverMachine,
  params: (c) => ({ member: c.member, revision: c.revision, objects: list(c.objects), livenessS: LIVENESS_RESTART_MS / 1000 }),
  facts: (_c, state) => (state === 'stopped' || state === 'waitingForEtcd' ? [{ key: 'etcd' }] : [{ key: 'etcd' }, { key: 'cache' }]),
  see: (c, state) => {
    if (state === 'serving.fresh') return [{ key: 'ready' }, { key: 'pods' }];
    if (state === 'serving.stale') return [{ key: 'ready' }, { key: 'pods' }, { key: c.relisted ? 'staleRelisted' : 'staleCache' }];
    return [{ key: state }];
  },
  isError: (state) => state === 'etcdUnavailable' || state === 'waitingForEtcd' || state === 'serving.stale',
};

export const kubeControlLoops: ComponentDef<unknown> = {
  type: 'kube-control-loops',
  layer: 'control-plane',
  machine: controlLoopsMachine,
  params: () => ({ renewS: RENEW_DEADLINE_MS / 1000 }),
  facts: () => [],
  see: (_c, state) => [{ key: state }],
  isError: (state) => state === 'leaseLost',
};

export const restoreKubelet: ComponentDef<RestoreKubeletContext> = {
  type: 'restore-kubelet',
  layer: 'nodes',
  machine: restoreKubeletMachine,
  params: (c) => ({ running: list(c.running), bound: list(c.bound), graceS: c.graceMs / 1000, revision: c.revision }),
  facts: () => [{ key: 'running' }, { key: 'bound' }],
  see: (c, state) => {
    if (state !== 'watchHangs' && state !== 'cleaningUp') return [{ key: state }];
    return [{ key: state, params: { phantom: list(c.running.filter((x) => !c.bound.includes(x))), missing: list(c.bound.filter((x) => !c.running.includes(x))) } }];
  },
  isError: (state) => state === 'watchHangs',
  delayMs: (name, c) => (name === 'grace' ? c.graceMs : undefined),
  observe: (c) => `${c.running.join()}|${c.bound.join()}|${c.graceMs}`,
};

export const restoreCheck: ComponentDef<RestoreCheckContext> = {
  type: 'restore-check',
  layer: 'clients',
  machine: restoreCheckMachine,
  params: (c) => ({ problems: c.problems.length, gone: list(c.gone), back: list(c.back) }),
  facts: () => [],
  see: (c, state) => {
    if (state === 'notRun') return [{ key: 'notRun' }];
    const out: WordRef[] = c.problems.map((p) => ({ key: p }));
    if (state === 'passed') out.unshift({ key: 'passed' });
    out.push({ key: 'pods', params: { pods: list(c.pods) } }, { key: 'lostAndBack' });
    return out;
  },
  isError: (state) => within(state, 'failed'),
  observe: (c) => c.problems.join(),
};

export const RESTORE_COMPONENTS = [etcdDataMember, etcdSnapshot, survivorDb, encryptionBackup, restoreCommand, restoreApiserver, kubeControlLoops, restoreKubelet, restoreCheck] as const;

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const RESTORE_ANSWERS: Answers = {
  // What the operator's terminal shows: the error line the tool prints, or the member it restored.
  'etcd-restore-command': (c: RestoreCommandContext, state: string) =>
    state === 'rejected' ? { error: `Error: ${RESTORE_ERRORS.rejected}` }
    : state === 'unknownFlag' ? { error: `Error: ${RESTORE_ERRORS.removed}` }
    : state === 'notRun' ? undefined
    : { value: c.member },
  // What `kubectl get pods -A` lists: the same text in both languages, so the e2e finds it in the row.
  'restore-check': (c: RestoreCheckContext, state: string) => (state === 'notRun' ? undefined : { value: list(c.pods) }),
};
