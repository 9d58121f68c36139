import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor } from 'xstate';
import { THREE, etcdQuorumPlayable } from './fixtures/etcd-quorum.ts';
import { currentView, playerMachine } from './machine.ts';

const start = (link?: string) => {
  const actor = createActor(playerMachine).start();
  actor.send({ type: 'loaded', scenario: etcdQuorumPlayable('en'), link });
  return actor;
};
const ctx = (a: ReturnType<typeof start>) => a.getSnapshot().context;
/** A started player with three members (the set-up step every etcd-quorum run begins with). */
const three = () => {
  const a = start();
  a.send({ type: 'take', token: THREE });
  return a;
};

test('a link replays from the start; the cursor is at its end', () => {
  const a = start(`${THREE},member.stop:m1,clock.advance:10`);
  assert.equal(ctx(a).cursor, 3);
  assert.equal(currentView(ctx(a))!.time, 10_000);
  // m1 led; m2 has the shortest election timeout of the other two (1.5 s), so it leads 10 s later.
  assert.match(currentView(ctx(a))!.dataState, /(^|,)m2\.up\.leader/);
  assert.equal(ctx(a).notice, undefined);
});

test('a link that stops fitting keeps its valid prefix and says which step and why', () => {
  const a = start(`${THREE},member.stop:m1,member.stop:m1,clock.advance:10`);
  assert.deepEqual(ctx(a).tokens, [THREE, 'member.stop:m1']);
  assert.deepEqual(ctx(a).notice, { kind: 'link', problem: { kind: 'notPossible', step: 3, token: 'member.stop:m1' } });
});

test('a link with more steps than the player replays is reported as too many, with the first ones played', () => {
  // A link holds at most 500 steps (src/model/engine/link.ts: far more than a reader takes).
  const a = start(`${THREE},${Array(600).fill('clock.advance:1').join(',')}`);
  assert.equal(ctx(a).tokens.length, 500);
  const notice = ctx(a).notice;
  assert.equal(notice?.kind === 'link' && notice.problem.kind, 'tooMany');
});

test('back and forward move the cursor; a different event after going back replaces the rest', () => {
  const a = three();
  a.send({ type: 'take', token: 'member.stop:m1' });
  a.send({ type: 'take', token: 'clock.advance:10' });
  a.send({ type: 'back' });
  assert.equal(currentView(ctx(a))!.time, 0);
  a.send({ type: 'forward' });
  assert.equal(currentView(ctx(a))!.time, 10_000);
  a.send({ type: 'goto', index: 2 });
  a.send({ type: 'take', token: 'clock.advance:1' });
  assert.deepEqual(ctx(a).tokens, [THREE, 'member.stop:m1', 'clock.advance:1']);
  assert.equal(currentView(ctx(a))!.time, 1000);
  // Same result as a fresh replay of the same events.
  const b = start(`${THREE},member.stop:m1,clock.advance:1`);
  assert.equal(currentView(ctx(a))!.dataState, currentView(ctx(b))!.dataState);
});

test('an event not offered now is refused; reset goes back to the start', () => {
  const a = start();
  // Before the set-up there is no member to stop.
  a.send({ type: 'take', token: 'member.stop:m1' });
  assert.equal(ctx(a).cursor, 0);
  a.send({ type: 'take', token: THREE });
  // m1 is running: it cannot be started.
  a.send({ type: 'take', token: 'member.start:m1' });
  assert.equal(ctx(a).cursor, 1);
  a.send({ type: 'take', token: 'request.write' });
  a.send({ type: 'reset' });
  assert.equal(ctx(a).cursor, 0);
  assert.deepEqual(ctx(a).tokens, []);
  a.send({ type: 'take', token: THREE });
  assert.equal(ctx(a).cursor, 1);
});

test('the open statechart and "show all" live in the machine', () => {
  const a = three();
  a.send({ type: 'open', instance: 'm2' });
  assert.equal(ctx(a).open, 'm2');
  a.send({ type: 'open', instance: 'm2' });
  assert.equal(ctx(a).open, undefined);
  a.send({ type: 'toggleAll' });
  assert.equal(ctx(a).showAll, true);
});
