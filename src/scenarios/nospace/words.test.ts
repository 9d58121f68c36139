// Words of nospace in both languages: nothing missing, nothing left over, no placeholder left in a view.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { allStates, edges } from '../../engine/machine-shape.ts';
import { transitionKey } from '../../engine/words.ts';
import { loadWords } from '../../engine/words-files.ts';
import { nospace } from './scenario.ts';
import { timelines } from './timelines.ts';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

for (const lang of ['en', 'ru']) {
  const words = loadWords(nospace, lang);

  test(`${lang}: every state, transition, event, guard and delay of each component type has words, none left over`, () => {
    for (const c of nospace.components) {
      const w = words.components[c.type];
      assert.ok(w?.title, `${c.type}: title`);
      const states = allStates(c.machine);
      for (const s of states) assert.ok(w.states[s]?.title && w.states[s]?.text, `${lang} ${c.type}: state ${s}`);
      for (const s of Object.keys(w.states)) assert.ok(states.includes(s), `${lang} ${c.type}: stale state words ${s}`);
      const pairs = edges(c.machine);
      const used = new Set<string>();
      for (const p of pairs) {
        const key = transitionKey(w, p.from, p.to);
        assert.ok(key, `${lang} ${c.type}: transition ${p.from} -> ${p.to}`);
        used.add(key!);
      }
      // `X -> X`: a change the component's observe() digest logs while the state stays (a compaction).
      const selfLoop = (k: string) => c.observe !== undefined && /^(\S+) -> \1$/.test(k) && states.includes(k.split(' -> ')[0]);
      for (const k of Object.keys(w.transitions)) assert.ok(used.has(k.split(' @')[0]) || selfLoop(k), `${lang} ${c.type}: stale transition words ${k}`);
      for (const t of new Set(pairs.map((p) => p.event).filter((e) => e && !e.startsWith('xstate.')))) assert.ok(w.events[t], `${lang} ${c.type}: event ${t}`);
      const guards = Object.keys(c.machine.implementations.guards ?? {});
      for (const g of guards) assert.ok(w.guards?.[g], `${lang} ${c.type}: guard ${g}`);
      for (const g of Object.keys(w.guards ?? {})) assert.ok(guards.includes(g), `${lang} ${c.type}: stale guard ${g}`);
      const delays = Object.keys(c.machine.implementations.delays ?? {});
      for (const d of delays) assert.ok(w.delays[d], `${lang} ${c.type}: delay ${d}`);
      for (const d of Object.keys(w.delays)) assert.ok(delays.includes(d), `${lang} ${c.type}: stale delay ${d}`);
    }
  });

  test(`${lang}: every reader event has a group, label and text; the runbook words are there`, () => {
    const types = nospace.events.map((e) => e.type);
    for (const t of types) {
      const e = words.scenario.events[t];
      assert.ok(e?.label && e?.text && words.scenario.groups[e.group], `${lang}: ${t}`);
    }
    for (const t of Object.keys(words.scenario.events)) assert.ok(types.includes(t), `${lang}: stale event words ${t}`);
    assert.ok(words.scenario.runbook?.title && words.scenario.runbook?.intro, `${lang}: runbook.title / runbook.intro`);
  });

  test(`${lang}: every timeline, played to its end, leaves no placeholder and no raw key in the view`, () => {
    for (const t of timelines) {
      const run = createRun(nospace, words);
      for (const s of t.steps) {
        assert.ok(run.send(s.event).ok, `${t.id}: ${s.event}`);
        const v = run.view();
        const text = JSON.stringify([v.instances.map((i) => [i.stateTitle, i.facts, i.see]), v.steps.at(-1), v.available.map((a) => a.label)]);
        assert.doesNotMatch(text, PLACEHOLDER, `${lang} ${t.id} after ${s.event}`);
        // A see or fact key without words shows as the bare key (camelCase, no space).
        for (const i of v.instances) for (const line of [...i.see, ...i.facts.map((f) => f.label)]) assert.doesNotMatch(line, /^[a-z]+[A-Z][A-Za-z]*$/, `${lang} ${i.id}: raw key ${line}`);
      }
    }
  });
}
