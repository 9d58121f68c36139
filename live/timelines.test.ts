// etcd-quorum's curated timelines (src/model/scenarios/etcd-quorum/timelines.ts), played against a real etcd
// (issue 12 §6). The driver and its mapping of tokens to real actions: live/timelines/driver.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timelines } from '../src/model/scenarios/etcd-quorum/timelines.ts';
import { LIVE_CAP_MS, play, unsupportedToken } from './timelines/driver.ts';
import type { LiveTimeline } from './timelines/types.ts';

const curated: LiveTimeline[] = timelines;

// A few clusters at a time: they mostly wait on etcd's timers, so this barely loads the CPU, and
// playing all timelines one after another would take about 3 minutes.
describe('etcd-quorum timelines against a real etcd 3.4 (what it shares with 3.5/3.6)', { timeout: 600_000, concurrency: 4 }, () => {
  it('there are curated timelines to play', () => assert.ok(curated.length > 0));
  for (const timeline of curated) {
    const token = unsupportedToken(timeline);
    it(
      `${timeline.id}: ${timeline.title.en}`,
      { timeout: LIVE_CAP_MS + 60_000, skip: token ? `uses "${token}", which the live driver does not map` : false },
      async (t) => {
        const report = await play(timeline);
        for (const line of report.log) t.diagnostic(line);
        assert.deepEqual(report.failures, []);
      },
    );
  }
});
