import { test } from 'node:test';
import assert from 'node:assert/strict';
import { avoidPattern, loadTerms, parseTerms, termHref } from './terms.ts';

test('avoided forms match whole words only, any case', () => {
  assert.ok(avoidPattern('нода').test('Каждая Нода кластера'));
  assert.ok(!avoidPattern('нода').test('ноды'));
  assert.ok(avoidPattern('нод*').test('на нодах'));
  assert.ok(!avoidPattern('watch').test('kube-watch-cache'), 'hyphenated identifiers are not words');
  assert.ok(avoidPattern('split brain').test('a Split  brain'));
});

test('a term needs both languages, a page and a definition', () => {
  assert.throws(() => parseTerms('- { id: x, en: x, page: raft-ha, definition: { en: a, ru: b } }'), /lacks/);
  const [t] = parseTerms('- { id: q, en: quorum, ru: кворум, page: raft-ha#quorum, definition: { en: a, ru: б } }');
  assert.deepEqual(t.avoid, { en: [], ru: [] });
  assert.equal(termHref(t), '../raft-ha/#quorum');
});

test('term ids are unique', () => {
  const ids = loadTerms().map((t) => t.id);
  assert.equal(new Set(ids).size, ids.length);
});
