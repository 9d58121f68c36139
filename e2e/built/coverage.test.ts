// The page sweeps (e2e/a11y.spec.ts, e2e/phone.spec.ts) check every table, diagram, code block, name
// and heading control on each page they load. This guards against those checks passing on nothing: the
// built pages hold as many of each as the site is known to have (counted from dist/, no browser).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileForPath } from '../../src/build/dist-files.ts';
import { docSlugs } from '../site-pages.ts';

const pages = docSlugs().flatMap((slug) => ['en', 'ru'].map((lang) => readFileSync(fileForPath('dist', `/${lang}/${slug}`)!, 'utf8')));
const count = (re: RegExp) => pages.reduce((n, html) => n + (html.match(re)?.length ?? 0), 0);
const pagesWith = (needle: string) => pages.filter((html) => html.includes(needle)).length;
/** The prose of a page: its text without code, diagrams and tags. */
const prose = (html: string) =>
  html
    .replace(/<(pre|svg|script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');

test('the pages hold enough tables, diagrams, code, component names and heading controls to check', () => {
  assert.ok(pagesWith('class="kb-table') >= 18, `pages with tables: ${pagesWith('class="kb-table')}`);
  assert.ok(count(/class="kb-table/g) > 100, `tables: ${count(/class="kb-table/g)}`);
  assert.ok(pagesWith('data-diagram=') >= 16, `pages with diagrams: ${pagesWith('data-diagram=')}`);
  assert.ok(count(/class="expressive-code/g) > 50, `code blocks: ${count(/class="expressive-code/g)}`);
  assert.ok(count(/class="kb-permalink"/g) > 100, `heading controls: ${count(/class="kb-permalink"/g)}`);
  const names = pages.reduce((n, html) => n + (prose(html).match(/(?:kube|etcd|cloud)-(?=[a-z0-9])/g)?.length ?? 0), 0);
  assert.ok(names > 200, `component names in prose: ${names}`);
});
