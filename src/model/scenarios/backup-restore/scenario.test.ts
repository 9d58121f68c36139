// What the verification finds on each curated path, and numbers a reader sees in the rows. Expected
// values come from the fact sheets (etcd.md §4; kubernetes-during-etcd-outage.md §8 RS-1…RS-5).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Run } from '../../engine/run.ts';
import { type BackupRestoreContexts, backupRestore } from './scenario.ts';
import { timelines } from './timelines.ts';

type BackupRestoreRun = Run<BackupRestoreContexts>;

const played = (id: string) => {
  const run = new Run(backupRestore);
  for (const s of timelines.find((t) => t.id === id)!.steps) assert.ok(run.send(s.event).ok, s.event);
  return run;
};
const check = (run: BackupRestoreRun) => run.world().context('check');

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
  for (const m of ['m1', 'm2', 'm3'] as const) assert.equal(run.world().context(m).revision, 1_000_048_213);
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

test('the runbook follows the Kubernetes order: every apiserver stopped, every member restored, etcd started, apiservers started, then the rest, then verify', async () => {
  const { procedure } = await import('./procedure.ts');
  const runbook = timelines.filter((t) => t.runbook);
  assert.equal(runbook.length, 1);
  const withCommand = runbook[0].steps.map((s) => s.event).filter((e) => procedure.commands[e] ?? procedure.commands[e.split(':')[0]]);
  const last = (prefix: string) => Math.max(...withCommand.map((e, i) => (e.startsWith(prefix) ? i : -1)));
  const first = (prefix: string) => withCommand.findIndex((e) => e.startsWith(prefix));
  assert.ok(last('backup.') < first('apiserver.stop'));
  assert.ok(last('apiserver.stop') < first('member.restore'), 'every apiserver stopped before any restore');
  assert.ok(last('member.restore') < first('member.start'), 'every member restored before etcd starts');
  assert.ok(last('member.start') < first('apiserver.start'));
  assert.ok(last('apiserver.start') < first('controlPlane.restart'));
  assert.ok(last('apiserver.start') < first('kubelets.restart'));
  assert.equal(withCommand.at(-1), 'cluster.verify');
  for (const m of ['m1', 'm2', 'm3']) {
    const cmd = procedure.commands[`member.restore:${m}`];
    for (const flag of ['--bump-revision 1000000000', '--mark-compacted', '--initial-cluster-token etcd-restore-20261130', `--name cp${m.slice(1)}`, `--initial-advertise-peer-urls https://10.0.0.1${m.slice(1)}:2380`]) {
      assert.ok(cmd.etcd36.includes(flag), `${m}: ${flag}`);
    }
    assert.ok(cmd.etcd36.startsWith(`# root@cp${m.slice(1)}\n`) && cmd.etcd36.includes('etcdutl snapshot restore'), m);
  }
});
