// The node:test checks that a scenario's words (content/scenarios/{en,ru}/) cover its machines and
// events in both languages, with nothing left over, and that playing it leaves no placeholder, untitled
// state or raw key in what a reader sees. Every scenario's words.test.ts registers them with one call,
// so a rule of the words format (a `@cause` suffix, an observed `X -> X` change) is checked in one place
// for every scenario; a scenario's own assertions stay in its words.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ScenarioDef } from './component.ts';
import { createRun } from './index.ts';
import { allStates, edges } from './machine-shape.ts';
import { transitionKey } from './words.ts';
import { loadWords } from './words-files.ts';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
/** A see or fact key without words shows as the bare key (camelCase, no space). */
const RAW_KEY = /^[a-z]+[A-Z][A-Za-z]*$/;

export interface WordsCoverage {
  /** Reader events to play, each list from a fresh run: a long run through most states, or the curated timelines. */
  runs: readonly { id: string; events: readonly string[] }[];
  /** The scenario has a runbook view (a procedure), whose heading and introduction need words. */
  runbook?: boolean;
}

export function registerWordsCoverageTests(scenario: ScenarioDef, { runs, runbook = false }: WordsCoverage): void {
  for (const lang of ['en', 'ru']) {
    const words = loadWords(scenario, lang);

    test(`${lang}: every state, transition, event, guard and delay of each component type has words, none left over`, () => {
      for (const c of scenario.components) {
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
        for (const k of Object.keys(w.transitions)) {
          const [base, cause] = k.split(' @');
          assert.ok(used.has(base) || selfLoop(k), `${lang} ${c.type}: stale transition words ${k}`);
          if (cause) {
            const events = new Set(pairs.filter((p) => transitionKey(w, p.from, p.to) === base).map((p) => (p.event.startsWith('xstate.after.') ? 'timer' : p.event)));
            assert.ok(cause === 'reader' || cause === 'timer' || events.has(cause) || events.has('recheck'), `${lang} ${c.type}: ${k}: no such cause`);
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

    test(`${lang}: every reader event has a group, a label and a text, none left over${runbook ? '; the runbook words are there' : ''}`, () => {
      const types = scenario.events.map((e) => e.type);
      for (const t of types) {
        const e = words.scenario.events[t];
        assert.ok(e?.label && e?.text && words.scenario.groups[e.group], `${lang}: ${t}`);
      }
      for (const t of Object.keys(words.scenario.events)) assert.ok(types.includes(t), `${lang}: stale event words ${t}`);
      if (runbook) assert.ok(words.scenario.runbook?.title && words.scenario.runbook?.intro, `${lang}: runbook.title / runbook.intro`);
    });

    test(`${lang}: every run played to its end leaves no placeholder, no untitled state and no raw key in the view`, () => {
      for (const r of runs) {
        const run = createRun(scenario, words);
        for (const e of r.events) {
          assert.ok(run.send(e).ok, `${r.id}: ${e}`);
          const v = run.view();
          const text = JSON.stringify([v.instances.map((i) => [i.stateTitle, i.facts, i.see]), v.steps.at(-1), v.available.map((a) => a.label), v.summary]);
          // A summary key without words shows as the bare key (`writes.timeout`): a sentence has spaces.
          for (const line of v.summary?.now ?? []) assert.match(line, / /, `${lang} ${r.id} after ${e}: summary words for ${line}`);
          assert.doesNotMatch(text, PLACEHOLDER, `${lang} ${r.id} after ${e}`);
          for (const i of v.instances) {
            assert.notEqual(i.stateTitle, i.state, `${lang}: ${i.id} ${i.state} has a title`);
            for (const line of [...i.see, ...i.facts.map((f) => f.label)]) assert.doesNotMatch(line, RAW_KEY, `${lang} ${i.id}: raw key ${line}`);
          }
        }
      }
    });
  }
}
