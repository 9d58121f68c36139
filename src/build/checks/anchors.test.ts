import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkContract, checkHeadings, checkParity, goTargets, resolveAnchor, updateContract } from './anchors.ts';
import { extractHeadings } from './headings.ts';
import { loadPages, type Page } from './pages.ts';

const page = (lang: 'en' | 'ru', slug: string, body: string): Page => ({ lang, slug, file: `${lang}/${slug}.mdx`, source: `---\ntitle: x\n---\n${body}` });

test('headings: explicit ids, code blocks ignored', () => {
  const hs = extractHeadings('## Потеря кворума {#quorum-loss}\n```bash\n## not a heading\n```\n### Sub\n');
  assert.deepEqual(hs.map((h) => [h.level, h.text, h.id]), [[2, 'Потеря кворума', 'quorum-loss'], [3, 'Sub', null]]);
});

test('a heading without id, a non-ASCII id and a duplicate id all fail', () => {
  const errors = checkHeadings([
    page('en', 'a', '## One {#one}\n## Two\n'),
    page('en', 'b', '## Uno {#one}\n## Три {#три}\n'),
  ]);
  assert.equal(errors.length, 3);
  assert.match(errors.join('\n'), /"Two" has no explicit id/);
  assert.match(errors.join('\n'), /already used/);
  assert.match(errors.join('\n'), /not a lowercase ASCII slug/);
});

test('the two languages of a page must have the same ids in the same order', () => {
  assert.deepEqual(checkParity([page('en', 'a', '## A {#a}\n## B {#b}\n'), page('ru', 'a', '## А {#a}\n## Б {#b}\n')]), []);
  assert.match(checkParity([page('en', 'a', '## A {#a}\n'), page('ru', 'a', '## А {#x}\n')])[0], /differ/);
  assert.match(checkParity([page('en', 'a', '## A {#a}\n')])[0], /only in English/);
});

test('a published id may not disappear without a redirect', () => {
  const pages = [page('en', 'raft-ha', '## Q {#quorum}\n')];
  const contract = { sections: { quorum: 'raft-ha', 'quorum-loss': 'raft-ha' }, redirects: {} };
  assert.match(checkContract(pages, contract).join(), /"quorum-loss" .* no longer exists/);
  const fixed = { ...contract, redirects: { 'quorum-loss': 'quorum' } };
  const updated = updateContract(pages, fixed);
  assert.deepEqual(checkContract(pages, updated), []);
  assert.deepEqual(resolveAnchor(updated, 'quorum-loss'), { id: 'quorum', slug: 'raft-ha' });
});

test('update records new and moved sections; /go/ targets follow redirects', () => {
  const pages = [page('en', 'outage', '## Q {#quorum}\n## N {#new-one}\n')];
  const updated = updateContract(pages, { sections: { quorum: 'raft-ha' }, redirects: { old: 'quorum' } });
  assert.deepEqual(updated.sections, { quorum: 'outage', 'new-one': 'outage' });
  assert.deepEqual(goTargets(updated).find((t) => t.id === 'old'), { id: 'old', slug: 'outage', anchor: 'quorum' });
});

test('the committed content passes every check (the same list the build runs)', async () => {
  const { contentErrors } = await import('./all.ts');
  const pages = loadPages();
  assert.ok(pages.length >= 24, 'twelve pages in two languages');
  assert.deepEqual(contentErrors(pages), []);
});

test('an avoided form on a page is reported with file and line; code is exempt', async () => {
  const { checkAvoidedTerms } = await import('./terms-check.ts');
  const terms = [{ id: 'node', en: 'node', ru: 'узел', page: 'architecture', avoid: { en: [], ru: ['нода'] }, definition: { en: 'x', ru: 'y' } }];
  const errors = checkAvoidedTerms([page('ru', 'a', 'Каждая нода.\n`нода` в коде\n```\nнода\n```\n')], terms);
  assert.deepEqual(errors, ['ru/a.mdx:4: "нода" — avoid "нода", write "узел"']);
});
