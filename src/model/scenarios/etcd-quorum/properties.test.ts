// Property tests: bounded random reader paths, checked against Raft's and the engine's invariants.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { quorumOf } from '../../components/etcd-protocol.ts';
import { Run } from '../../engine/run.ts';
import { etcdMemberCore } from '../../components/etcd-member-def.ts';
import { type EtcdQuorumContexts, etcdQuorum } from './scenario.ts';

type EtcdQuorumRun = Run<EtcdQuorumContexts>;

/** A path: the setup, then choices among the events available at each point. */
const paths = fc.record({ size: fc.constantFrom(3, 5), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }) });

function play({ size, picks }: { size: number; picks: number[] }): EtcdQuorumRun {
  const run = new Run(etcdQuorum);
  run.send(`cluster.choose:${size}`);
  for (const p of picks) {
    const options = run.available();
    assert.ok(run.send(options[p % options.length]).ok);
  }
  return run;
}

const members = (run: EtcdQuorumRun) => run.world().instancesOf(etcdMemberCore).map((m) => m.context);

function assertCommittedOnMajority(run: EtcdQuorumRun, size: number): void {
  const all = members(run);
  for (const m of all) {
    for (const e of m.log.slice(0, m.commit)) {
      const holders = all.filter((o) => o.log[e.index - 1]?.term === e.term).length;
      assert.ok(holders >= quorumOf(size), `${m.id}: entry ${e.index} committed on ${holders} members`);
    }
  }
}

test('nothing commits without a quorum: every committed entry is in the logs of a majority', () => {
  // The case random paths find rarely: a write to the lone leader inside the CheckQuorum window.
  const lone = new Run(etcdQuorum);
  for (const e of ['cluster.choose:3', 'member.stop:m2', 'member.stop:m3', 'request.write', 'clock.advance:10']) lone.send(e);
  assertCommittedOnMajority(lone, 3);
  fc.assert(
    fc.property(paths, (path) => assertCommittedOnMajority(play(path), path.size)),
    { numRuns: 150 },
  );
});

test('at most one leader per term', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      const leaders = new Map<number, string>([[2, 'm1']]);
      for (const e of run.log) {
        if (!e.to.startsWith('up.leader') || e.from.startsWith('up.leader')) continue;
        const term = Number(e.params.term);
        assert.equal(leaders.get(term) ?? e.instance, e.instance, `term ${term}`);
        leaders.set(term, e.instance);
      }
    }),
    { numRuns: 150 },
  );
});

test('time never goes back', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      run.log.forEach((e, i) => i && assert.ok(e.t >= run.log[i - 1].t));
      run.steps.forEach((s, i) => {
        assert.ok(s.t1 >= s.t0);
        if (i) assert.equal(s.t0, run.steps[i - 1].t1);
      });
    }),
    { numRuns: 150 },
  );
});

test('a replayed link gives the same states and the same log', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      const again = new Run(etcdQuorum);
      for (const s of run.steps) assert.ok(again.send(s.token).ok, s.token);
      assert.equal(again.dataState(), run.dataState());
      assert.deepEqual(again.log, run.log);
    }),
    { numRuns: 100 },
  );
});
