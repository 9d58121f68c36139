import { test } from 'node:test';
import assert from 'node:assert/strict';
import { langOfPath, pickLanguage } from './pick-language.ts';

test('a saved choice wins, then the first supported browser language, then English', () => {
  assert.equal(pickLanguage('ru', ['en-US']), 'ru');
  assert.equal(pickLanguage(null, ['de-DE', 'ru-RU', 'en']), 'ru');
  assert.equal(pickLanguage(null, ['fr']), 'en');
  assert.equal(pickLanguage('xx', []), 'en');
});

test('the language of a path respects the base', () => {
  assert.equal(langOfPath('/ru/go/nope/', '/'), 'ru');
  assert.equal(langOfPath('/docs/ru/x/', '/docs/'), 'ru');
  assert.equal(langOfPath('/docs/en/x/', '/docs/'), 'en');
  assert.equal(langOfPath('/rust/', '/'), 'en');
});
