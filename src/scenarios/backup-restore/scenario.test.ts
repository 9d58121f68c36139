// What the verification finds on each curated path, and numbers a reader sees in the rows. Expected
// values come from the fact sheets (etcd.md §4; kubernetes-during-etcd-outage.md §8 RS-1…RS-5).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DataMemberContext, RestoreCheckContext } from '../../components-lib/etcd-restore.ts';
import { Run } from '../../engine/run.ts';
import { backupRestore } from './scenario.ts';
import { timelines } from './timelines.ts';

const played = (id: string) => {
  const run = new Run(backupRestore);
  for (const s of timelines.find((t) => t.id === id)!.steps) assert.ok(run.send(s.event).ok, s.event);
  return run;
};
const check = (run: Run) => run.world().context('check') as RestoreCheckContext;

const CASES: Array<[string, string[]]> = [
  ['right-order', []],
  ['restore-under-running-apiserver', ['apiserverStale']],
  ['different-snapshots', ['membersDiffer']],
  ['no-revision-bump', ['revisionWentBack', 'kubeletPhantom']],
];

for (const [id, problems] of CASES) {
  test(`${id}: the verification finds exactly ${problems.join(', ') || 'nothing'}; objects created after the snapshot are gone, deleted ones are back`, () => {
    const c = check(played(id));
    assert.deepEqual(c.problems, problems);
    assert.deepEqual(c.gone, ['pod/web-3']);
    assert.deepEqual(c.back, ['pod/web-2']);
  });
}

test('--bump-revision 1000000000 puts every member one billion revisions past the snapshot (48213)', () => {
  const run = played('right-order');
  for (const m of ['m1', 'm2', 'm3']) assert.equal((run.world().context(m) as DataMemberContext).revision, 1_000_048_213);
});

test('a restored cluster gets a leader only when a majority of its members run (2 of 3)', () => {
  const run = new Run(backupRestore);
  for (const e of ['cluster.start:3-6', 'backup.save', 'disaster.strike', 'member.restore:m1', 'member.restore:m2', 'member.start:m1']) assert.ok(run.send(e).ok, e);
  assert.equal(run.world().state('m1'), 'waitingForPeers');
  run.send('member.start:m2');
  assert.equal(run.world().state('m1'), 'serving');
  assert.equal(run.world().state('m2'), 'serving');
});

test('etcdctl snapshot restore is offered on both versions; only 3.5 restores with it', () => {
  for (const [version, state] of [['3-5', 'restored'], ['3-6', 'stopped']]) {
    const run = new Run(backupRestore);
    for (const e of [`cluster.start:${version}`, 'backup.save', 'disaster.strike', 'restore.tool:etcdctl', 'member.restore:m1']) assert.ok(run.send(e).ok, e);
    assert.equal(run.world().state('m1'), state, version);
  }
});
