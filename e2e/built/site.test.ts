// The built site's structure, read from dist/ without a browser (npm run test:built, after the build):
// permanent links, section ids, languages. What a reader would notice if it broke: a runbook link that
// lands nowhere, a search result that lands on a player caption, a page in the wrong language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileForPath } from '../../src/build/dist-files.ts';
import { docSlugs, sitePaths } from '../site-pages.ts';

const contract = JSON.parse(readFileSync('content/anchors.json', 'utf8')) as {
  sections: Record<string, string>;
  redirects: Record<string, string>;
};
const html = (path: string) => {
  const file = fileForPath('dist', path);
  assert.ok(file, `${path} is built`);
  return readFileSync(file, 'utf8');
};
/** Heading ids of the page's content, in order (h2 and h3: the sections a runbook links to). */
const sectionIds = (page: string) => [...page.matchAll(/<h[23]\b[^>]*\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== '_top' && !id.startsWith('starlight__'));

test('every published anchor and redirect has a /go/ page in each language that points at an existing section', () => {
  const ids = [...Object.keys(contract.sections), ...Object.keys(contract.redirects)];
  assert.ok(ids.length > 50, 'the contract lists the published ids');
  const broken: string[] = [];
  for (const lang of ['en', 'ru']) {
    for (const id of ids) {
      const target = /<a href="([^"]+)" data-go-target/.exec(html(`/${lang}/go/${id}/`))?.[1];
      if (!target) {
        broken.push(`${lang}/go/${id}: no target`);
        continue;
      }
      const [path, hash] = target.split('#');
      if (!path.startsWith(`/${lang}/`)) broken.push(`${lang}/go/${id} → ${target}: another language`);
      if (!html(path).includes(`id="${hash}"`)) broken.push(`${lang}/go/${id} → ${target}: no such section`);
    }
  }
  assert.deepEqual(broken, []);
});

// Search offers every heading with an id as a section to land on (Pagefind's sub-results), and a reader
// pastes the ids it shows. So the built pages hold no heading id but the content's own sections: no
// player caption, no slug made from a heading's (Russian) text.
test('every heading with an id on a built page is a section of the content', () => {
  const starlight = new Set(['_top', 'starlight__on-this-page']);
  const strays: string[] = [];
  const paths = sitePaths();
  assert.ok(paths.length > 20);
  for (const p of paths) {
    for (const m of html(p).matchAll(/<h[1-6]\b[^>]*\sid="([^"]+)"/g)) {
      if (!(m[1] in contract.sections) && !starlight.has(m[1])) strays.push(`${p} #${m[1]}`);
    }
  }
  assert.deepEqual(strays, []);
});

test('every page exists in both languages, says which language it is in, and has the same section ids', () => {
  const slugs = docSlugs();
  assert.ok(slugs.includes('architecture/') && slugs.length >= 13, `doc pages in both languages: ${slugs.length}`);
  for (const slug of slugs) {
    const [en, ru] = [html(`/en/${slug}`), html(`/ru/${slug}`)];
    assert.match(en, /<html[^>]*\slang="en"/, `/en/${slug}`);
    assert.match(ru, /<html[^>]*\slang="ru"/, `/ru/${slug}`);
    assert.deepEqual(sectionIds(ru), sectionIds(en), `section ids of ${slug}`);
  }
});

test('the sitemap lists the pages in both languages, not the /go/ forwarders', () => {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  assert.ok(xml.includes('/ru/architecture/'));
  assert.ok(xml.includes('hreflang="ru"'));
  assert.ok(!xml.includes('/go/'));
});
