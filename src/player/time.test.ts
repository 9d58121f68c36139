import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatClock, formatDurationHms } from './time.ts';

const en = { seconds: '{{n}}\u00a0s', minutes: '{{n}}\u00a0min', hours: '{{n}}\u00a0h' };
const ru = { seconds: '{{n}}\u00a0с', minutes: '{{n}}\u00a0мин', hours: '{{n}}\u00a0ч' };
const plain = (s: string) => s.replaceAll('\u00a0', ' ');

test('seconds, with one decimal where the time has one, in the page language', () => {
  assert.equal(plain(formatClock(0, 'en', en)), 't+0 s');
  assert.equal(plain(formatClock(1500, 'en', en)), 't+1.5 s');
  assert.equal(plain(formatClock(1500, 'ru', ru)), 't+1,5 с');
  assert.equal(plain(formatClock(59_940, 'en', en)), 't+59.9 s');
});

test('minutes and hours: the larger units first, zero parts left out', () => {
  assert.equal(plain(formatDurationHms(60_000, 'en', en)), '1 min');
  assert.equal(plain(formatDurationHms(130_000, 'ru', ru)), '2 мин 10 с');
  assert.equal(plain(formatDurationHms(3_600_000 + 5 * 60_000, 'en', en)), '1 h 5 min');
  assert.equal(plain(formatDurationHms(2 * 3_600_000, 'en', en)), '2 h');
});

test('the parts never break apart on a narrow screen', () => {
  assert.ok(!formatClock(130_000, 'en', en).includes(' '));
});
