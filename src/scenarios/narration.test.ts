// Every state and every event of every scenario has words in both languages, nothing is left over
// when a state or event disappears, and the Russian text follows the style guide's typography.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createMachine } from 'xstate';
import { LANGS } from '../diagrams/spec.ts';
import { avoidPattern, loadTerms } from '../glossary/terms.ts';
import { replay } from '../player/restore.ts';
import { concreteEvents } from './events.ts';
import { loadAllScenarios } from './index.ts';
import { parseInline } from './inline.ts';
import { type ScenarioText, checkNarration, checkParity, eventText, interpolate, matchKey, resolveNarration, stateText } from './narration.ts';
import { loadScenarioText } from './narration-files.ts';

const scenarios = await loadAllScenarios();
const anchors = JSON.parse(readFileSync('content/anchors.json', 'utf8')) as { sections: Record<string, string> };

/** Every piece of prose in a scenario's text, with where it is. */
function prose(text: ScenarioText): { where: string; value: string }[] {
  const out = [
    { where: 'title', value: text.title },
    { where: 'description', value: text.description },
    ...(text.status ? [{ where: 'status', value: text.status }] : []),
  ];
  for (const [k, v] of Object.entries(text.states)) out.push({ where: `${k}.title`, value: v.title }, { where: `${k}.text`, value: v.text });
  for (const [k, v] of Object.entries(text.events)) {
    for (const f of ['label', 'edge', 'title', 'text'] as const) out.push({ where: `${k}.${f}`, value: v[f] });
  }
  for (const [k, v] of Object.entries(text.guards)) out.push({ where: `guard ${k}`, value: v });
  return out;
}

/** Prose without code spans and link targets: what a reader reads as words. */
const words = (s: string) => parseInline(s).filter((t) => t.kind !== 'code').map((t) => t.text).join('');

for (const scenario of scenarios) {
  const texts = Object.fromEntries(LANGS.map((l) => [l, loadScenarioText(scenario.id, l)])) as Record<string, ScenarioText>;

  for (const lang of LANGS) {
    test(`${scenario.id} (${lang}): every state and event has a title and a text, and no text is left over`, () => {
      assert.deepEqual(checkNarration(scenario.machine, scenario.events, texts[lang], lang), []);
    });

    test(`${scenario.id} (${lang}): every event label is complete for each parameter value`, () => {
      const narration = resolveNarration(scenario.machine, texts[lang]);
      for (const e of concreteEvents(scenario.events)) {
        const t = eventText(narration, e);
        for (const f of ['label', 'title', 'text'] as const) assert.doesNotMatch(t[f], /\{\w+\}/, `${e.type} ${f}`);
      }
    });

    test(`${scenario.id} (${lang}): the status line is filled from the scenario's values`, () => {
      if (!texts[lang].status) return;
      const first = scenario.events[0];
      const start = concreteEvents([first])[0];
      const snap = replay(scenario.machine, scenario.events, [start]).snapshots[1];
      const values = scenario.status?.(snap);
      assert.ok(values, 'status values after the first step');
      assert.doesNotMatch(interpolate(texts[lang].status!, values), /\{\w+\}/);
    });

    test(`${scenario.id} (${lang}): links point to published sections`, () => {
      for (const { where, value } of prose(texts[lang])) {
        for (const t of parseInline(value)) {
          if (t.kind !== 'link') continue;
          const m = /^\.\.\/([a-z0-9-]+)\/#([a-z0-9-]+)$/.exec(t.href);
          assert.ok(m, `${where}: link ${t.href} is not ../<page>/#<section>`);
          assert.equal(anchors.sections[m[2]], m[1], `${where}: #${m[2]} is not a section of ${m[1]}`);
        }
      }
    });

    test(`${scenario.id} (${lang}): no avoided term forms (content/terms.yaml)`, () => {
      const rules = loadTerms().flatMap((t) => t.avoid[lang].map((form) => ({ form, re: avoidPattern(form) })));
      for (const { where, value } of prose(texts[lang])) {
        for (const { form, re } of rules) assert.doesNotMatch(words(value), re, `${where}: avoid "${form}"`);
      }
    });
  }

  test(`${scenario.id}: both languages describe the same states, events and guards`, () => {
    assert.deepEqual(checkParity(texts.en, texts.ru, scenario.id), []);
  });

  test(`${scenario.id} (ru): typography — no-break space before units and dashes, «ёлочки», no straight quotes`, () => {
    for (const { where, value } of prose(texts.ru)) {
      const w = words(value);
      assert.doesNotMatch(w, /\d (с|мс|ГиБ|МиБ|%)(?![\p{L}])/u, `${where}: no-break space before the unit`);
      assert.doesNotMatch(w, /[^\u00a0]—/, `${where}: no-break space before the dash`);
      assert.doesNotMatch(w, /"/, `${where}: straight quotes`);
      assert.doesNotMatch(w, /\s-\s/, `${where}: a hyphen used as a dash`);
    }
  });
}

test('the check reports text for a state or event that no longer exists, and a state without text', () => {
  const machine = createMachine({ id: 'm', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
  const specs = [{ type: 'go' }];
  const text: ScenarioText = {
    title: 'T',
    description: 'D',
    states: { a: { title: 'A', text: 'a' }, gone: { title: 'G', text: 'g' } },
    events: { go: { label: 'Go', edge: 'go', title: 'Went', text: 't' }, old: { label: 'O', edge: 'o', title: 'O', text: 'o' } },
    guards: {},
  };
  const errors = checkNarration(machine, specs, text, 'x');
  assert.ok(errors.some((e) => e.includes('state "b" has no text')));
  assert.ok(errors.some((e) => e.includes('"gone", which does not exist')));
  assert.ok(errors.some((e) => e.includes('event "old", which does not exist')));
});

test('pattern keys bind one segment each; an exact key wins', () => {
  assert.deepEqual(matchKey('running.{member}.down', 'running.m2.down'), { member: 'm2' });
  assert.equal(matchKey('running.{member}.down', 'running.m2.up'), undefined);
  assert.equal(matchKey('running.{member}', 'running.m2.down'), undefined);
  const text: ScenarioText = {
    title: '', description: '', events: {}, guards: {},
    states: { 'r.{m}': { title: 'Member {m}', text: '{m} is up' }, 'r.m1': { title: 'The first', text: 'x' } },
  };
  assert.deepEqual(stateText(text, 'r.m2'), { title: 'Member m2', text: 'm2 is up' });
  assert.equal(stateText(text, 'r.m1')?.title, 'The first');
});
