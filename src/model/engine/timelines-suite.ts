// The node:test checks every scenario runs on its curated timelines: ids unique, each timeline with a
// title in both languages, a source and at least one expectation, at most one right path (the runbook),
// and each one played on the engine without a failed expectation. A scenario's timelines.test.ts
// registers them with one call and keeps its own assertions (which timelines must exist) beside it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ScenarioDef } from './component.ts';
import { playTimeline } from './play.ts';
import type { Answers, Timeline } from './timeline.ts';

export interface TimelineSuite {
  /** The id of the right path when the scenario has a runbook view: exactly that timeline is marked. */
  runbook?: string;
}

export function registerTimelineTests(scenario: ScenarioDef, timelines: readonly Timeline[], answers: Answers, { runbook }: TimelineSuite = {}): void {
  test('curated timelines: unique ids, each titled in both languages, with a source and expectations', () => {
    assert.ok(timelines.length >= 1);
    assert.equal(new Set(timelines.map((t) => t.id)).size, timelines.length);
    for (const t of timelines) {
      assert.ok(t.steps.some((s) => s.expect), `${t.id}: no expectation`);
      assert.ok(t.title.en && t.title.ru, `${t.id}: a title in both languages`);
      assert.ok(t.source.length > 10, `${t.id}: a source`);
    }
    assert.deepEqual(timelines.filter((t) => t.runbook).map((t) => t.id), runbook ? [runbook] : []);
  });

  for (const timeline of timelines) {
    test(`timeline ${timeline.id}`, () => {
      assert.deepEqual(playTimeline(scenario, timeline, answers).failures, []);
    });
  }
}
