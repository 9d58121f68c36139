// Every curated timeline of control-plane-outage plays on the engine as the fact sheets say.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { controlPlaneOutage } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('the issue’s timelines are all there', () => {
  for (const id of ['two-down-writes-fail-pods-run', 'liveness-restart-then-crashloop', 'controller-manager-exits-once', 'no-eviction-after-recovery', 'dead-pod-ip-stays-in-endpoints', 'env-configmap-crash-at-minute-6', 'lose-one-then-second-then-recover']) {
    assert.ok(timelines.some((t) => t.id === id), id);
  }
});

registerTimelineTests(controlPlaneOutage, timelines, answers);
