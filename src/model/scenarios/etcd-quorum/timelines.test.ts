// Every curated timeline of etcd-quorum plays on the engine as the fact sheet says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playTimeline } from '../../engine/play.ts';
import { etcdQuorum } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('at least ten curated timelines, unique ids, each with expectations', () => {
  assert.ok(timelines.length >= 10);
  assert.equal(new Set(timelines.map((t) => t.id)).size, timelines.length);
  for (const t of timelines) assert.ok(t.steps.some((s) => s.expect), t.id);
});

for (const timeline of timelines) {
  test(`timeline ${timeline.id}`, () => {
    const { failures } = playTimeline(etcdQuorum, timeline, answers);
    assert.deepEqual(failures, []);
  });
}
