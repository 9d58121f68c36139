// The driver itself: token mapping, error families, and that a wrong expectation is reported
// (played against a real etcd, so that a driver that checks nothing cannot pass).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixtureTimelines } from './fixtures.ts';
import { parseToken, play, sameError, unsupportedToken } from './driver.ts';
import type { LiveTimeline } from './types.ts';

describe('timeline driver', () => {
  it('reads tokens with and without a parameter', () => {
    assert.deepEqual(parseToken('member.stop:m2'), { type: 'member.stop', param: 'm2' });
    assert.deepEqual(parseToken('leader.fail'), { type: 'leader.fail', param: undefined });
  });

  it('reports the first token it cannot map (3.4-only or unknown events are not played)', () => {
    const t = (events: string[]): LiveTimeline => ({ id: 'x', title: { en: '', ru: '' }, source: '', steps: events.map((event) => ({ event })) });
    assert.equal(unsupportedToken(t(['cluster.choose:3', 'leader.fail', 'clock.advance:10'])), undefined);
    assert.equal(unsupportedToken(t(['cluster.choose:3', 'apiserver.stop'])), 'apiserver.stop');
    assert.equal(unsupportedToken(t(['cluster.choose:7'])), 'cluster.choose:7');
  });

  it('treats "request timed out" with or without "possibly due to previous leader failure" as one error, nothing else', () => {
    assert.ok(sameError('etcdserver: request timed out', 'etcdserver: request timed out, possibly due to previous leader failure'));
    assert.ok(sameError('etcdserver: request timed out, possibly due to previous leader failure', 'etcdserver: request timed out'));
    assert.ok(!sameError('etcdserver: request timed out', 'etcdserver: request timed out, possibly due to connection lost'));
    assert.ok(!sameError('etcdserver: request timed out', 'context deadline exceeded'));
    assert.ok(sameError('etcdserver: no leader', 'etcdserver: no leader'));
  });

  it('reports a wrong expectation: a stale read that the timeline claims is fresh', { timeout: 60_000 }, async () => {
    const base = fixtureTimelines.find((t) => t.id === 'fixture-partition-stale-read')!;
    const wrong: LiveTimeline = structuredClone(base);
    const last = wrong.steps.at(-1)!;
    last.expect = { at: last.expect!.at, answers: { serializableRead: { value: 'v2', stale: false } } };
    const report = await play(wrong);
    assert.equal(report.failures.length, 2, report.failures.join('\n'));
    assert.match(report.failures[0]!, /expected value "v2", etcd returned "v1"/);
    assert.match(report.failures[1]!, /expected stale=false/);
  });
});
