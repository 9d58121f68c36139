import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor, setup } from 'xstate';
import { EngineClock } from './clock.ts';
import { Run } from './run.ts';
import { etcdQuorum } from '../scenarios/etcd-quorum/scenario.ts';

// after 1500 → b, then after 7000 → c: c is due at 8.5 s however the 10 s pass.
const chain = setup({}).createMachine({
  id: 'chain',
  initial: 'a',
  states: { a: { after: { 1500: 'b' } }, b: { after: { 7000: 'c' } }, c: {} },
});

function play(jumps: number[]) {
  const clock = new EngineClock();
  const seen: Array<[number, string]> = [];
  const actor = createActor(chain, { clock });
  actor.subscribe((s) => seen.push([clock.now(), String(s.value)]));
  actor.start();
  for (const ms of jumps) clock.advance(ms);
  return { state: String(actor.getSnapshot().value), seen, now: clock.now() };
}

test('chained timers: ten +1 s jumps equal one +10 s jump, each firing at its own due time', () => {
  const ten = play(Array(10).fill(1000));
  const one = play([10_000]);
  assert.deepEqual(ten, one);
  assert.deepEqual(one.seen, [[0, 'a'], [1500, 'b'], [8500, 'c']]);
});

test('due timers fire in due-time order, ties in the order they were set', () => {
  const clock = new EngineClock();
  const order: string[] = [];
  clock.setTimeout(() => order.push('late'), 300);
  clock.setTimeout(() => order.push('tie-1'), 100);
  clock.setTimeout(() => order.push('tie-2'), 100);
  clock.setTimeout(() => order.push('early'), 50);
  clock.advance(1000);
  assert.deepEqual(order, ['early', 'tie-1', 'tie-2', 'late']);
  assert.throws(() => clock.advanceTo(10));
});

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
