import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const strings = (lang: string) => JSON.parse(readFileSync(`content/i18n/${lang}.json`, 'utf8')) as Record<string, string>;

test('every UI string exists in both languages, non-empty, with the same placeholders', () => {
  const en = strings('en');
  const ru = strings('ru');
  assert.deepEqual(Object.keys(ru).sort(), Object.keys(en).sort());
  // {{name}} for our strings, [NAME] for Pagefind's.
  const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}|\[([A-Z_]+)\]/g)].map((m) => m[1] ?? m[2]).sort();
  for (const key of Object.keys(en)) {
    assert.ok(en[key].trim() && ru[key].trim(), key);
    assert.deepEqual(vars(ru[key]), vars(en[key]), key);
  }
});

test('Russian UI strings are Russian', () => {
  const ru = strings('ru');
  // Version labels ("etcd 3.6, 3.7") are the same in both languages by design (AUTHORING.md, tab sync keys).
  const versionLabel = /^etcd [0-9.]+(, [0-9.]+)*$/;
  // A string of placeholders and punctuation only ("{{n}}. {{title}}") has no language.
  const noWords = (v: string) => !/\p{L}/u.test(v.replace(/\{\{\w+\}\}/g, ''));
  for (const [key, value] of Object.entries(ru)) if (!versionLabel.test(value) && !noWords(value)) assert.match(value, /[а-яё]/i, key);
});
