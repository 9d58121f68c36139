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
// under 10 s: this steps a second at a time. A write a leader took fails at 7 s with request timed out
// (gRPC Unavailable, not retried for a put: client/v3/retry.go @ v3.5.21 l. 83–91). A member without a
// leader answers at 7 s with DeadlineExceeded (grpc-go server.go @ v1.59.0 l. 1343–1351), which the
// 3.5+ client sends again until its caller's deadline (retry_interceptor.go @ v3.5.21 l. 69–75): the
// row's --command-timeout=10s.
const play7 = (setup: readonly string[], version = '') => {
  const run = play(`cluster.choose:3${version}`, 'member.stop:m2', 'member.stop:m3', ...setup, 'request.write');
  const sentAt = run.time;
  return (s: number) => {
    while (run.time < sentAt + s * 1000) assert.ok(run.send('clock.advance:1').ok);
    return [run.world().state('write'), run.world().context('write').error] as const;
  };
};

test('a write the lone leader took fails at t+7 s (requestTimedOut), past etcdctl\'s 5 s at t+5 s, not before', () => {
  const writeAt = play7([]);
  assert.equal(writeAt(4)[0], 'pending.waiting');
  assert.equal(writeAt(5)[0], 'pending.pastDefaultTimeout');
  assert.equal(writeAt(6)[0], 'pending.pastDefaultTimeout');
  assert.deepEqual(writeAt(7), ['failed.requestTimedOut', 'etcdserver: request timed out']);
});

for (const version of ['', '-etcd-3-6-11']) {
  test(`a write to a member without a leader (etcd ${version ? '3.6.11' : '3.6.10'}): the server gives up at 7 s, the client retries, etcdctl fails at its 10 s`, () => {
    const writeAt = play7(['clock.advance:10'], version);
    assert.equal(writeAt(4)[0], 'pending.waiting');
    assert.equal(writeAt(5)[0], 'pending.pastDefaultTimeout');
    assert.equal(writeAt(6)[0], 'pending.pastDefaultTimeout');
    assert.equal(writeAt(7)[0], 'pending.retrying');
    assert.equal(writeAt(9)[0], 'pending.retrying');
    assert.deepEqual(writeAt(10), ['failed.deadlineExceeded', 'context deadline exceeded']);
  });
}

test('a write that waited past the server\'s 7 s is not taken by a leader found later: only the retry is', () => {
  // The retry at 7 s replaces the first attempt; m2 comes back at 8 s, a leader is elected and the
  // retried write commits, once.
  const run = play('cluster.choose:3', 'member.stop:m2', 'member.stop:m3', 'clock.advance:10', 'request.write');
  for (let i = 0; i < 8; i++) run.send('clock.advance:1');
  assert.equal(run.world().state('write'), 'pending.retrying');
  run.send('member.start:m2');
  run.send('clock.advance:1');
  run.send('clock.advance:1');
  assert.equal(run.world().state('write'), 'done');
  assert.equal(member(run, 'm1').log.filter((e) => e.kind === 'put' && e.value === 'v1').length, 1);
});
