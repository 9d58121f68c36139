// Curated timelines of etcd-quorum. Every expectation is written from the fact sheet
// (/work/shared/facts/etcd.md §3, statements marked "corrected 2026-12") and the etcd source it cites,
// not from the engine's output. The live check plays the same steps against a real etcd; the
// unit test plays them on the engine; the e2e plays them through the player.
//
// Numbers that are the scenario's own choices, stated to the reader: election timeouts m1 1.2 s,
// m2 1.5 s, m3 1.8 s, m4 1.4 s, m5 1.7 s (each in [1 s, 2 s)); the key `greeting` holds `hello` at
// revision 2 when the cluster starts; the n-th write puts `v<n>`.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { REQUEST_ANSWERS } from '../../components/index.ts';

const S3 = '/work/shared/facts/etcd.md §3 (corrected 2026-12)';

export const timelines: Timeline[] = [
  {
    id: 'quorum-loss-write',
    title: { en: 'A write without quorum: context deadline exceeded at 7 s, nothing written', ru: 'Запись без кворума: context deadline exceeded через 7 с, ничего не записано' },
    source: `${S3}, Without quorum: "No writes … the client gets context deadline exceeded … and nothing is written"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m1: 'up.follower', m2: 'down', m3: 'down' } } },
      { event: 'request.write', expect: { states: { write: 'pending' } } },
      { event: 'clock.advance:10', expect: { at: 20_000, answers: { write: { error: 'context deadline exceeded', etcdctl: 'context deadline exceeded' } } } },
      { event: 'request.serializableRead', expect: { answers: { serializableRead: { value: 'hello' } } } },
    ],
  },
  {
    id: 'write-caught-by-step-down',
    title: { en: 'A write the lone leader accepted: request timed out, outcome unknown', ru: 'Запись, которую принял оставшийся один лидер: request timed out, исход неизвестен' },
    source: `${S3}, Without quorum: "A leader that has lost contact with a majority keeps its role until CheckQuorum fires … a write it receives in that window enters its log and times out"; "fails after 7 s with etcdserver: request timed out and may still commit"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3', expect: { at: 0, states: { m1: 'up.leader' } } },
      { event: 'request.write', expect: { states: { write: 'pending', m1: 'up.leader' } } },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m1: 'up.follower' }, answers: { write: { error: 'etcdserver: request timed out' } } } },
    ],
  },
  {
    id: 'writes-during-election-lost',
    title: { en: 'A write sent during the election is lost: request timed out at 7 s', ru: 'Запись во время выборов теряется: request timed out через 7 с' },
    source: `${S3}, Errors: "Writes do not queue through a leader election … they fail after 7 s with etcdserver: request timed out[, possibly due to previous leader failure]"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'leader.fail' },
      { event: 'request.write', expect: { at: 0, states: { m1: 'down', m2: 'up.follower', write: 'pending' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 2000, states: { m2: 'up.leader', write: 'pending' } } },
      {
        event: 'clock.advance:10',
        expect: { at: 12_000, answers: { write: { error: 'etcdserver: request timed out, possibly due to previous leader failure' } } },
      },
    ],
  },
  {
    id: 'election-within-1-2-s',
    title: { en: 'After the leader crashes, a new leader appears 1–2 s later', ru: 'После падения лидера новый лидер появляется через 1–2 с' },
    source: `${S3}, Leader election: "randomises its election timeout in [1 s, 2 s) … a new leader appears 1–2 s after the old leader's last heartbeat"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'leader.fail', expect: { at: 0, states: { m1: 'down', m2: 'up.follower', m3: 'up.follower' } } },
      { event: 'clock.advance:1', expect: { at: 1000, states: { m2: 'up.follower', m3: 'up.follower' } } },
      { event: 'clock.next', expect: { at: 1500, states: { m2: 'up.leader', m3: 'up.follower' } } },
    ],
  },
  {
    id: 'watch-accepted-then-cancelled',
    title: { en: 'A watch opened right after the crash is accepted, then cancelled with no leader', ru: 'Watch, открытый сразу после падения, принят, а потом отменён: no leader' },
    source: `${S3}, Leader election: "A watch opened 0.1 s after the leader crashed is accepted"; Without quorum: "cancels them on the third consecutive check without a leader … about 4–6 s after the failure"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m3' },
      { event: 'leader.fail' },
      { event: 'request.watch', expect: { at: 0, states: { watch: 'open' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 3000, states: { watch: 'open' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 6000, states: { watch: 'cancelled' }, answers: { watch: { error: 'etcdserver: no leader' } } } },
    ],
  },
  {
    id: 'etcdctl-5-s',
    title: { en: 'etcdctl gives up at 5 s with context deadline exceeded', ru: 'etcdctl сдаётся через 5 с: context deadline exceeded' },
    source: `${S3}, Without quorum: "etcdctl gives up first: its default --command-timeout is 5 s, so etcdctl put/get print Error: context deadline exceeded after 5 s"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10' },
      { event: 'request.linearizableRead' },
      { event: 'request.write' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 14_000, states: { linearizableRead: 'pending', write: 'pending.waiting' } } },
      {
        event: 'clock.advance:1',
        expect: {
          at: 15_000,
          states: { linearizableRead: 'failed', write: 'pending' },
          answers: { linearizableRead: { error: 'context deadline exceeded' }, write: { etcdctl: 'context deadline exceeded' } },
        },
      },
    ],
  },
  {
    id: 'member-add-unhealthy',
    title: { en: 'member add with a dead member listed: unhealthy cluster at once', ru: 'member add, когда в списке отказавший участник: сразу unhealthy cluster' },
    source: `${S3}, Membership: "member add … is refused at once with etcdserver: unhealthy cluster unless the member handling it has been connected to every voting member for the last 5 s"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m3' },
      { event: 'request.memberAdd', expect: { at: 0, states: { memberAdd: 'refused' }, answers: { memberAdd: { error: 'etcdserver: unhealthy cluster' } } } },
      { event: 'member.start:m3' },
      { event: 'request.memberAdd', expect: { at: 0, states: { memberAdd: 'refused' }, answers: { memberAdd: { error: 'etcdserver: unhealthy cluster' } } } },
      { event: 'clock.advance:10' },
      { event: 'request.memberAdd', expect: { at: 10_000, states: { memberAdd: 'added' } } },
    ],
  },
  {
    id: 'partition-stale-read',
    title: { en: 'A cut-off member answers a serializable read with the old value', ru: 'Отрезанный участник отвечает на serializable-чтение старым значением' },
    source: `${S3}, Without quorum: "a member cut off on the minority side still answers serializable reads from its local state, with the value and revision it had when cut off … Linearizable reads on the minority side fail"; Pre-Vote on by default since 3.5`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'request.write', expect: { states: { write: 'done' }, answers: { write: { value: 'v1' } } } },
      { event: 'partition.isolate:m3' },
      { event: 'request.write', expect: { states: { write: 'done', m1: 'up.leader' }, answers: { write: { value: 'v2' } } } },
      { event: 'client.endpoint:m3' },
      { event: 'request.serializableRead', expect: { answers: { serializableRead: { value: 'v1', stale: true } } } },
      { event: 'request.linearizableRead' },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m1: 'up.leader', m3: 'up.follower' }, answers: { linearizableRead: { error: 'context deadline exceeded' } } } },
      { event: 'partition.heal' },
      { event: 'request.serializableRead', expect: { answers: { serializableRead: { value: 'v2', stale: false } } } },
    ],
  },
  {
    id: 'five-survive-two',
    title: { en: 'Five members survive two failures, not three', ru: 'Пять участников переживают два отказа, но не три' },
    source: `${S3}, quorum table: 5 members, quorum 3, tolerates 2 failures`,
    steps: [
      { event: 'cluster.choose:5' },
      { event: 'member.stop:m4' },
      { event: 'member.stop:m5' },
      { event: 'request.write', expect: { states: { m1: 'up.leader', write: 'done' }, answers: { write: { value: 'v1' } } } },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10', expect: { states: { m1: 'up.follower', m2: 'up.follower' } } },
      { event: 'request.write' },
      { event: 'clock.advance:10', expect: { answers: { write: { error: 'context deadline exceeded' } } } },
    ],
  },
  {
    id: 'quorum-back-after-restart',
    title: { en: 'Quorum comes back after a restart, and the waiting write commits', ru: 'Кворум возвращается после перезапуска, и ждущая запись проходит' },
    source: `${S3}, Errors: "Only writes that arrive after the member has noticed it has no leader wait for the new one"; Leader election: new leader 1–2 s later`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10' },
      { event: 'request.write', expect: { at: 10_000, states: { write: 'pending' } } },
      { event: 'member.start:m2' },
      { event: 'clock.advance:1', expect: { at: 11_000, states: { m1: 'up.follower', write: 'pending' } } },
      { event: 'clock.advance:1', expect: { at: 12_000, states: { m1: 'up.leader', m2: 'up.follower', write: 'done' }, answers: { write: { value: 'v1' } } } },
    ],
  },
  {
    id: 'lone-leader-steps-down',
    title: { en: 'A leader that lost its majority steps down about one election timeout later', ru: 'Лидер без большинства становится ведомым примерно через один таймаут выборов' },
    source: `${S3}, Without quorum: "keeps its role until CheckQuorum fires, about one election timeout later, then steps down to follower"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3', expect: { at: 0, states: { m1: 'up.leader' } } },
      { event: 'clock.advance:1', expect: { at: 1000, states: { m1: 'up.leader' } } },
      { event: 'clock.advance:1', expect: { at: 2000, states: { m1: 'up.follower' } } },
    ],
  },
  {
    id: 'linearizable-read-retried',
    title: { en: 'A linearizable read during the election is retried and answered', ru: 'Линеаризуемое чтение во время выборов повторяется и получает ответ' },
    source: `${S3}, Errors: "etcdserver: leader changed: retryable … clientv3 retries reads (Range) on any gRPC Unavailable … so etcdctl and kube-apiserver reads usually succeed on retry"`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'leader.fail' },
      { event: 'request.linearizableRead', expect: { states: { linearizableRead: 'pending' } } },
      { event: 'clock.advance:10', expect: { states: { linearizableRead: 'done', m2: 'up.leader' }, answers: { linearizableRead: { value: 'hello' } } } },
    ],
  },
];

/** What the steps' `answers` expectations are checked against (src/model/engine/play.ts). */
export const answers: Answers = REQUEST_ANSWERS;
