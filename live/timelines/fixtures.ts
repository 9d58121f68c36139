// Stand-ins for etcd-quorum's curated timelines until the engine's file
// (src/model/scenarios/etcd-quorum/timelines.ts) lands, written from the fact sheet §3 like the real ones.
// They test the driver; the real timelines are what the live check plays.
import type { LiveTimeline } from './types.ts';

const source = 'shared/facts/etcd.md §3 (corrected 2026-12)';

export const fixtureTimelines: LiveTimeline[] = [
  {
    id: 'fixture-write-during-election',
    title: { en: 'A write right after the leader crashed is lost', ru: 'Запись сразу после падения лидера теряется' },
    source,
    steps: [
      { event: 'cluster.choose:3', expect: { at: 0, states: { m1: 'up.leader', m2: 'up.follower' } } },
      { event: 'leader.fail' },
      { event: 'request.write' },
      { event: 'clock.advance:1', expect: { at: 1000, answers: { write: {} } } },
      { event: 'clock.advance:1', expect: { at: 2000, states: { m1: 'down', m2: 'up.leader' } } },
      { event: 'clock.advance:10', expect: { at: 12_000, answers: { write: { error: 'etcdserver: request timed out' } } } },
    ],
  },
  {
    id: 'fixture-write-without-quorum',
    title: { en: 'No quorum: a write fails at 7 s on etcd 3.4 (3.5+: at the 10 s --command-timeout)', ru: 'Нет кворума: запись падает через 7 с на etcd 3.4 (3.5+: через 10 с, по --command-timeout)' },
    source,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'request.watch' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'request.write', expect: { at: 3000, answers: { write: {} } } },
      { event: 'clock.advance:10', expect: { at: 13_000, answers: { write: { error: 'context deadline exceeded' }, watch: { error: 'etcdserver: no leader' } } } },
    ],
  },
  {
    id: 'fixture-partition-stale-read',
    title: { en: 'A cut-off member answers a serializable read with an old value', ru: 'Отрезанный участник отвечает на serializable-чтение старым значением' },
    source,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'request.write', expect: { answers: { write: { value: 'v1' } } } },
      { event: 'clock.advance:1' },
      { event: 'partition.isolate:m3' },
      { event: 'request.write' },
      { event: 'clock.advance:1', expect: { at: 2000, answers: { write: { value: 'v2' } } } },
      { event: 'client.endpoint:m3' },
      { event: 'request.serializableRead' },
      { event: 'clock.advance:1', expect: { at: 3000, answers: { serializableRead: { value: 'v1', stale: true } } } },
    ],
  },
  {
    id: 'fixture-member-add-dead-member',
    title: { en: 'member add with a dead member listed', ru: 'member add, пока в списке мёртвый участник' },
    source,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m3' },
      { event: 'request.memberAdd' },
      { event: 'clock.advance:1', expect: { at: 1000, answers: { memberAdd: { error: 'etcdserver: unhealthy cluster' } } } },
    ],
  },
];
