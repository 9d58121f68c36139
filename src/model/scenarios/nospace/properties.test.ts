// Property tests: bounded random reader paths through nospace, checked against what etcd guarantees
// (fact sheet §1 "Quota", "Quota exceeded", "Recovery"; server/storage/quota.go) and the model's
// bookkeeping, not against the engine's own output.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Run } from '../../engine/run.ts';
import { MEMBERS, type NospaceContexts, nospace } from './scenario.ts';

type NospaceRun = Run<NospaceContexts>;

const paths = fc.array(fc.nat(1000), { minLength: 1, maxLength: 50 });

/** Plays a random path; `check` runs after every step with the run and the token just sent. */
function play(picks: number[], check: (run: NospaceRun, token: string, before: Snapshot) => void): void {
  const run = new Run(nospace);
  run.send('cluster.start');
  for (const p of picks) {
    const options = run.available();
    const event = options[p % options.length];
    const before = snapshot(run);
    assert.ok(run.send(event).ok);
    check(run, run.steps.at(-1)!.token, before);
  }
}

interface Snapshot {
  alarm: boolean;
  revision: number;
  files: number[];
  used: number[];
}
const dbs = (run: NospaceRun) => MEMBERS.map((m) => run.world().context(m));
const ks = (run: NospaceRun) => run.world().context('keyspace');
function snapshot(run: NospaceRun): Snapshot {
  return { alarm: run.world().state('keyspace') === 'nospace', revision: ks(run).revision, files: dbs(run).map((d) => d.fileMiB), used: dbs(run).map((d) => d.usedMiB) };
}

test('a file never shrinks but by its own defragmentation, and never holds less than its data', () => {
  fc.assert(
    fc.property(paths, (picks) =>
      play(picks, (run, token, before) => {
        dbs(run).forEach((d, i) => {
          assert.ok(d.fileMiB >= d.usedMiB, `${MEMBERS[i]}: file ${d.fileMiB} < used ${d.usedMiB}`);
          const defragmented = run.log.slice(run.steps.at(-1)!.from).some((e) => e.instance === MEMBERS[i] && e.from === 'defragmenting');
          if (!defragmented) assert.ok(d.fileMiB >= before.files[i], `${token}: ${MEMBERS[i]}'s file shrank without defragmentation`);
        });
      }),
    ),
    { numRuns: 200 },
  );
});

test('NOSPACE goes away only by alarm disarm, and a disarm always clears it', () => {
  fc.assert(
    fc.property(paths, (picks) =>
      play(picks, (run, token, before) => {
        const alarm = run.world().state('keyspace') === 'nospace';
        if (token === 'alarm.disarm') assert.equal(alarm, false, 'disarm left the alarm raised');
        else if (before.alarm) assert.equal(alarm, true, `${token} cleared NOSPACE`);
      }),
    ),
    { numRuns: 200 },
  );
});

test('under NOSPACE no put is stored', () => {
  fc.assert(
    fc.property(paths, (picks) =>
      play(picks, (run, token, before) => {
        const stored = ks(run).revision > before.revision && (token === 'k8s.write' || token === 'k8s.storm' || token === 'request.put');
        if (before.alarm) assert.ok(!stored, `${token} was stored under NOSPACE`);
      }),
    ),
    { numRuns: 200 },
  );
});

test('a member whose file has reached its quota refuses every write: no disarm alone lets one through', () => {
  // Read and written from server/storage/quota.go: Available() is be.Size() + cost < quota.
  const run = new Run(nospace);
  for (const e of ['cluster.start', 'k8s.storm', 'events.delete', 'revision.find', 'history.compact', 'alarm.disarm', 'request.put']) assert.ok(run.send(e).ok, e);
  assert.equal(run.world().state('keyspace'), 'nospace');
  assert.ok(dbs(run).every((d) => d.fileMiB === d.quotaMiB && d.usedMiB < d.quotaMiB / 2), JSON.stringify(dbs(run)));
});
