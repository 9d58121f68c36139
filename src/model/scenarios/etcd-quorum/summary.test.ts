// The summary line of etcd-quorum (summary.ts). Expected values: /work/shared/facts/etcd.md §3 and the
// scenario's stated election timeouts (m1 1.2 s, m2 1.5 s, m3 1.8 s; m1 leads at the start).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { Run } from '../../engine/run.ts';
import { loadWords } from '../../engine/words-files.ts';
import { etcdQuorum } from './scenario.ts';

function keysAfter(events: string[]): string[] {
  const run = new Run(etcdQuorum);
  for (const e of events) assert.ok(run.send(e).ok, e);
  return etcdQuorum.summary!(run.world()).map((r) => `${r.key}${r.params ? ` ${JSON.stringify(r.params)}` : ''}`);
}

test('with a majority, through a leader or a follower, writes and reads work', () => {
  assert.deepEqual(keysAfter(['cluster.choose:3']), ['writes.ok', 'reads.ok']);
  assert.deepEqual(keysAfter(['cluster.choose:3', 'member.stop:m3', 'client.endpoint:m2']), ['writes.ok', 'reads.ok']);
});

test('without a majority a write times out at etcdctl\'s default 5 s; a serializable read still answers', () => {
  // etcd.md §3: etcdctl's default --command-timeout is 5 s; a serializable read is served by the member alone.
  assert.deepEqual(keysAfter(['cluster.choose:3', 'member.stop:m2', 'member.stop:m3']), ['writes.timeout {"member":"m1","s":5}', 'reads.serializable {"member":"m1","s":5}']);
  assert.deepEqual(keysAfter(['cluster.choose:5', 'partition.isolate:m1', 'client.endpoint:m1', 'clock.advance:10']), ['writes.timeout {"member":"m1","s":5}', 'reads.serializable {"member":"m1","s":5}'], 'the cut-off member');
});

test('etcdctl pointed at a stopped member reaches none', () => {
  assert.deepEqual(keysAfter(['cluster.choose:3', 'member.stop:m2', 'client.endpoint:m2']), ['none']);
});

test('the view: after the leader crashes, m2 (1.5 s) is the next to move; a settled cluster has no timer left', () => {
  const run = createRun(etcdQuorum, loadWords(etcdQuorum, 'en'));
  run.send('cluster.choose:3');
  assert.equal(run.view().summary?.still, true);
  run.send('leader.fail');
  const next = run.view().summary?.next;
  assert.equal(next?.t, 1500);
  assert.equal(next?.label, 'm2');
});
