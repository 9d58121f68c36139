import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkTermIds, loadTermIds } from './term-contract.ts';
import { loadTerms, type Term } from './terms.ts';

const term = (id: string) => ({ id }) as Term;

test('a published term id may not disappear, and a new one must be recorded', () => {
  assert.deepEqual(checkTermIds([term('quorum')], ['quorum']), []);
  assert.match(checkTermIds([term('quorum')], ['quorum', 'leader']).join(), /"leader" is published/);
  assert.match(checkTermIds([term('quorum'), term('learner')], ['quorum']).join(), /new glossary term "learner"/);
});

test('the committed list matches content/terms.yaml', () => {
  const published = loadTermIds();
  assert.ok(published.length > 20);
  assert.deepEqual(checkTermIds(loadTerms(), published), []);
});
