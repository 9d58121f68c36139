// etcd-quorum's curated timelines (src/model/scenarios/etcd-quorum/timelines.ts), played against a real etcd
// (issue 12 §6). The driver and its mapping of tokens to real actions: live/timelines/driver.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { timelines } from '../src/model/scenarios/etcd-quorum/timelines.ts';
import { LIVE_CAP_MS, play, unsupportedToken } from './timelines/driver.ts';
import type { LiveTimeline } from './timelines/types.ts';

const curated: LiveTimeline[] = timelines;

/**
 * Timelines the live etcd (3.4.23) cannot show, checked from the source only, and why. A timeline set
 * to another etcd release (`cluster.choose:5-etcd-3-6-11`) is not played either (unsupportedToken).
 */
const SOURCE_ONLY: Record<string, string> = {
  'quorum-loss-write':
    'from source only: on 3.5+ the server\'s 7 s answer without a leader is gRPC DeadlineExceeded, which clientv3 retries until etcdctl\'s 10 s (client/v3/retry_interceptor.go @ v3.5.21 l. 69–75); 3.4.23 sends Unknown and fails at 7 s (live/quorum-loss.test.ts)',
};
const skipReason = (t: LiveTimeline): string | false => {
  if (SOURCE_ONLY[t.id]) return SOURCE_ONLY[t.id]!;
  const token = unsupportedToken(t);
  if (token?.startsWith('cluster.choose:') && token.includes('-etcd-')) return `from source only: set to another etcd release (${token}); the live etcd is 3.4.23`;
  return token ? `uses "${token}", which the live driver does not map` : false;
};

// A few clusters at a time: they mostly wait on etcd's timers, so this barely loads the CPU, and
// playing all timelines one after another would take about 3 minutes.
describe('etcd-quorum timelines against a real etcd 3.4.23 (what it shares with 3.5/3.6 up to 3.6.10: the old member-add rule, 3.4\'s own from source)', { timeout: 600_000, concurrency: 4 }, () => {
  it('there are curated timelines to play', () => assert.ok(curated.length > 0));
  for (const timeline of curated) {
    it(
      `${timeline.id}: ${timeline.title.en}`,
      { timeout: LIVE_CAP_MS + 60_000, skip: skipReason(timeline) },
      async (t) => {
        const report = await play(timeline);
        for (const line of report.log) t.diagnostic(line);
        assert.deepEqual(report.failures, []);
      },
    );
  }
});
