import assert from 'node:assert/strict';
import { test } from 'node:test';
import { concreteEvents, eventToken, parseToken, sameEvent } from './events.ts';

const specs = [
  { type: 'cluster.choose', param: { name: 'size', values: [3, 5] } },
  { type: 'member.stop', param: { name: 'member', values: ['m1', 'm2'] } },
  { type: 'leader.fail' },
] as const;

test('concrete events spell out each parameter value', () => {
  assert.deepEqual(concreteEvents(specs), [
    { type: 'cluster.choose', size: 3 },
    { type: 'cluster.choose', size: 5 },
    { type: 'member.stop', member: 'm1' },
    { type: 'member.stop', member: 'm2' },
    { type: 'leader.fail' },
  ]);
});

test('tokens round-trip, with the parameter after a colon and numbers as numbers', () => {
  for (const e of concreteEvents(specs)) {
    const token = eventToken(specs, e);
    assert.deepEqual(parseToken(specs, token), { ok: true, event: e }, token);
  }
  assert.equal(eventToken(specs, { type: 'member.stop', member: 'm2' }), 'member.stop:m2');
  assert.deepEqual(parseToken(specs, 'cluster.choose:5'), { ok: true, event: { type: 'cluster.choose', size: 5 } });
});

test('bad tokens are told apart: syntax, unknown event, bad parameter', () => {
  assert.deepEqual(parseToken(specs, 'member stop'), { ok: false, reason: 'syntax' });
  assert.deepEqual(parseToken(specs, '<script>'), { ok: false, reason: 'syntax' });
  assert.deepEqual(parseToken(specs, 'member.kill:m1'), { ok: false, reason: 'unknown-event' });
  assert.deepEqual(parseToken(specs, 'member.stop:m9'), { ok: false, reason: 'bad-param' });
  assert.deepEqual(parseToken(specs, 'member.stop'), { ok: false, reason: 'bad-param' });
  assert.deepEqual(parseToken(specs, 'leader.fail:m1'), { ok: false, reason: 'bad-param' });
});

test('aliases map retired event types and whole tokens to current ones', () => {
  const aliases = { 'member.kill': 'member.stop', 'cluster.small': 'cluster.choose:3' };
  assert.deepEqual(parseToken(specs, 'member.kill:m2', aliases), { ok: true, event: { type: 'member.stop', member: 'm2' } });
  assert.deepEqual(parseToken(specs, 'cluster.small', aliases), { ok: true, event: { type: 'cluster.choose', size: 3 } });
});

test('sameEvent compares type and parameters', () => {
  assert.ok(sameEvent({ type: 'member.stop', member: 'm1' }, { type: 'member.stop', member: 'm1' }));
  assert.ok(!sameEvent({ type: 'member.stop', member: 'm1' }, { type: 'member.stop', member: 'm2' }));
});
