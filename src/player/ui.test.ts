// UI strings: placeholders and counts in each language's plural forms (issue 25 §3: "the 1 steps").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fill } from './ui.ts';

const STEPS = '{kept, plural, =0 {none} one {# step} other {# steps}} of {{total}}';
const ШАГИ = '{kept, plural, one {# шаг} few {# шага} many {# шагов} other {# шага}}';

test('English: one and other, an exact =0 first, the {{placeholders}} filled as before', () => {
  assert.equal(fill(STEPS, { kept: 1, total: 3 }), '1 step of 3');
  assert.equal(fill(STEPS, { kept: 2, total: 3 }), '2 steps of 3');
  assert.equal(fill(STEPS, { kept: 0, total: 3 }), 'none of 3');
  assert.equal(fill(STEPS, { total: 3 }), '{kept, plural, =0 {none} one {# step} other {# steps}} of 3');
});

test('Russian: one, few and many (1 шаг, 2 шага, 5 шагов, 11 шагов, 21 шаг, 22 шага)', () => {
  const got = [1, 2, 5, 11, 21, 22, 111].map((n) => fill(ШАГИ, { kept: n }, 'ru'));
  assert.deepEqual(got, ['1 шаг', '2 шага', '5 шагов', '11 шагов', '21 шаг', '22 шага', '111 шагов']);
});

test('the link notices count their steps right in both languages', () => {
  for (const [lang, one, few] of [
    ['en', 'the 1 step before it', 'the 2 steps before it'],
    ['ru', 'Показан 1 шаг до него', 'Показаны 2 шага до него'],
  ] as const) {
    const ui = JSON.parse(readFileSync(`content/i18n/${lang}.json`, 'utf8')) as Record<string, string>;
    const t = ui['kb.scenario.linkNoLonger'];
    assert.ok(fill(t, { n: 2, token: 'x', reason: 'r', kept: 1 }, lang).includes(one));
    assert.ok(fill(t, { n: 3, token: 'x', reason: 'r', kept: 2 }, lang).includes(few));
    assert.doesNotMatch(fill(ui['kb.scenario.linkTooMany'], { max: 500 }, lang), /[{}]/);
  }
});
