import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheKey, pruneCache, readCached, writeCached } from './cache.ts';
import { allJobs } from './jobs.ts';
import { providers } from './providers.ts';

test('the cache key changes with the source and the svg id, and only with them', () => {
  const a = { svgId: 'd-x-en', source: 'flowchart LR\n a-->b' };
  assert.equal(cacheKey(a), cacheKey({ ...a }));
  assert.notEqual(cacheKey(a), cacheKey({ ...a, source: 'flowchart LR\n a-->c' }));
  assert.notEqual(cacheKey(a), cacheKey({ ...a, svgId: 'd-x-ru' }));
});

test('write, read back, and prune what no job needs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-cache-'));
  const keep = { svgId: 'd-k-en', source: 'a' };
  const drop = { svgId: 'd-d-en', source: 'b' };
  writeCached(keep, '<svg/>', dir);
  writeCached(drop, '<svg/>', dir);
  assert.equal(readCached(keep, dir), '<svg/>');
  assert.deepEqual(pruneCache([keep], dir), [`${cacheKey(drop)}.svg`]);
  assert.deepEqual(readdirSync(dir), [`${cacheKey(keep)}.svg`]);
});

test('the committed cache holds every diagram the site uses, so a build needs no browser', async () => {
  const missing = (await allJobs(providers)).filter((job) => readCached(job) === undefined).map((j) => j.svgId);
  assert.deepEqual(missing, [], 'run `npm run diagrams` and commit diagram-cache/');
});
