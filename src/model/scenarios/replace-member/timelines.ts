// Curated timelines of replace-member. Every expectation comes from the fact sheet
// (/work/shared/facts/etcd.md §3 "Membership", "Learners", corrected 2026-12) and the etcd source it
// cites (v3.5.21 and v3.6.0: server/etcdserver/server.go mayAddMember, mayPromoteMember, isLearnerReady;
// bootstrap.go; api/rafthttp/util.go), never from the engine's output.
// Tokens against a real cluster (live/replace-member.test.ts does these by hand): cluster.start:<bool>
// starts three members with --strict-reconfig-check=<bool> and kills etcd1; member.* and check.* are
// the etcdctl commands of the scenario's words, sent to the leader.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { MEMBERSHIP_ANSWERS } from './components.ts';

const MEMBERSHIP = '/work/shared/facts/etcd.md §3 Membership (corrected 2026-12)';
const SRC = 'etcd v3.6.0 server/etcdserver/server.go';

export const timelines: Timeline[] = [
  {
    id: 'right-order',
    runbook: true,
    title: { en: 'The right order: remove, add as a learner, start, wait, promote', ru: 'Правильный порядок: удалить, добавить как learner, запустить, дождаться, повысить' },
    source: `${MEMBERSHIP}; ${SRC} isLearnerReady; op-guide/runtime-configuration`,
    steps: [
      { event: 'cluster.start:true', expect: { states: { cluster: 'degraded', etcd1: 'dead' } } },
      { event: 'check.status', expect: { states: { etcdctl: 'ok.status' } } },
      { event: 'member.remove', expect: { states: { cluster: 'reduced', etcd1: 'removed', etcdctl: 'ok.removed' } } },
      { event: 'member.addLearner', expect: { states: { etcd4: 'added', etcdctl: 'ok.addedLearner', cluster: 'reduced' } } },
      { event: 'replacement.start', expect: { states: { etcd4: 'running.learner' } } },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { etcd4: 'running.learner.inSync' } } },
      { event: 'member.promote', expect: { states: { etcd4: 'running.voter', cluster: 'healthy', etcdctl: 'ok.promoted' } } },
      { event: 'check.health', expect: { states: { etcdctl: 'ok.health' } } },
    ],
  },
  {
    id: 'add-before-remove',
    title: { en: 'Adding before removing is refused: etcdserver: unhealthy cluster', ru: 'Добавление до удаления отклонено: etcdserver: unhealthy cluster' },
    source: `${MEMBERSHIP}: "member add (learners included) is refused at once with etcdserver: unhealthy cluster unless the member handling it has been connected to every voting member"`,
    steps: [
      { event: 'cluster.start:true' },
      { event: 'member.add', expect: { at: 0, states: { etcdctl: 'refused', etcd4: 'fresh', cluster: 'degraded' }, answers: { etcdctl: { error: 'etcdserver: unhealthy cluster' } } } },
      { event: 'member.addLearner', expect: { at: 0, states: { etcdctl: 'refused', etcd4: 'fresh' }, answers: { etcdctl: { error: 'etcdserver: unhealthy cluster' } } } },
    ],
  },
  {
    id: 'no-strict-check-loses-quorum',
    title: { en: 'With --strict-reconfig-check=false the add goes through: 4 voting members, quorum 3, 2 running', ru: 'С --strict-reconfig-check=false добавление проходит: 4 голосующих участника, кворум 3, работают 2' },
    source: `${SRC} mayAddMember ("if !s.Cfg.StrictReconfigCheck return nil"); quorum table /work/shared/facts/etcd.md §3 (4 members: quorum 3); ${MEMBERSHIP}: member list needs quorum`,
    steps: [
      { event: 'cluster.start:false' },
      { event: 'member.add', expect: { states: { etcdctl: 'ok.added', cluster: 'noQuorum', etcd4: 'added' } } },
      { event: 'member.list', expect: { states: { etcdctl: 'waiting' } } },
      { event: 'clock.advance:10', expect: { states: { etcdctl: 'timedOut' }, answers: { etcdctl: { error: 'context deadline exceeded' } } } },
      { event: 'replacement.start', expect: { states: { cluster: 'degraded', etcd4: 'running.voter' } } },
    ],
  },
  {
    id: 'restart-in-place-new',
    title: { en: 'Restarting the failed member in place with an empty data dir and new: already bootstrapped', ru: 'Перезапуск отказавшего участника на месте с пустым каталогом и new: already bootstrapped' },
    source: 'etcd v3.6.0 server/etcdserver/bootstrap.go bootstrapNewClusterNoWAL: "member %s has already been bootstrapped" (v3.5.21 server.go); live/replace-member.test.ts',
    steps: [
      { event: 'cluster.start:true' },
      { event: 'failed.restartEmpty', expect: { states: { etcd1: 'exited.alreadyBootstrapped', cluster: 'degraded' }, answers: { etcd1: { error: 'member 8211f1d0f64f3269 has already been bootstrapped' } } } },
    ],
  },
  {
    id: 'removed-member-returns',
    title: { en: 'A removed member is refused for good, with its old data or with new and the old token', ru: 'Удалённого участника не пускают больше никогда: ни со старыми данными, ни с new и старым токеном' },
    source: 'etcd v3.6.0 server/etcdserver/api/rafthttp/util.go errMemberRemoved, server.go: "the member has been permanently removed from the cluster"',
    steps: [
      { event: 'cluster.start:true' },
      { event: 'member.remove' },
      { event: 'failed.returnWithData', expect: { states: { etcd1: 'exited.removed', cluster: 'reduced' }, answers: { etcd1: { error: 'the member has been permanently removed from the cluster' } } } },
    ],
  },
  {
    id: 'removed-member-new-token',
    title: { en: 'A removed member started with new and the old token: permanently removed', ru: 'Удалённый участник с new и старым токеном: permanently removed' },
    source: 'etcd v3.6.0 server/etcdserver/api/rafthttp/util.go errMemberRemoved; the member ID is derived from the peer URLs and the cluster token (membership.NewMember)',
    steps: [
      { event: 'cluster.start:true' },
      { event: 'member.remove' },
      { event: 'failed.restartEmpty', expect: { states: { etcd1: 'exited.removed' }, answers: { etcd1: { error: 'the member has been permanently removed from the cluster' } } } },
    ],
  },
  {
    id: 'promote-too-early',
    title: { en: 'Promoting a learner that is not in sync is refused', ru: 'Повысить learner, который не догнал лидера, нельзя' },
    source: `${SRC} isLearnerReady (learner's match < 90 % of the leader's → ErrLearnerNotReady)`,
    steps: [
      { event: 'cluster.start:true' },
      { event: 'member.remove' },
      { event: 'member.addLearner' },
      { event: 'member.promote', expect: { states: { etcdctl: 'refused', etcd4: 'added' }, answers: { etcdctl: { error: 'etcdserver: can only promote a learner member which is in sync with leader' } } } },
      { event: 'replacement.start' },
      { event: 'member.promote', expect: { states: { etcdctl: 'refused', etcd4: 'running.learner.catchingUp', cluster: 'reduced' }, answers: { etcdctl: { error: 'etcdserver: can only promote a learner member which is in sync with leader' } } } },
    ],
  },
];

/** What the steps' `answers` expectations are checked against (src/model/engine/play.ts). */
export const answers: Answers = MEMBERSHIP_ANSWERS;
