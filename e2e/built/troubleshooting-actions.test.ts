// The action first (issue 25 §7): a reader who lands on an error section of the troubleshooting page sees what to
// do before anything else. Every error section (an `err-` heading) opens with "Do this now": a list of two or three
// short steps, at least one of them a link to the section or procedure that acts, directly above "Looks like".
// Read from the built pages in both languages, without a browser.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileForPath } from '../../src/build/dist-files.ts';

const LANGS = {
  en: { now: 'Do this now', looks: 'Looks like', maxItem: 170 },
  ru: { now: 'Сделайте сейчас', looks: 'Как выглядит', maxItem: 190 },
} as const;
type Lang = keyof typeof LANGS;

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();

/** Each `err-` section of the built page: from its h3 to the next h2 or h3. */
function errorSections(lang: Lang) {
  const file = fileForPath('dist', `/${lang}/troubleshooting/`);
  assert.ok(file, `/${lang}/troubleshooting/ is built`);
  const page = readFileSync(file, 'utf8');
  const headings = [...page.matchAll(/<h([23])\b[^>]*\sid="([^"]+)"/g)];
  return headings.flatMap((h, i) => {
    if (h[1] !== '3' || !h[2].startsWith('err-')) return [];
    const html = page.slice(h.index, headings[i + 1]?.index ?? page.length);
    return [{ id: h[2], body: html.slice(html.indexOf('</h3>') + '</h3>'.length) }];
  });
}

/** What is wrong with one section's opening, or nothing. */
function problems(lang: Lang, id: string, body: string): string[] {
  const { now, looks, maxItem } = LANGS[lang];
  const label = body.indexOf(`<p><strong>${now}</strong></p>`);
  if (label < 0) return [`${lang} #${id}: no "${now}"`];
  const out: string[] = [];
  if (body.search(/<p[\s>]/) !== label) out.push(`${lang} #${id}: "${now}" is not the first thing under the heading`);
  const block = new RegExp(`^<p><strong>${now}</strong></p>\\s*<(ul|ol)>([\\s\\S]*?)</\\1>\\s*<p><strong>${looks}</strong></p>`).exec(body.slice(label));
  if (!block) return [...out, `${lang} #${id}: "${now}" is not one list directly above "${looks}"`];
  const items = [...block[2].matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
  if (items.length < 2 || items.length > 3) out.push(`${lang} #${id}: ${items.length} steps, not two or three`);
  if (!/<a href="[^"]+"/.test(block[2])) out.push(`${lang} #${id}: no link to the section or procedure that acts`);
  for (const item of items.map(text)) {
    if (item.length > maxItem) out.push(`${lang} #${id}: a step of ${item.length} characters (at most ${maxItem}): ${item.slice(0, 60)}…`);
  }
  return out;
}

test('every error section of troubleshooting opens with two or three short "Do this now" steps above "Looks like" (en, ru)', () => {
  const en = errorSections('en');
  const ru = errorSections('ru');
  assert.ok(en.length >= 20, `error sections found: ${en.length}`);
  assert.deepEqual(ru.map((s) => s.id), en.map((s) => s.id), 'the same error sections in both languages');
  const found = [...en.flatMap((s) => problems('en', s.id, s.body)), ...ru.flatMap((s) => problems('ru', s.id, s.body))];
  assert.deepEqual(found, []);
});
