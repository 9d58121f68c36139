import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scenario } from '../scenarios/etcd-quorum.ts';
import { stateKey } from '../scenarios/statechart.ts';
import { MAX_STEPS, decodeSteps, encodeSteps, restore } from './restore.ts';

const last = <T>(a: T[]) => a[a.length - 1];

test('a step link restores exactly the path it encodes', () => {
  const r = restore(scenario, 'cluster.choose:3,member.stop:m2,leader.fail');
  assert.equal(r.problem, undefined);
  assert.equal(r.events.length, 3);
  assert.equal(r.snapshots.length, 4);
  assert.equal(encodeSteps(scenario.events, r.events), 'cluster.choose:3,member.stop:m2,leader.fail');
  assert.match(stateKey(scenario.machine, last(r.snapshots).value), /running\.cluster\.noQuorum/);
});

test('links that do not fit start from the initial state and say why', () => {
  const cases: [string, string, number][] = [
    ['cluster.choose:3,%%%', 'syntax', 2],
    ['cluster.choose:3,,leader.fail', 'syntax', 2],
    ['cluster.choose:4', 'badParam', 1],
    ['cluster.choose:3,member.explode:m1', 'unknownEvent', 2],
    ['cluster.choose:3,member.stop:m4', 'notPossible', 2],
    ['leader.fail', 'notPossible', 1],
    ['cluster.choose:3,leader.fail,leader.fail', 'notPossible', 3],
  ];
  for (const [text, kind, step] of cases) {
    const r = restore(scenario, text);
    assert.equal(r.problem?.kind, kind, text);
    assert.equal(r.problem?.step, step, text);
    assert.deepEqual(r.events, [], text);
    assert.equal(r.snapshots.length, 1, text);
    assert.equal(r.snapshots[0].value, 'setup', text);
  }
});

test('an empty link is the initial state; an absurdly long one is rejected', () => {
  assert.deepEqual(decodeSteps(scenario.events, ''), { events: [] });
  const long = Array(MAX_STEPS + 1).fill('leader.fail').join(',');
  assert.equal(restore(scenario, long).problem?.kind, 'syntax');
});
