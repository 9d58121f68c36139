import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rankSubResults } from './rank.ts';

const sub = (url: string, scores: [number, number][]) => ({
  url,
  locations: scores.map((_, i) => i),
  weighted_locations: scores.map(([weight, balanced_score]) => ({ weight, balanced_score })),
});

test('a weighted error section outranks a table that mentions many errors', () => {
  const page = '/en/troubleshooting/';
  const ranked = rankSubResults(page, [
    sub(page, [[1, 1]]),
    sub(`${page}#troubleshooting-triage`, [[1, 2], [1, 2], [1, 2]]),
    sub(`${page}#err-no-leader`, [[10, 2], [1, 2]]),
    sub(`${page}#a`, [[1, 1]]),
    sub(`${page}#b`, [[1, 0.5]]),
  ]);
  assert.deepEqual(ranked.map((s) => s.url), [page, `${page}#err-no-leader`, `${page}#troubleshooting-triage`, `${page}#a`]);
});
