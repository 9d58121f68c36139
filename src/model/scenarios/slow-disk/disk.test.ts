// The disk formulas against the thresholds they are cited with: which fsync latency trips which line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appliesSlow, diskOf, fdatasyncSlow, heartbeatsLate, requestTimeoutMs, writeMs } from './disk.ts';
import { ETCD } from './slow-disk.facts.ts';

test('heartbeat warning only once the gap passes 2 × heartbeat (200 ms with the defaults)', () => {
  assert.equal(heartbeatsLate(40), false);
  assert.equal(heartbeatsLate(300), true);
});

test('apply warning once a backend commit (two fdatasyncs) outlasts --warning-apply-duration 100 ms', () => {
  // 40 ms × 2 = 80 ms stays under 100 ms; 60 ms × 2 = 120 ms does not.
  assert.equal(appliesSlow(40), false);
  assert.equal(appliesSlow(60), true);
});

test('slow fdatasync only above 1 s', () => {
  assert.equal(fdatasyncSlow(ETCD.warnSyncMs.value), false);
  assert.equal(fdatasyncSlow(1100), true);
});

test("etcd's request deadline is 5 s + 2 × election timeout: 7 s by default, 15 s with 5 s", () => {
  assert.equal(requestTimeoutMs(1000), 7000);
  assert.equal(requestTimeoutMs(5000), 15_000);
});

test('a slow follower slows only writes through itself; a slow leader slows them all', () => {
  const up = ['m1', 'm2', 'm3'];
  assert.ok(writeMs({ m1: 2, m2: 300, m3: 2 }, 'm1', 'm3', up) < ETCD.warningApplyMs.value);
  assert.ok(writeMs({ m1: 2, m2: 300, m3: 2 }, 'm1', 'm2', up) >= 300);
  assert.ok(writeMs({ m1: 300, m2: 2, m3: 2 }, 'm1', 'm3', up) >= 300);
});

test('defragmentation wins over a stall, a stall over slowness', () => {
  const d = { fsyncMs: 300, burstUntil: 0, burstMs: 300, stallUntil: 10, stallFrom: 0, defragUntil: 10 };
  assert.equal(diskOf(d, 5), 'defrag');
  assert.equal(diskOf({ ...d, defragUntil: 0 }, 5), 'stalled');
  assert.equal(diskOf({ ...d, defragUntil: 0 }, 20), 'slow');
});
