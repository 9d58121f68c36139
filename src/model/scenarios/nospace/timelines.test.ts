// Every curated timeline of nospace plays on the engine as the fact sheet says, and the right path
// (the runbook) is exactly one of them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playTimeline } from '../../engine/play.ts';
import { nospace } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('unique ids, each with expectations, exactly one runbook timeline', () => {
  assert.equal(new Set(timelines.map((t) => t.id)).size, timelines.length);
  for (const t of timelines) assert.ok(t.steps.some((s) => s.expect), t.id);
  assert.deepEqual(timelines.filter((t) => t.runbook).map((t) => t.id), ['recover']);
});

for (const timeline of timelines) {
  test(`timeline ${timeline.id}`, () => {
    const { failures } = playTimeline(nospace, timeline, answers);
    assert.deepEqual(failures, []);
  });
}
