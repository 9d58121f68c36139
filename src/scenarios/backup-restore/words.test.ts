// Words of backup-restore in both languages: nothing missing, nothing left over; narration from the log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { allStates, edges } from '../../engine/machine-shape.ts';
import { transitionKey } from '../../engine/words.ts';
import { loadWords } from '../../engine/words-files.ts';
import { backupRestore } from './scenario.ts';
import { LONG_RUN } from './paths.ts';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

for (const lang of ['en', 'ru']) {
  const words = loadWords(backupRestore, lang);

  test(`${lang}: every state, transition, machine event and delay of each component type has words, none left over`, () => {
    for (const c of backupRestore.components) {
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
      for (const k of Object.keys(w.transitions)) {
        const [base, cause] = k.split(' @');
        assert.ok(used.has(base), `${lang} ${c.type}: stale transition words ${k}`);
        if (cause) {
          const events = new Set(pairs.filter((p) => transitionKey(w, p.from, p.to) === base).map((p) => (p.event.startsWith('xstate.after.') ? 'timer' : p.event)));
          assert.ok(cause === 'reader' || cause === 'timer' ? true : events.has(cause) || [...events].some((e) => e === 'recheck'), `${lang} ${c.type}: ${k}: no such cause`);
        }
      }
      const types = new Set(pairs.map((p) => p.event).filter((e) => e && !e.startsWith('xstate.')));
      for (const t of types) assert.ok(w.events[t], `${lang} ${c.type}: event ${t}`);
      const guards = Object.keys(c.machine.implementations.guards ?? {});
      for (const g of guards) assert.ok(w.guards?.[g], `${lang} ${c.type}: guard ${g}`);
      for (const g of Object.keys(w.guards ?? {})) assert.ok(guards.includes(g), `${lang} ${c.type}: stale guard ${g}`);
      const delays = Object.keys(c.machine.implementations.delays ?? {});
      for (const d of delays) assert.ok(w.delays[d], `${lang} ${c.type}: delay ${d}`);
      for (const d of Object.keys(w.delays)) assert.ok(delays.includes(d), `${lang} ${c.type}: stale delay ${d}`);
    }
  });

  test(`${lang}: every reader event has a label and a text, none left over`, () => {
    const types = backupRestore.events.map((e) => e.type);
    for (const t of types) assert.ok(words.scenario.events[t]?.label && words.scenario.events[t]?.text, `${lang}: ${t}`);
    for (const t of Object.keys(words.scenario.events)) assert.ok(types.includes(t), `${lang}: stale event words ${t}`);
  });

  test(`${lang}: a long random-ish run leaves no placeholder and no raw key in the view`, () => {
    const run = createRun(backupRestore, words);
    for (const e of LONG_RUN) {
      assert.ok(run.send(e).ok, e);
      const v = run.view();
      const text = JSON.stringify([v.instances.map((i) => [i.stateTitle, i.facts, i.see]), v.steps.at(-1), v.available.map((a) => a.label)]);
      assert.doesNotMatch(text, PLACEHOLDER, `${lang} after ${e}`);
      for (const i of v.instances) assert.notEqual(i.stateTitle, i.state, `${lang}: ${i.id} ${i.state} has a title`);
    }
  });
}


