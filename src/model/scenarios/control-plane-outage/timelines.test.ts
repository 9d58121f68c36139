// Every curated timeline of control-plane-outage plays on the engine as the fact sheets say.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playTimeline } from '../../engine/play.ts';
import { controlPlaneOutage } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('the issue’s timelines are all there, with unique ids, each with expectations and a source', () => {
  for (const id of ['two-down-writes-fail-pods-run', 'liveness-restart-then-crashloop', 'controller-manager-exits-once', 'no-eviction-after-recovery', 'dead-pod-ip-stays-in-endpoints', 'env-configmap-crash-at-minute-6', 'lose-one-then-second-then-recover']) {
    assert.ok(timelines.some((t) => t.id === id), id);
  }
  assert.equal(new Set(timelines.map((t) => t.id)).size, timelines.length);
  for (const t of timelines) {
    assert.ok(t.steps.some((s) => s.expect), t.id);
    assert.ok(t.source.length > 10 && t.title.en && t.title.ru, t.id);
  }
});

for (const timeline of timelines) {
  test(`timeline ${timeline.id}`, () => {
    const { failures } = playTimeline(controlPlaneOutage, timeline, answers);
    assert.deepEqual(failures, []);
  });
}
