// Every runbook_url in the downloadable alert rules (issue 27 §1), in both languages, is a /<lang>/go/<id>/
// page of the built site that forwards to a section of a built page, and that section opens with the action
// block ("Do this now", whose four items say what the alert means, what to check, what to decide and which
// player step shows it). Both forms of each download pass promtool. Read from dist/, without a browser.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse, stringify } from 'yaml';
import { fileForPath } from '../../src/build/dist-files.ts';

const LANGS = {
  en: { now: 'Do this now', items: ['What it means.', 'First check.', 'Decide.', 'See it.'] },
  ru: { now: 'Сделайте сейчас', items: ['Что значит.', 'Что проверить.', 'Что решить.', 'Как выглядит.'] },
} as const;
type Lang = keyof typeof LANGS;
type Rules = { groups: { rules: { alert: string; annotations: Record<string, string> }[] }[] };

const download = (lang: Lang, form: 'rules' | 'prometheusrule') => {
  const file = fileForPath('dist', `/downloads/etcd-alerts.${lang}.${form}.yaml`);
  assert.ok(file, `/downloads/etcd-alerts.${lang}.${form}.yaml is built`);
  return readFileSync(file, 'utf8');
};
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();

/** What is wrong with one runbook_url, or nothing. */
function problems(lang: Lang, alert: string, runbook: string): string[] {
  const path = /^https?:\/\/[^/]+(\/.*)$/.exec(runbook)?.[1];
  const id = path && new RegExp(`/${lang}/go/([a-z0-9-]+)/$`).exec(path)?.[1];
  if (!path || !id) return [`${lang} ${alert}: ${runbook} is not a /${lang}/go/<id>/ URL`];
  const go = fileForPath('dist', path.replace(/^\/[^/]*?(?=\/[a-z]{2}\/go\/)/, ''));
  if (!go) return [`${lang} ${alert}: ${path} is not built`];
  const target = /<a href="([^"#]+)#([^"]+)" data-go-target/.exec(readFileSync(go, 'utf8'));
  if (!target) return [`${lang} ${alert}: ${path} forwards nowhere`];
  const pageFile = fileForPath('dist', target[1].replace(/^.*?(?=\/[a-z]{2}\/)/, ''));
  if (!pageFile) return [`${lang} ${alert}: ${target[1]} is not built`];
  const page = readFileSync(pageFile, 'utf8');
  const heading = new RegExp(`<h([2-6])\\b[^>]*\\sid="${target[2]}"`).exec(page);
  if (!heading) return [`${lang} ${alert}: no section #${target[2]} on ${target[1]}`];
  const rest = page.slice(heading.index);
  // What follows the heading, past its permanent-link control and the heading's wrapper.
  const body = rest.slice(rest.indexOf(`</h${heading[1]}>`)).replace(/^<\/h[2-6]>\s*(<a class="kb-permalink"[\s\S]*?<\/a>)?\s*(<\/div>)?\s*/, '');
  const { now, items } = LANGS[lang];
  const block = new RegExp(`^<p><strong>${now}</strong></p>\\s*<ul>([\\s\\S]*?)</ul>`).exec(body);
  if (!block) return [`${lang} ${alert}: #${target[2]} does not open with "${now}"`];
  const found = [...block[1].matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]));
  const out = items.flatMap((item, i) => (found[i]?.startsWith(item) ? [] : [`${lang} ${alert}: #${target[2]} item ${i + 1} is not "${item}…"`]));
  if (!/[?&][a-z-]+=2~/.test(block[1])) out.push(`${lang} ${alert}: #${target[2]} links no player step`);
  return out;
}

test('every runbook_url of the downloads (en, ru) forwards to a built section that opens with the action', () => {
  const found: string[] = [];
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const plain = parse(download(lang, 'rules')) as Rules;
    assert.deepEqual((parse(download(lang, 'prometheusrule')) as { spec: Rules }).spec, plain, `${lang}: the PrometheusRule holds the rules file's groups`);
    const rules = plain.groups.flatMap((g) => g.rules);
    assert.equal(rules.length, 18, `${lang}: the 18 alerts of the page's table`);
    for (const r of rules) found.push(...problems(lang, r.alert, r.annotations.runbook_url ?? ''));
  }
  assert.deepEqual(found, []);
});

const promtool = spawnSync('promtool', ['--version']).status === 0;
test('the downloaded rules file and PrometheusRule pass promtool check rules (en, ru)', { skip: !promtool && 'promtool not installed' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'dist-rules-'));
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const files = { rules: download(lang, 'rules'), spec: stringify((parse(download(lang, 'prometheusrule')) as { spec: unknown }).spec) };
    for (const [name, body] of Object.entries(files)) {
      const file = join(dir, `${lang}.${name}.yaml`);
      writeFileSync(file, body);
      assert.match(execFileSync('promtool', ['check', 'rules', file], { encoding: 'utf8' }), /SUCCESS: 18 rules found/);
    }
  }
});
