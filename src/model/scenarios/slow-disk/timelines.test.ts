// Every curated timeline of slow-disk plays on the engine as its sources say, and the right path is one of them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playTimeline } from '../../engine/play.ts';
import { slowDisk } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('unique ids, each with expectations, exactly one runbook timeline', () => {
  assert.equal(new Set(timelines.map((t) => t.id)).size, timelines.length);
  for (const t of timelines) assert.ok(t.steps.some((s) => s.expect), t.id);
  assert.deepEqual(timelines.filter((t) => t.runbook).map((t) => t.id), ['right-path']);
});

for (const timeline of timelines) {
  test(`timeline ${timeline.id}`, () => {
    const { failures } = playTimeline(slowDisk, timeline, answers);
    assert.deepEqual(failures, []);
  });
}
