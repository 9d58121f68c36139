// Curated timelines of etcd-quorum. Every expectation is written from the fact sheet
// (/work/shared/facts/etcd.md §3, statements marked "corrected 2026-12") and the etcd source it cites,
// not from the engine's output. The live check plays the same steps against a real etcd; the
// unit test plays them on the engine; the e2e plays them through the player.
//
// Numbers that are the scenario's own choices, stated to the reader: election timeouts m1 1.2 s,
// m2 1.5 s, m3 1.8 s, m4 1.4 s, m5 1.7 s (each in [1 s, 2 s)); the key `greeting` holds `hello` at
// revision 2 when the cluster starts; the n-th write puts `v<n>`; the write row follows
// `etcdctl --command-timeout=10s`. `cluster.choose:3` and `:5` run etcd 3.6.10 (the member-add rule up
// to 3.5.29 / 3.6.10), `:3-etcd-3-6-11` and `:5-etcd-3-6-11` the rule of 3.5.30, 3.6.11 and 3.7.0.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { REQUEST_ANSWERS } from '../../components/index.ts';
import { MEMBER_ADD } from '../../components/etcd-member-clients.facts.ts';
import { WRITE } from '../../components/etcd-requests.facts.ts';

const S3 = '/work/shared/facts/etcd.md §3 (corrected 2026-12)';
const UNHEALTHY = MEMBER_ADD.error.value;

export const timelines: Timeline[] = [
  {
    // The id is published (e2e, no-JS view); the title changed with the 3.5+ client's retry (issue 23 §1.11).
    id: 'quorum-loss-write',
    title: {
      en: 'A write without quorum: the server gives up at 7 s, etcdctl retries and fails at its 10 s, nothing written',
      ru: 'Запись без кворума: сервер сдаётся через 7 с, etcdctl повторяет и падает на своих 10 с, ничего не записано',
    },
    source: `${S3}, Without quorum: "No writes … and nothing is written"; ${WRITE.requestTimeoutMs.source}; ${WRITE.retriesServerDeadline.source}`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m1: 'up.follower', m2: 'down', m3: 'down' } } },
      { event: 'request.write', expect: { states: { write: 'pending' } } },
      { event: 'clock.next', expect: { at: 15_000, states: { write: 'pending' }, answers: { write: { etcdctl: 'context deadline exceeded' } } } },
      // The server's 7 s pass without a leader: gRPC DeadlineExceeded, which the 3.5+ client sends again.
      { event: 'clock.next', expect: { at: 17_000, states: { write: 'pending' } } },
      { event: 'clock.next', expect: { at: 20_000, states: { write: 'failed' }, answers: { write: { error: 'context deadline exceeded', etcdctl: 'context deadline exceeded' } } } },
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
    source: `${S3}, Membership: "member add … is refused at once with etcdserver: unhealthy cluster unless the member handling it has been connected to every voting member for the last 5 s"; ${MEMBER_ADD.needed.source}`,
    steps: [
      { event: 'cluster.choose:3' },
      { event: 'member.stop:m3' },
      { event: 'request.memberAdd', expect: { at: 0, states: { memberAdd: 'refused.allPeers' }, answers: { memberAdd: { error: UNHEALTHY } } } },
      { event: 'member.start:m3' },
      { event: 'request.memberAdd', expect: { at: 0, states: { memberAdd: 'refused' }, answers: { memberAdd: { error: UNHEALTHY } } } },
      { event: 'clock.advance:10' },
      { event: 'request.memberAdd', expect: { at: 10_000, states: { memberAdd: 'added' } } },
    ],
  },
  {
    // 3 members, 1 dead: 2 connected < quorum(4) = 3, refused on the new rule too.
    id: 'member-add-3-new-rule',
    title: {
      en: 'etcd 3.6.11: member add with one of three members dead is still refused',
      ru: 'etcd 3.6.11: member add, когда один из трёх участников отказал, по-прежнему отклоняется',
    },
    source: `${S3}, Membership (corrected 2026-12, turn 3): "3 members with 1 dead: still refused (2 connected < quorum(4) = 3)"; ${MEMBER_ADD.needed.source}`,
    steps: [
      { event: 'cluster.choose:3-etcd-3-6-11' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10' },
      { event: 'request.memberAdd', expect: { at: 10_000, states: { memberAdd: 'refused.quorumAfterAdd' }, answers: { memberAdd: { error: UNHEALTHY } } } },
    ],
  },
  {
    // 5 members, 1 dead: 4 connected, the old rule wants all 5.
    id: 'member-add-5-old-rule',
    title: {
      en: 'etcd 3.6.10 and older: member add with one of five members dead is refused',
      ru: 'etcd 3.6.10 и старше: member add, когда один из пяти участников отказал, отклоняется',
    },
    source: `${S3}, Membership: "Up to 3.5.29 / 3.6.10 it was connected to every voting member (isConnectedFullySince)"; ${MEMBER_ADD.quorumRuleSince.source}`,
    steps: [
      { event: 'cluster.choose:5' },
      { event: 'member.stop:m5' },
      { event: 'clock.advance:10' },
      { event: 'request.memberAdd', expect: { at: 10_000, states: { memberAdd: 'refused.allPeers' }, answers: { memberAdd: { error: UNHEALTHY } } } },
    ],
  },
  {
    // 5 members, 1 dead: 4 connected ≥ quorum(6) = 4. The cluster then has 6 voting members, 4 running:
    // quorum 4, so writes still commit, with no failure to spare.
    id: 'member-add-5-new-rule',
    title: {
      en: 'etcd 3.6.11: member add with one of five members dead goes through; a write still commits',
      ru: 'etcd 3.6.11: member add, когда один из пяти участников отказал, проходит; запись по-прежнему фиксируется',
    },
    source: `${S3}, Membership (corrected 2026-12, turn 3): "5 members with 1 dead: now accepted (4 ≥ quorum(6) = 4)"; ${MEMBER_ADD.needed.source}`,
    steps: [
      { event: 'cluster.choose:5-etcd-3-6-11' },
      { event: 'member.stop:m5' },
      { event: 'clock.advance:10' },
      { event: 'request.memberAdd', expect: { at: 10_000, states: { memberAdd: 'added.quorumAfterAdd' }, answers: { memberAdd: { value: 'm6' } } } },
      { event: 'request.write', expect: { states: { m1: 'up.leader', write: 'done' }, answers: { write: { value: 'v1' } } } },
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
