// Property tests: bounded random reader paths through backup-restore, checked against the rules a
// reader relies on (fact sheet §4 and the Kubernetes restore guidance), and the engine's invariants.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { BUMP } from './etcd-restore.ts';
import { Run } from '../../engine/run.ts';
import { AT_SNAPSHOT, BEFORE_DISASTER, type BackupRestoreContexts, MEMBERS, OLDER_SNAPSHOT, backupRestore } from './scenario.ts';

type BackupRestoreRun = Run<BackupRestoreContexts>;

const paths = fc.record({ version: fc.constantFrom('3-6', '3-5'), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 60 }) });

/** Plays a random path; `each` runs after every step. */
function play({ version, picks }: { version: string; picks: number[] }, each?: (run: BackupRestoreRun, token: string, before: Record<string, string>) => void): BackupRestoreRun {
  const run = new Run(backupRestore);
  run.send(`cluster.start:${version}`);
  for (const p of picks) {
    const options = run.available();
    const before = run.states();
    assert.ok(run.send(options[p % options.length]).ok);
    each?.(run, run.steps.at(-1)!.token, before);
  }
  return run;
}

const member = (run: BackupRestoreRun, id: (typeof MEMBERS)[number]) => run.world().context(id);

test('a restored member holds exactly its snapshot (or the survivor\'s db): its objects, and its revision plus the bump when bumped', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      for (const m of MEMBERS) {
        const c = member(run, m);
        if (!c.snapshot || run.world().state(m) === 'stopped') continue;
        // The survivor's db is m1's own file, copied when it stopped: the data m1 held at the disaster.
        const snap = c.snapshot === 'older' ? OLDER_SNAPSHOT : c.snapshot === 'survivor' ? BEFORE_DISASTER : AT_SNAPSHOT;
        assert.deepEqual(c.objects, snap.objects, m);
        assert.equal(c.revision, snap.revision + (c.bumped ? BUMP : 0), m);
      }
    }),
    // The example is the path CI found: m1 restored from the survivor's db.
    { numRuns: 200, examples: [[{ version: '3-6', picks: [0, 0, 0, 5, 328, 827] }]] },
  );
});

test('a rejected or unknown restore command never changes a member', () => {
  fc.assert(
    fc.property(paths, (path) => {
      play(path, (run, token) => {
        if (!token.startsWith('member.restore:')) return;
        const outcome = run.world().state('restore');
        if (outcome !== 'rejected' && outcome !== 'unknownFlag') return;
        assert.equal(run.world().state(token.split(':')[1]), 'stopped', token);
      });
    }),
    { numRuns: 200 },
  );
});

test('the verification passes only when every member serves the same data above the old revision, and every apiserver and kubelet is current', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      if (run.world().state('check') !== 'passed' || run.steps.at(-1)!.token !== 'cluster.verify') return;
      const ms = MEMBERS.map((m) => member(run, m));
      assert.ok(ms.every((m) => m.revision === ms[0].revision && m.snapshot === ms[0].snapshot));
      assert.ok(ms[0].revision > BEFORE_DISASTER.revision);
      for (const a of ['api1', 'api2', 'api3']) assert.equal(run.world().state(a), 'serving.fresh');
      for (const k of ['w1', 'w2']) assert.equal(run.world().state(k), 'synced');
    }),
    { numRuns: 300 },
  );
});

test('an apiserver that ran through a restore never serves as fresh until it is stopped and started', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const ranThrough = new Set<string>();
      play(path, (run, token, before) => {
        for (const a of ['api1', 'api2', 'api3']) {
          if (before[a] === 'etcdUnavailable' && run.world().state(a) === 'serving.stale') ranThrough.add(a);
          if (token === `apiserver.stop:${a}`) ranThrough.delete(a);
          if (ranThrough.has(a)) assert.notEqual(run.world().state(a), 'serving.fresh', a);
        }
      });
    }),
    { numRuns: 200 },
  );
});

test('a fresh apiserver serves its own member\'s data', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      for (const [a, m] of [['api1', 'm1'], ['api2', 'm2'], ['api3', 'm3']] as const) {
        if (run.world().state(a) !== 'serving.fresh' || run.world().state(m) !== 'serving') continue;
        const c = run.world().context(a);
        assert.deepEqual(c.objects, member(run, m).objects, a);
      }
    }),
    { numRuns: 200 },
  );
});

test('time never goes back, and a replayed link gives the same states and log', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      run.log.forEach((e, i) => i && assert.ok(e.t >= run.log[i - 1].t));
      const again = new Run(backupRestore);
      for (const s of run.steps) assert.ok(again.send(s.token).ok, s.token);
      assert.equal(again.dataState(), run.dataState());
      assert.deepEqual(again.log, run.log);
    }),
    { numRuns: 100 },
  );
});
