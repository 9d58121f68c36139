// Every curated timeline of replace-member plays on the engine as the fact sheet and the source say.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { replaceMember } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('the curated timelines cover the right path and every wrong turn of issue 8', () => {
  for (const id of ['right-order', 'add-before-remove', 'no-strict-check-loses-quorum', 'restart-in-place-new', 'removed-member-returns', 'promote-too-early']) {
    assert.ok(timelines.some((t) => t.id === id), id);
  }
});

registerTimelineTests(replaceMember, timelines, answers, { runbook: 'right-order' });
