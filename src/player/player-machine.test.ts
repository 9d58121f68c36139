import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor } from 'xstate';
import { scenario } from '../scenarios/etcd-quorum.ts';
import { stateKey } from '../scenarios/statechart.ts';
import { playerMachine } from './player-machine.ts';
import { restore } from './restore.ts';

function player(steps = '') {
  const actor = createActor(playerMachine).start();
  const r = restore(scenario, steps);
  actor.send({ type: 'loaded', scenario, steps: r.events, snapshots: r.snapshots });
  return actor;
}
const at = (a: ReturnType<typeof player>) => {
  const { snapshots, cursor } = a.getSnapshot().context;
  return stateKey(scenario.machine, snapshots[cursor].value);
};

test('taking events moves forward; impossible events are ignored', () => {
  const a = player();
  a.send({ type: 'take', event: { type: 'leader.fail' } });
  assert.equal(a.getSnapshot().context.cursor, 0, 'no leader before the cluster runs');
  a.send({ type: 'take', event: { type: 'cluster.choose', size: 3 } });
  a.send({ type: 'take', event: { type: 'leader.fail' } });
  assert.equal(a.getSnapshot().context.cursor, 2);
  assert.match(at(a), /cluster\.electing/);
});

test('back, forward and goto move the cursor; a different event after going back drops the rest', () => {
  const a = player('cluster.choose:3,leader.fail,clock.tick:1');
  assert.equal(a.getSnapshot().context.cursor, 3);
  a.send({ type: 'back' });
  a.send({ type: 'back' });
  assert.match(at(a), /cluster\.healthy/);
  a.send({ type: 'forward' });
  assert.match(at(a), /cluster\.electing/);
  a.send({ type: 'goto', index: 0 });
  assert.equal(at(a), 'setup');
  a.send({ type: 'back' });
  assert.equal(a.getSnapshot().context.cursor, 0, 'nothing before the start');
  a.send({ type: 'goto', index: 1 });
  a.send({ type: 'take', event: { type: 'leader.fail' } });
  assert.equal(a.getSnapshot().context.steps.length, 3, 'the same next step keeps the rest of the path');
  a.send({ type: 'back' });
  a.send({ type: 'take', event: { type: 'member.stop', member: 'm2' } });
  assert.equal(a.getSnapshot().context.steps.length, 2, 'a different step replaces the rest');
  a.send({ type: 'forward' });
  assert.equal(a.getSnapshot().context.cursor, 2, 'nothing after the end');
});

test('reset returns to the initial state and clears a notice', () => {
  const a = createActor(playerMachine).start();
  const r = restore(scenario, 'garbage!');
  a.send({ type: 'loaded', scenario, steps: [], snapshots: r.snapshots, notice: { kind: 'link', problem: r.problem! } });
  assert.equal(a.getSnapshot().context.notice?.kind, 'link');
  a.send({ type: 'take', event: { type: 'cluster.choose', size: 5 } });
  assert.equal(a.getSnapshot().context.notice, undefined, 'a step clears the notice');
  a.send({ type: 'reset' });
  assert.equal(a.getSnapshot().context.cursor, 0);
  assert.deepEqual(a.getSnapshot().context.steps, []);
});
