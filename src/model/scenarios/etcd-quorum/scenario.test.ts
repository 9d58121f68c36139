// Behaviour of etcd-quorum v2 beyond the curated timelines: facts a reader sees in the rows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Run } from '../../engine/run.ts';
import { type EtcdQuorumContexts, MEMBER_IDS, type MemberId, etcdQuorum } from './scenario.ts';

type EtcdQuorumRun = Run<EtcdQuorumContexts>;

const member = (run: EtcdQuorumRun, id: MemberId) => run.world().context(id);
const play = (...events: string[]) => {
  const run = new Run(etcdQuorum);
  for (const e of events) assert.ok(run.send(e).ok, e);
  return run;
};

test('Pre-Vote: a cut-off member does not raise its term, however long it waits', () => {
  const run = play('cluster.choose:3', 'partition.isolate:m3', 'clock.advance:300');
  assert.equal(member(run, 'm3').term, 2);
  assert.equal(run.world().state('m3'), 'up.follower.noLeader');
  assert.equal(run.world().state('m1'), 'up.leader.quorum', 'the majority keeps its leader');
});

test('a 3-member cluster has only m1..m3; a 5-member one m1..m5', () => {
  assert.deepEqual(play('cluster.choose:3').instances.filter((i) => i.type === 'etcd-member').map((i) => i.id), ['m1', 'm2', 'm3']);
  assert.equal(play('cluster.choose:5').instances.filter((i) => i.type === 'etcd-member').length, 5);
});

test('each member shows its own fixed election timeout, all in [1 s, 2 s) and different', () => {
  const run = play('cluster.choose:5');
  const values = MEMBER_IDS.map((m) => member(run, m).electionMs);
  assert.equal(new Set(values).size, 5);
  for (const v of values) assert.ok(v >= 1000 && v < 2000, String(v));
});

test('a graceful stop of the leader hands leadership over without an election gap', () => {
  const run = play('cluster.choose:3', 'member.stop:m1');
  assert.equal(run.time, 0);
  assert.equal(run.world().state('m2'), 'up.leader.quorum');
  assert.equal(member(run, 'm2').term, 3);
});

test('a write the lone leader took may still commit once quorum returns (here it does)', () => {
  const run = play('cluster.choose:3', 'member.stop:m2', 'member.stop:m3', 'request.write', 'clock.advance:10', 'member.start:m2', 'clock.advance:10');
  assert.equal(run.world().state('write'), 'failed.requestTimedOut', 'the client was told it timed out');
  assert.equal(member(run, 'm2').value, 'v1', 'm1 has the longer log, wins, and its entry commits');
});

test('requests keep their answers while the cluster changes', () => {
  const run = play('cluster.choose:3', 'request.write', 'leader.fail', 'clock.advance:60');
  assert.equal(run.world().state('write'), 'done');
  assert.equal(run.world().context('write').revision, 3);
});

test('"until something changes" stops at the next change, and says when nothing is due within 10 min', () => {
  const run = play('cluster.choose:3', 'leader.fail', 'clock.next');
  assert.equal(run.time, 1500);
  const idle = play('cluster.choose:3');
  assert.ok(!idle.available().some((e) => e.type === 'clock.next'), 'not offered when no timer is pending');
});

// etcd.md, Without quorum and Errors: the server deadline is 5 s + 2 × election timeout = 7 s; etcdctl's
// own default is 5 s. The curated timelines jump 10 s at once, so they would pass with any deadline
// under 10 s: this steps a second at a time.
for (const [what, setup, failed] of [
  ['a write the lone leader took', [], 'requestTimedOut'],
  ['a write to a member without a leader', ['clock.advance:10'], 'deadlineExceeded'],
] as const) {
  test(`${what} fails at t+7 s (${failed}), past etcdctl's 5 s at t+5 s, not before`, () => {
    const run = play('cluster.choose:3', 'member.stop:m2', 'member.stop:m3', ...setup, 'request.write');
    const sentAt = run.time;
    const writeAt = (s: number) => {
      while (run.time < sentAt + s * 1000) assert.ok(run.send('clock.advance:1').ok);
      return run.world().state('write');
    };
    assert.equal(writeAt(4), 'pending.waiting');
    assert.equal(writeAt(5), 'pending.pastDefaultTimeout');
    assert.equal(writeAt(6), 'pending.pastDefaultTimeout');
    assert.equal(writeAt(7), `failed.${failed}`);
  });
}
