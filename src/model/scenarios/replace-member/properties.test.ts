// Property tests: random reader paths through replace-member, checked against etcd's membership rules
// (fact sheet §3 Membership and Learners, corrected 2026-12; etcd v3.6.0 server.go), not the model's code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Run } from '../../engine/run.ts';
import { type ReplaceMemberContexts, replaceMember } from './scenario.ts';

type ReplaceMemberRun = Run<ReplaceMemberContexts>;

const paths = fc.record({ strict: fc.constantFrom('true', 'false'), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }) });

/** Plays a path and checks `each` after every step. */
function play({ strict, picks }: { strict: string; picks: number[] }, each: (run: ReplaceMemberRun, token: string) => void): ReplaceMemberRun {
  const run = new Run(replaceMember);
  run.send(`cluster.start:${strict}`);
  for (const p of picks) {
    const options = run.available();
    const e = options[p % options.length];
    assert.ok(run.send(e).ok);
    each(run, run.steps.at(-1)!.token);
  }
  return run;
}
const ctx = (run: ReplaceMemberRun) => run.world().context('cluster');

test('with --strict-reconfig-check on, no path ever loses the quorum', () => {
  fc.assert(fc.property(paths.map((p) => ({ ...p, strict: 'true' })), (path) => {
    play(path, (run) => assert.notEqual(run.world().state('cluster'), 'noQuorum'));
  }), { numRuns: 300 });
});

test('the quorum is a majority of the voting members, learners never count', () => {
  fc.assert(
    fc.property(paths, (path) => {
      play(path, (run) => {
        const c = ctx(run);
        const running = c.voters.filter((v) => c.running.includes(v)).length;
        const majority = Math.floor(c.voters.length / 2) + 1;
        assert.equal(run.world().state('cluster') === 'noQuorum', running < majority, JSON.stringify(c));
      });
    }),
    { numRuns: 300 },
  );
});

test('a removed member never runs again, and a learner is never promoted before it is in sync', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path, () => {});
      const etcd1 = run.log.filter((e) => e.instance === 'etcd1');
      const removedAt = etcd1.findIndex((e) => e.to === 'removed');
      if (removedAt >= 0) for (const e of etcd1.slice(removedAt)) assert.ok(!e.to.startsWith('running'), e.to);
      for (const e of run.log.filter((x) => x.instance === 'etcd4' && x.to === 'running.voter')) assert.ok(e.from === 'running.learner.inSync' || e.from === 'added', e.from);
    }),
    { numRuns: 300 },
  );
});

test('a replayed link gives the same states and the same log', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path, () => {});
      const again = new Run(replaceMember);
      for (const s of run.steps) assert.ok(again.send(s.token).ok, s.token);
      assert.equal(again.dataState(), run.dataState());
      assert.deepEqual(again.log, run.log);
    }),
    { numRuns: 100 },
  );
});
