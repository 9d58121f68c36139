// Words of replace-member in both languages: nothing missing, nothing left over, no raw key in a view.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { allStates, edges } from '../../engine/machine-shape.ts';
import { transitionKey } from '../../engine/words.ts';
import { loadWords } from '../../engine/words-files.ts';
import { replaceMember } from './scenario.ts';
import { timelines } from './timelines.ts';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

for (const lang of ['en', 'ru']) {
  const words = loadWords(replaceMember, lang);

  test(`${lang}: every state, transition, event, guard and delay of each component type has words, none left over`, () => {
    for (const c of replaceMember.components) {
      const w = words.components[c.type];
      assert.ok(w?.title, `${c.type}: title`);
      const states = allStates(c.machine);
      for (const s of states) assert.ok(w.states[s]?.title && w.states[s]?.text, `${lang} ${c.type}: state ${s}`);
      for (const s of Object.keys(w.states)) assert.ok(states.includes(s), `${lang} ${c.type}: stale state words ${s}`);
      const used = new Set<string>();
      for (const p of edges(c.machine)) {
        const key = transitionKey(w, p.from, p.to);
        assert.ok(key, `${lang} ${c.type}: transition ${p.from} -> ${p.to}`);
        used.add(key!);
      }
      for (const k of Object.keys(w.transitions)) assert.ok(used.has(k), `${lang} ${c.type}: stale transition words ${k}`);
      for (const t of new Set(edges(c.machine).map((p) => p.event).filter((e) => e && !e.startsWith('xstate.')))) assert.ok(w.events[t], `${lang} ${c.type}: event ${t}`);
      const guards = Object.keys(c.machine.implementations.guards ?? {});
      for (const g of guards) assert.ok(w.guards?.[g], `${lang} ${c.type}: guard ${g}`);
      for (const g of Object.keys(w.guards ?? {})) assert.ok(guards.includes(g), `${lang} ${c.type}: stale guard ${g}`);
      const delays = Object.keys(c.machine.implementations.delays ?? {});
      for (const d of delays) assert.ok(w.delays[d], `${lang} ${c.type}: delay ${d}`);
      for (const d of Object.keys(w.delays)) assert.ok(delays.includes(d), `${lang} ${c.type}: stale delay ${d}`);
    }
  });

  test(`${lang}: every reader event has a label and a text, none left over`, () => {
    const types = replaceMember.events.map((e) => e.type);
    for (const t of types) assert.ok(words.scenario.events[t]?.label && words.scenario.events[t]?.text, `${lang}: ${t}`);
    for (const t of Object.keys(words.scenario.events)) assert.ok(types.includes(t), `${lang}: stale event words ${t}`);
  });

  test(`${lang}: every curated timeline's views have no placeholder left and no untitled state`, () => {
    for (const t of timelines) {
      const run = createRun(replaceMember, words);
      for (const s of t.steps) {
        assert.ok(run.send(s.event).ok, `${t.id}: ${s.event}`);
        const v = run.view();
        const text = JSON.stringify([v.instances.map((i) => [i.stateTitle, i.facts, i.see]), v.steps.at(-1), v.available.map((a) => a.label)]);
        assert.doesNotMatch(text, PLACEHOLDER, `${lang} ${t.id} after ${s.event}`);
        for (const i of v.instances) assert.notEqual(i.stateTitle, i.state, `${lang}: ${i.id} ${i.state} has a title`);
      }
    }
  });
}

test('the refusal a reader sees is the exact etcd error, in code (en)', () => {
  const run = createRun(replaceMember, loadWords(replaceMember, 'en'));
  for (const e of ['cluster.start:true', 'member.add']) run.send(e);
  const v = run.view();
  assert.deepEqual(v.instances.find((i) => i.id === 'etcdctl')!.see, ['`Error: etcdserver: unhealthy cluster`']);
  assert.ok(v.steps.at(-1)!.narration.some((n) => n.error && n.text.includes('`etcdserver: unhealthy cluster`')), JSON.stringify(v.steps.at(-1)));
});
