// Curated timelines of nospace. Every expectation comes from the fact sheet (/work/shared/facts/etcd.md
// §1 "Quota", "Quota exceeded", "Recovery" and §6 "Defragmentation", "Tools", statements marked
// "corrected 2026-12") and the etcd source it cites (server/storage/quota.go: the quota check compares
// the database FILE's size plus the request's cost with the quota), never from the engine's output.
// The scenario's own numbers (stated to the reader): quota 2048 MiB; each file 2010 MiB, 2000 MiB in
// use; an Event storm of 60 MiB; 20 s per defragmentation; m1 is the leader.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { NOSPACE_ANSWERS } from './components.ts';

const S1 = '/work/shared/facts/etcd.md §1 (corrected 2026-12)';
const S6 = '/work/shared/facts/etcd.md §6 (corrected 2026-12)';
const NOSPACE = 'etcdserver: mvcc: database space exceeded';
const FFM = 'first-five-minutes #first-five-nospace and its "Do not disarm NOSPACE before the database is well below the quota"; performance-monitoring #nospace-recovery ("If defragmentation frees too little … Delete what should not be there", the key count per resource)';

const full = [{ event: 'cluster.start' }, { event: 'k8s.storm', expect: { states: { keyspace: 'nospace', apiserver: 'writesRejected' } } }];

export const timelines: Timeline[] = [
  {
    id: 'recover',
    runbook: true,
    title: {
      en: 'The way out: find and delete what grew, compact past the deletes, defragment one member at a time, disarm well below the quota',
      ru: 'Выход: найти и удалить то, что выросло, компакция после удаления, дефрагментация по одному участнику, снятие alarm намного ниже квоты',
    },
    source: `${S1}, Recovery: "1. Get the current revision … 2. etcdctl compact <rev> … Deleted keys free space only after a compaction past the delete … 3. etcdctl defrag on every member … 4. etcdctl alarm disarm, then check etcdctl alarm list"; ${S6}, Defragmentation: "Go one member at a time"; ${FFM}`,
    steps: [
      { event: 'cluster.start', expect: { at: 0, states: { m1: 'serving', m2: 'serving', m3: 'serving', keyspace: 'ok', apiserver: 'serving' } } },
      ...full.slice(1),
      { event: 'alarm.list', expect: { states: { etcdctl: 'done', keyspace: 'nospace' } } },
      { event: 'keys.count', expect: { states: { etcdctl: 'done', keyspace: 'nospace' } } },
      { event: 'events.delete', expect: { states: { etcdctl: 'done', keyspace: 'nospace' } } },
      { event: 'revision.find', expect: { states: { etcdctl: 'done' } } },
      { event: 'history.compact', expect: { states: { etcdctl: 'done', keyspace: 'nospace' } } },
      { event: 'defrag.member:m2', expect: { states: { m2: 'defragmenting', m1: 'serving', m3: 'serving', etcdctl: 'waiting' } } },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m2: 'defragmenting' } } },
      { event: 'clock.advance:10', expect: { at: 20_000, states: { m2: 'serving', etcdctl: 'done' } } },
      { event: 'defrag.member:m3' },
      { event: 'clock.next', expect: { at: 40_000, states: { m3: 'serving' } } },
      { event: 'defrag.member:m1' },
      { event: 'clock.next', expect: { at: 60_000, states: { m1: 'serving', keyspace: 'nospace' } } },
      { event: 'alarm.disarm', expect: { states: { keyspace: 'ok', etcdctl: 'done' } } },
      { event: 'alarm.list', expect: { states: { keyspace: 'ok' } } },
      { event: 'request.put', expect: { states: { etcdctl: 'done', keyspace: 'ok' } } },
      { event: 'k8s.write', expect: { states: { apiserver: 'serving', keyspace: 'ok' } } },
    ],
  },
  {
    id: 'reads-and-deletes-work',
    title: { en: 'Under NOSPACE a put fails, a read and a delete succeed', ru: 'При NOSPACE запись не проходит, а чтение и удаление проходят' },
    source: `${S1}, Quota exceeded: "writes fail with etcdserver: mvcc: database space exceeded … Only reads and deletes are accepted"`,
    steps: [
      ...full,
      { event: 'request.put', expect: { states: { etcdctl: 'failed' }, answers: { etcdctl: { error: NOSPACE } } } },
      { event: 'request.get', expect: { states: { etcdctl: 'done', keyspace: 'nospace' } } },
      { event: 'events.delete', expect: { states: { etcdctl: 'done', keyspace: 'nospace' } } },
    ],
  },
  {
    id: 'probes-stay-green',
    title: { en: 'endpoint health and /health show the alarm, /readyz stays ok', ru: 'endpoint health и /health показывают alarm, /readyz остаётся ok' },
    source: `${S1}, Quota exceeded: "etcd's /livez and /readyz ignore NOSPACE, so kubeadm's probes do not restart etcd; /health and etcdctl endpoint health do fail"`,
    steps: [...full, { event: 'health.check', expect: { states: { etcdctl: 'done', m1: 'serving', keyspace: 'nospace' } } }],
  },
  {
    id: 'disarm-without-freeing',
    title: { en: 'Disarming without freeing space: the next write raises NOSPACE again', ru: 'Снять alarm, не освободив место: следующая запись снова поднимает NOSPACE' },
    source: `${S1}, Recovery: "Deleted keys free space only after a compaction past the delete … Compaction frees space inside the file; defragmentation returns it to the OS"; C server/storage/quota.go (file size + cost < quota)`,
    steps: [
      ...full,
      { event: 'alarm.disarm', expect: { states: { keyspace: 'ok', apiserver: 'serving' } } },
      { event: 'k8s.write', expect: { states: { keyspace: 'nospace', apiserver: 'writesRejected' } } },
      { event: 'request.put', expect: { answers: { etcdctl: { error: NOSPACE } } } },
    ],
  },
  {
    id: 'delete-without-compact',
    title: { en: 'Deleting objects without compacting frees nothing', ru: 'Удаление объектов без компакции ничего не освобождает' },
    source: `${S1}, Recovery: "Deleted keys free space only after a compaction past the delete" (corrected 2026-12)`,
    steps: [
      ...full,
      { event: 'events.delete', expect: { states: { etcdctl: 'done' } } },
      { event: 'alarm.disarm', expect: { states: { keyspace: 'ok' } } },
      { event: 'request.put', expect: { states: { keyspace: 'nospace', etcdctl: 'failed' }, answers: { etcdctl: { error: NOSPACE } } } },
    ],
  },
  {
    id: 'compact-without-revision',
    title: { en: 'compact "$rev" without finding the revision: etcdctl refuses the empty argument, nothing is compacted', ru: 'compact "$rev" без поиска ревизии: etcdctl отвергает пустой аргумент, компакции нет' },
    source: 'etcd etcdctl/ctlv3/command/compaction_command.go (v3.5.21, v3.6.0): strconv.ParseInt(args[0]) fails before the request, ExitWithError prints "Error: " and the error',
    steps: [
      ...full,
      { event: 'history.compact', expect: { states: { etcdctl: 'failed', keyspace: 'nospace' }, answers: { etcdctl: { error: 'strconv.ParseInt: parsing "": invalid syntax' } } } },
    ],
  },
  {
    id: 'delete-without-recompact',
    title: { en: 'Deleting after the compaction: a compaction at the old revision does not reach the deletes', ru: 'Удаление после компакции: компакция на старой ревизии не доходит до удалений' },
    source: `${S1}, Recovery: "Deleted keys free space only after a compaction past the delete"; etcd server/storage/mvcc/kvstore.go (a compaction at or below the last one: "mvcc: required revision has been compacted")`,
    steps: [
      ...full,
      { event: 'revision.find' },
      { event: 'history.compact', expect: { states: { etcdctl: 'done' } } },
      { event: 'events.delete', expect: { states: { etcdctl: 'done' } } },
      { event: 'history.compact', expect: { states: { etcdctl: 'failed' }, answers: { etcdctl: { error: 'etcdserver: mvcc: required revision has been compacted' } } } },
    ],
  },
  {
    id: 'compact-without-defrag',
    title: { en: 'Compacting without defragmenting: the file is still full', ru: 'Компакция без дефрагментации: файл по-прежнему полон' },
    source: `${S1}, Recovery: "Compaction frees space inside the file; defragmentation returns it to the OS"; C server/storage/quota.go: Available() compares be.Size() (the file) + cost with the quota`,
    steps: [
      ...full,
      { event: 'revision.find' },
      { event: 'history.compact', expect: { states: { etcdctl: 'done' } } },
      { event: 'alarm.disarm', expect: { states: { keyspace: 'ok' } } },
      { event: 'request.put', expect: { states: { keyspace: 'nospace' }, answers: { etcdctl: { error: NOSPACE } } } },
    ],
  },
  {
    id: 'defrag-all-at-once',
    title: { en: 'Defragmenting every member at once: nothing answers until they finish', ru: 'Дефрагментация всех участников сразу: никто не отвечает, пока она не кончится' },
    source: `${S6}, Defragmentation: "it blocks reads and writes on that member while it runs. Go one member at a time"`,
    steps: [
      ...full,
      { event: 'revision.find' },
      { event: 'history.compact' },
      { event: 'defrag.all', expect: { states: { m1: 'defragmenting', m2: 'defragmenting', m3: 'defragmenting', apiserver: 'stalled' } } },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { apiserver: 'stalled' } } },
      { event: 'clock.advance:10', expect: { at: 20_000, states: { m1: 'serving', m2: 'serving', m3: 'serving', apiserver: 'writesRejected', keyspace: 'nospace' } } },
    ],
  },
  {
    id: 'quota-past-8gib',
    title: { en: 'Raising the quota past 8 GiB: writes resume, nothing is freed', ru: 'Квота больше 8 ГиБ: запись возобновляется, но ничего не освобождено' },
    source: `${S1}, Quota: "8 GiB is the suggested maximum, and etcd warns at startup above it"; C server/storage/quota.go ("quota exceeds the maximum value")`,
    steps: [
      ...full,
      { event: 'quota.raise', expect: { states: { m1: 'serving.overSuggestedMax', m2: 'serving.overSuggestedMax', m3: 'serving.overSuggestedMax', keyspace: 'nospace' } } },
      { event: 'alarm.disarm', expect: { states: { keyspace: 'ok' } } },
      { event: 'k8s.write', expect: { states: { keyspace: 'ok', apiserver: 'serving' } } },
    ],
  },
  {
    id: 'apiserver-compaction-blocked',
    title: { en: 'kube-apiserver cannot compact under NOSPACE, so the alarm stays', ru: 'kube-apiserver не может выполнить компакцию при NOSPACE, и alarm остаётся' },
    source: `${S1}, Quota exceeded: "kube-apiserver's periodic compaction cannot run while NOSPACE is raised … The operator must compact by hand"`,
    steps: [...full, { event: 'clock.advance:300', expect: { at: 300_000, states: { apiserver: 'writesRejected', keyspace: 'nospace' } } }],
  },
];

/** What the steps' `answers` expectations are checked against (src/model/engine/play.ts). */
export const answers: Answers = NOSPACE_ANSWERS;
