// etcd-quorum's curated timelines, played against a real etcd (issue 12 §6).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixtureTimelines } from './timelines/fixtures.ts';
import { play, unsupportedToken } from './timelines/driver.ts';
import type { LiveTimeline } from './timelines/types.ts';

const curated: LiveTimeline[] = fixtureTimelines;

describe('etcd-quorum timelines against a real etcd', { timeout: 300_000 }, () => {
  for (const timeline of curated) {
    const token = unsupportedToken(timeline);
    it(
      `${timeline.id}: ${timeline.title.en}`,
      { timeout: 90_000, skip: token ? `uses "${token}", which the live driver does not map (not shared by etcd 3.4)` : false },
      async (t) => {
        const report = await play(timeline);
        for (const line of report.log) t.diagnostic(line);
        assert.deepEqual(report.failures, []);
      },
    );
  }
});
