// The curated timelines of backup-restore, played on the engine.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playTimeline } from '../../engine/play.ts';
import { backupRestore } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

for (const timeline of timelines) {
  test(`${timeline.id}: ${timeline.title.en}`, () => {
    const { failures } = playTimeline(backupRestore, timeline, answers);
    assert.deepEqual(failures, []);
  });
}
