// Every curated timeline of etcd-quorum plays on the engine as the fact sheet says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { etcdQuorum } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

test('at least ten curated timelines', () => {
  assert.ok(timelines.length >= 10);
});

registerTimelineTests(etcdQuorum, timelines, answers);
