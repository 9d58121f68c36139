import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor, setup } from 'xstate';
import { EngineClock } from './clock.ts';

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
