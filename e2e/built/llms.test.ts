// The agent-readable copies (issue 27 §3), read from dist/ (npm run test:built, after the build): every page
// in both languages, the landing pages too, has its Markdown beside its HTML, with every section id the HTML
// has, the 'checked against' stamp, the scenarios' published step links and each procedure's runbook;
// llms.txt lists every page, and the head, the page itself and the sitemap point at the copies. Expected
// values come from the built HTML, the step-link contract and the pages on disk, never from the converter.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileForPath } from '../../src/build/dist-files.ts';
import { sitePaths } from '../site-pages.ts';

const read = (path: string) => {
  const file = fileForPath('dist', path);
  assert.ok(file, `${path} is built`);
  return readFileSync(file, 'utf8');
};
/** The documentation pages: every built page of a language but the /go/ forwarders (sitePaths drops them). */
const docPaths = sitePaths().filter((p) => /^\/(en|ru)\//.test(p));
/** Section ids of the page's content: h2–h4 with an id (Starlight's own _top and its furniture aside). */
const sectionIds = (html: string) =>
  [...html.matchAll(/<h[234]\b[^>]*\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== '_top' && !id.startsWith('starlight__'));
/** A page with a hero (the landing page): Starlight shows the hero in place of the title block. */
const isHero = (html: string) => html.includes('class="hero');
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

test('the pages on disk are the pages built, in both languages', () => {
  for (const lang of ['en', 'ru']) {
    const slugs = readdirSync(`content/docs/${lang}`).filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''));
    assert.ok(slugs.length >= 10, `content/docs/${lang} has pages`);
    for (const slug of slugs) assert.ok(docPaths.includes(slug === 'index' ? `/${lang}/` : `/${lang}/${slug}/`), `${lang}/${slug} is built`);
    assert.ok(slugs.includes('index'), `content/docs/${lang} has its landing page, so the tests below cover it`);
  }
});

test('every page has its Markdown copy, with each section id of its HTML as {#id} and its checked-against stamp', () => {
  const problems: string[] = [];
  let stamped = 0;
  for (const path of docPaths) {
    const md = `dist${path}index.md`;
    if (!existsSync(md)) {
      problems.push(`${path}: no index.md`);
      continue;
    }
    const html = read(path);
    const markdown = readFileSync(md, 'utf8');
    const ids = sectionIds(html);
    if (ids.length === 0 && !path.endsWith('/glossary/')) problems.push(`${path}: the HTML has no section ids (is the pattern still right?)`);
    for (const id of ids) if (!markdown.includes(`{#${id}}`)) problems.push(`${path}: section #${id} is not in the Markdown`);
    // The landing page shows a hero instead of the title and its stamp; every other page has one.
    const stamp = /<p class="kb-checked[^"]*"[^>]*>([^<]+)<\/p>/.exec(html)?.[1];
    if (!stamp && !isHero(html)) problems.push(`${path}: no checked-against stamp in the HTML`);
    else if (stamp) stamped++;
    if (stamp && !markdown.includes(decode(stamp.trim()))) problems.push(`${path}: the stamp "${stamp.trim()}" is not in the Markdown`);
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    if (!title || !markdown.startsWith(`# ${decode(title.trim())}\n`)) problems.push(`${path}: the Markdown does not open with the page title "${title}"`);
    if (/^\s*(import\s.+from|<[A-Z][A-Za-z]*[\s/>])/m.test(markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/^ *(```|~~~)[\s\S]*?^ *\1/gm, ''))) {
      problems.push(`${path}: MDX (an import or a component tag) left in the Markdown`);
    }
  }
  assert.ok(docPaths.length >= 20, `both languages' pages found (${docPaths.length})`);
  assert.ok(stamped >= docPaths.length - 2, `stamps compared on ${stamped} pages`);
  assert.deepEqual(problems, []);
});

test('the glossary copy keeps every term id', () => {
  for (const lang of ['en', 'ru']) {
    const html = read(`/${lang}/glossary/`);
    const md = readFileSync(`dist/${lang}/glossary/index.md`, 'utf8');
    const ids = [...html.matchAll(/<dt id="(term-[^"]+)"/g)].map((m) => m[1]);
    assert.ok(ids.length > 20, `${lang}: the glossary has terms`);
    assert.deepEqual(ids.filter((id) => !md.includes(`{#${id}}`)), []);
  }
});

test('a page with a scenario lists each published step link of its entry in content/step-links.json', () => {
  const contract = JSON.parse(readFileSync('content/step-links.json', 'utf8')) as {
    scenarios: Record<string, { page?: string; draft?: boolean; links: Array<{ steps: string; note?: string }> }>;
  };
  let checked = 0;
  for (const [id, entry] of Object.entries(contract.scenarios)) {
    if (!entry.page || entry.draft) continue;
    for (const lang of ['en', 'ru']) {
      const md = readFileSync(`dist/${lang}/${entry.page}/index.md`, 'utf8');
      for (const link of entry.links) {
        // A list item whose text is the step's summary and whose target is the permanent step link.
        const target = `/${lang}/${entry.page}/?${id}=${link.steps})`;
        const item = md.split('\n').map((l) => l.trim()).find((l) => l.startsWith('- [') && l.endsWith(target));
        assert.ok(item, `${lang}/${entry.page}: step link ${id}=${link.steps} is listed`);
        assert.match(item, /^- \[[^\]]{3,}\]\(/, `${lang}/${entry.page}: ${id}=${link.steps} has a summary`);
        // The summary names the step the link opens: the player counts one step per token of the link.
        const step = link.steps.replace(/^2~/, '').split(',').length;
        assert.ok(item.includes(`[${lang === 'ru' ? 'Шаг' : 'Step'} ${step}, `) || item.includes(`. Step ${step}, `), `${lang}/${entry.page}: ${id}=${link.steps} names its step ${step}: ${item.slice(0, 120)}`);
        if (lang === 'en' && link.note) assert.ok(item.startsWith(`- [${link.note.replace(/[[\]]/g, '\\$&')}. `), `${entry.page}: ${id}=${link.steps} opens with its note`);
        checked++;
      }
    }
  }
  assert.ok(checked > 10, `published step links checked (${checked})`);
});

test('a procedure\'s runbook is in its page\'s copy: each step numbered, with its permanent step link and its command', () => {
  // The copy button's code: HTML-escaped (`&#x3C;` too), lines joined by U+007F.
  const ec = (code: string) => decode(code.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))).replace(/\u007f/g, '\n');
  const flat = (text: string) => text.split('\n').map((l) => l.trim()).join('\n');
  let checked = 0;
  for (const path of docPaths) {
    const html = read(path);
    const markdown = readFileSync(`dist${path}index.md`, 'utf8');
    for (const [, id, block] of html.matchAll(/<details class="kb-runbook" id="[^"]+" data-runbook="([^"]+)"[^>]*>([\s\S]*?)<\/details>/g)) {
      // Each version's list in the HTML: item number, step link, and the copy button's code (Expressive Code's data-code).
      for (const [, n, link, item] of block.matchAll(/<li data-runbook-item="(\d+)" data-step-link="([^"]+)">([\s\S]*?)<\/li>/g)) {
        const line = markdown.split('\n').find((l) => l.trimStart().startsWith(`${n}. `) && l.endsWith(`${path}?${id}=${link}))`));
        assert.ok(line, `${path}: runbook ${id} step ${n} is a numbered item ending with its step link ?${id}=${link}`);
        const code = /data-code="([^"]*)"/.exec(item)?.[1];
        assert.ok(code, `${path}: runbook ${id} step ${n} has a command in the HTML`);
        const after = flat(markdown.slice(markdown.indexOf(line)));
        assert.ok(after.includes(`\n${flat(ec(code))}\n`), `${path}: runbook ${id} step ${n}'s command follows its item in the Markdown`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 40, `runbook steps checked on both languages' pages (${checked})`);
});

test('each language has llms.txt listing every page and llms-full.txt holding every page; the root names both', () => {
  const root = readFileSync('dist/llms.txt', 'utf8');
  for (const lang of ['en', 'ru']) {
    const index = readFileSync(`dist/${lang}/llms.txt`, 'utf8');
    const full = readFileSync(`dist/${lang}/llms-full.txt`, 'utf8');
    assert.match(index, /^# .+\n\n> .+/, `${lang}/llms.txt opens with a title and a summary (llmstxt.org)`);
    assert.match(root, new RegExp(`\\(https?://[^)]+/${lang}/llms\\.txt\\)`), `the root llms.txt links ${lang}/llms.txt`);
    assert.match(root, new RegExp(`\\(https?://[^)]+/${lang}/llms-full\\.txt\\)`), `the root llms.txt links ${lang}/llms-full.txt`);
    for (const path of docPaths.filter((p) => p.startsWith(`/${lang}/`))) {
      assert.match(index, new RegExp(`\\]\\(https?://[^)]+${path.replace(/[.?]/g, '\\$&')}index\\.md\\)`), `${lang}/llms.txt lists ${path}`);
      const first = readFileSync(`dist${path}index.md`, 'utf8').split('\n')[0];
      assert.ok(full.includes(`${first}\n`), `${lang}/llms-full.txt holds ${path} ("${first}")`);
    }
  }
});

test('each page names its Markdown copy in its head and offers it under its title or hero; the sitemap lists every copy', () => {
  const sitemap = readdirSync('dist').filter((f) => /^sitemap-\d+\.xml$/.test(f)).map((f) => readFileSync(`dist/${f}`, 'utf8')).join('\n');
  const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  for (const path of docPaths) {
    const html = read(path);
    assert.ok(html.includes(`<link rel="alternate" type="text/markdown" href="${path}index.md">`), `${path}: head link`);
    // The link and the copy button (shown by JavaScript) together, right after the title block or the hero.
    const control = new RegExp(`<kb-copy-markdown[^>]*>\\s*<button[^>]*data-copy-markdown[^>]*>[\\s\\S]*?</button>\\s*<a[^>]*href="${path}index\\.md" type="text/markdown" data-markdown-link`);
    assert.match(html, control, `${path}: Copy as Markdown and the link to the copy`);
    const after = isHero(html) ? html.indexOf('class="hero') : html.indexOf('<h1');
    assert.ok(after >= 0 && html.search(control) > after && html.search(control) < html.indexOf('class="sl-markdown-content'), `${path}: the control sits between the ${isHero(html) ? 'hero' : 'title'} and the content`);
    assert.ok(locs.has(`${path}index.md`), `${path}index.md is in the sitemap`);
  }
  for (const file of ['/llms.txt', '/en/llms.txt', '/en/llms-full.txt', '/ru/llms.txt', '/ru/llms-full.txt']) assert.ok(locs.has(file), `${file} is in the sitemap`);
});
