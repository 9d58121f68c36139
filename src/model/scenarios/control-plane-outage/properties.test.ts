// Property tests of control-plane-outage: bounded random reader paths, checked against invariants the
// fact sheets state. The API can change only through etcd's leader, so nothing in it changes while
// no member leads with a majority; pods survive any etcd failure; the run is deterministic.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Run } from '../../engine/run.ts';
import type { LogEntry } from '../../engine/types.ts';
import { controlPlaneOutage, MEMBERS } from './scenario.ts';

const paths = fc.record({
  version: fc.constantFrom('1-31', '1-32', '1-33', '1-34', '1-35', '1-36'),
  picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
});

function play({ version, picks }: { version: string; picks: number[] }, only?: (type: string) => boolean): Run {
  const run = new Run(controlPlaneOutage);
  run.send(`cluster.start:${version}`);
  for (const p of picks) {
    const options = run.available().filter((e) => !only || only(e.type));
    assert.ok(run.send(options[p % options.length]).ok);
  }
  return run;
}

/** Log entries that are writes to the API: objects a controller, kubectl or the kubelet changed in etcd. */
function apiWrite(e: LogEntry): boolean {
  if (e.componentType === 'kubectl') return e.to === 'deleted';
  if (e.componentType === 'leader-election') return e.to.startsWith('leading') && !e.from.startsWith('leading'); // the Lease
  if (e.componentType === 'node-lifecycle') return e.to === 'watching.nodesUnknown' && e.from !== 'watching.nodesUnknown'; // taint
  if (e.componentType === 'service-endpoints') return e.to === 'current' && e.from === 'current'; // the EndpointSlice changed
  if (e.componentType === 'pod') return e.to === 'replacing'; // a new pod object
  return false;
}

test('no object changes in the API while etcd has no leader with a majority', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      const member: Record<string, string> = Object.fromEntries(MEMBERS.map((m) => [m, m === 'm1' ? 'up.leader.quorum' : 'up.follower.following']));
      for (const e of run.log) {
        if (e.componentType === 'etcd-member') member[e.instance] = e.to;
        else if (apiWrite(e)) {
          const quorum = Object.values(member).some((s) => s === 'up.leader.quorum');
          assert.ok(quorum, `t=${e.t}: ${e.instance} ${e.from} -> ${e.to} while etcd is ${JSON.stringify(member)}; path ${run.steps.map((s) => s.token).join(',')}`);
        }
      }
    }),
    {
      numRuns: 120,
      // Paths that once broke it: w1 fails, the KCM moves to cp2, then m2 stops before w1's grace period
      // ends. The controller still leads but cannot write, so w1 must not turn Unknown then.
      examples: [
        [{ version: '1-32', picks: [157, 123, 0, 430, 928, 64, 185, 0] }],
        [{ version: '1-32', picks: [999, 645, 831, 0, 727, 315, 204, 623, 159, 577, 268] }],
      ],
    },
  );
});

test('etcd failures alone never stop a running pod or a kubelet', () => {
  const etcdOnly = (type: string) => type.startsWith('member.') || type.startsWith('clock.');
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path, etcdOnly);
      for (const id of ['web-1', 'web-2', 'web-3']) assert.equal(run.world().state(id), 'running', id);
      for (const w of ['w1', 'w2', 'w3']) assert.ok(['ready', 'apiUnreachable', 'reconnecting'].includes(run.world().state(w)), w);
      assert.ok(!run.log.some((e) => e.componentType === 'pod'), 'no pod changed state');
    }),
    { numRuns: 80 },
  );
});

test('an apiserver is ready only while its local member follows or leads a majority', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      for (const cp of ['cp1', 'cp2', 'cp3']) {
        if (run.world().state(`apiserver-${cp}`) !== 'up.ready') continue;
        const m = run.world().state(`m${cp.slice(2)}`);
        assert.ok(m === 'up.leader.quorum' || m === 'up.follower.following', `apiserver-${cp} ready, m${cp.slice(2)} is ${m}`);
      }
    }),
    { numRuns: 120 },
  );
});

test('at most one kube-controller-manager leads at a time', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      const leading = new Set<string>(['kcm-cp1']);
      for (const e of run.log) {
        if (!e.instance.startsWith('kcm-')) continue;
        if (e.to.startsWith('leading')) leading.add(e.instance);
        else leading.delete(e.instance);
        assert.ok(leading.size <= 1, `t=${e.t}: ${[...leading].join(', ')}`);
      }
    }),
    { numRuns: 120 },
  );
});

test('a replayed link gives the same states and the same log, and time never goes back', () => {
  fc.assert(
    fc.property(paths, (path) => {
      const run = play(path);
      const again = new Run(controlPlaneOutage);
      for (const s of run.steps) assert.ok(again.send(s.token).ok, s.token);
      assert.equal(again.dataState(), run.dataState());
      assert.deepEqual(again.log, run.log);
      run.log.forEach((e, i) => i && assert.ok(e.t >= run.log[i - 1].t));
    }),
    { numRuns: 60 },
  );
});
