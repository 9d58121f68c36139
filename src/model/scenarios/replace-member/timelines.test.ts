// Every curated timeline of replace-member plays on the engine as the fact sheet and the source say.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playTimeline } from '../../engine/play.ts';
import { replaceMember } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('the curated timelines cover the right path and every wrong turn of issue 8, unique ids', () => {
  assert.equal(new Set(timelines.map((t) => t.id)).size, timelines.length);
  for (const id of ['right-order', 'add-before-remove', 'no-strict-check-loses-quorum', 'restart-in-place-new', 'removed-member-returns', 'promote-too-early']) {
    assert.ok(timelines.some((t) => t.id === id), id);
  }
  for (const t of timelines) assert.ok(t.steps.some((s) => s.expect), t.id);
});

for (const timeline of timelines) {
  test(`timeline ${timeline.id}`, () => {
    const { failures } = playTimeline(replaceMember, timeline, answers);
    assert.deepEqual(failures, []);
  });
}
