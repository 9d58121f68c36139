// The engine's clock (src/model/engine/clock.ts) under this scenario's timers: jumps of any size agree.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Run } from '../../engine/run.ts';
import { etcdQuorum } from './scenario.ts';

test('the scenario: ten +1 s equal one +10 s (states and log)', () => {
  const path = ['cluster.choose:3', 'member.stop:m2', 'member.stop:m3', 'request.write', 'request.watch', 'request.linearizableRead'];
  const a = new Run(etcdQuorum);
  const b = new Run(etcdQuorum);
  for (const e of path) (a.send(e), b.send(e));
  for (let i = 0; i < 10; i++) a.send('clock.advance:1');
  b.send('clock.advance:10');
  assert.equal(a.dataState(), b.dataState());
  assert.deepEqual(a.log, b.log);
  assert.match(b.dataState(), /write\.failed\.requestTimedOut/);
});

test('a +5 min jump costs little', () => {
  const run = new Run(etcdQuorum);
  for (const e of ['cluster.choose:5', 'member.stop:m2', 'member.stop:m3', 'member.stop:m4', 'request.write', 'request.watch']) run.send(e);
  const t0 = performance.now();
  run.send('clock.advance:300');
  const ms = performance.now() - t0;
  assert.ok(ms < 20, `+5 min took ${ms.toFixed(1)} ms`);
});
