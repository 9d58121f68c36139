// Size budgets of the built site. Sizes are deterministic, so they are tests, read from dist/: every
// reading page ships at most 35 KB gzip of JavaScript and 150 KB compressed in all (fonts excluded), a
// scenario page at most 200 KB, no page ships Mermaid, and each scenario island stays within its budget
// on top of a page without a scenario, which loads none of it.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ISLAND_BUDGET_KB, scenarioCatalog } from '../../src/player/catalog.ts';
import { baselineFor, hasScenario, islandCost, pageJs } from '../../src/tools/quality/page-js.ts';
import { pageWeight } from '../../src/tools/quality/page-weight.ts';
import { sitePaths } from '../site-pages.ts';

const KB = 1024;
const BUDGETS = { readingJs: 35 * KB, readingTotal: 150 * KB, scenarioTotal: 200 * KB };
const docPages = sitePaths().filter((p) => /^\/(en|ru)\//.test(p));

test('the budgets are checked on every documentation page in both languages', () => {
  assert.ok(docPages.filter((p) => p.startsWith('/en/')).length >= 12);
  assert.equal(docPages.filter((p) => p.startsWith('/ru/')).length, docPages.filter((p) => p.startsWith('/en/')).length);
  assert.ok(docPages.some((p) => hasScenario(p)));
});

test('reading pages: ≤ 35 KB gzip of JavaScript and ≤ 150 KB compressed in all, fonts excluded', () => {
  const over: string[] = [];
  for (const p of docPages.filter((p) => !hasScenario(p))) {
    const w = pageWeight(p);
    if (w.js > BUDGETS.readingJs) over.push(`${p}: JS ${(w.js / KB).toFixed(1)} KB`);
    if (w.total > BUDGETS.readingTotal) over.push(`${p}: total ${(w.total / KB).toFixed(1)} KB`);
  }
  assert.deepEqual(over, []);
});

// Known misses, measured 2026-12-04 and kept visible: these pages may not grow past the size listed
// (the restore page holds two players with their no-JS statecharts and timelines; control-plane-outage
// has 25 instances). Issue 22 moved the player onto @xstate/react and Astro's islands: about 7 KB more
// JavaScript per scenario page, and Astro's island props encoding; issue 25 §5 about 1.2 KB of search
// config per page (the quoted errors that pin a section); issue 25 §3 about 1 KB (button widths, plural forms);
// issue 25 §6 about 11 KB on restore (the right path compares m1 with the snapshot and restores its database:
// two more steps, a component row in every no-JS table, the commands that ran and bounded waits); issue 23
// about 55 KB on control-plane-outage (the kubernetes Service row, the restart and request timing, `kubectl
// get pods`, five more curated timelines: each is a no-JS table of every instance's state per step, and
// every new state is drawn in the statecharts) and 7 KB on restore (shared player strings, the restarted
// apiserver); issue 27 §3 about 1 KB per page (the Copy as Markdown control); component names kept whole in the no-JS tables about 1 KB; issue 26 put a second
// player (slow-disk) on performance-monitoring; issue 25 §6 (runbooks without literals) about 5 KB on restore and
// 2 KB on performance-monitoring (each scenario's setup step sets names and addresses from placeholders, and the
// no-JS table of every curated timeline shows that step's command); issue 27 §1 about 4 KB on performance-monitoring
// (the alert sections), and 1 KB on restore (step 4 sets the members' names and addresses once); issue 27 §2
// about 4 KB on every scenario page (the "your cluster" form, its 1.5 KB script and the step panel filling it in); issue 22,
// 2026-12-04, about 0.1 KB (an event group with nothing possible at a step says so, in each player's strings). Leaving the
// citations out of the browser bundle (issue 22) took 4–16 KB off each. Delete an
// entry once its page is back under 200 KB.
const OVER_BUDGET_KB: Record<string, number> = { '/en/restore/': 274, '/ru/restore/': 296, '/en/control-plane-outage/': 270, '/ru/control-plane-outage/': 305, '/en/performance-monitoring/': 252, '/ru/performance-monitoring/': 281 };

// An island counts its chunks (its islands' component and renderer with what they import, and its own
// scenario's chunk), Astro's island runtime and the scenario host's page script (SCENARIO_HOST in
// src/tools/quality/page-js.ts, found through the chunk graph), not the page's other scripts: the alert
// rules' toggle (0.9 KB) on performance-monitoring is no part of slow-disk's island. Measured 2026-12-04:
// etcd-quorum 51.7, nospace 48.3, replace-member 48.6, backup-restore 50.0, slow-disk 54.8 KB, the same
// in both languages (the words travel in the island's props, not in its code).
// Known miss, kept visible: control-plane-outage, 59.5 KB (measured 2026-12-04), over issue 22's 55 KB since
// issue 23 made its model true to the source (one more component type, the kubelet's back-off, the graceful
// shutdown, kubectl asking the apiserver, the summary line). What it ran without went out: the etcd member's
// client requests and partitions are a capability only etcd-quorum composes (etcd-member-clients.ts, 0.8 KB),
// the member-add and request facts stay with it (0.5 KB), and facts no code reads stay out of the browser
// (the `_STATED` objects, 0.45 KB). What is left runs: its scenario and ten Kubernetes component types are
// 13.5 KB, the etcd member's Raft 3.5 KB, on the 42 KB (player, XState, Preact, island runtime) every scenario
// ships. It may not grow past this.
const ISLAND_OVER_BUDGET_KB: Record<string, number> = { 'control-plane-outage': 60 };

test('scenario pages: ≤ 200 KB compressed in all, fonts excluded', () => {
  const over = docPages
    .filter((p) => hasScenario(p))
    .map((p) => ({ p, w: pageWeight(p) }))
    .filter(({ p, w }) => w.total > (OVER_BUDGET_KB[p] ? OVER_BUDGET_KB[p] * KB : BUDGETS.scenarioTotal))
    .map(({ p, w }) => `${p}: ${(w.total / KB).toFixed(1)} KB`);
  assert.deepEqual(over, []);
});

test('no page ships Mermaid: diagrams are SVG rendered at build time', () => {
  const withMermaid = docPages.filter((p) =>
    [...pageJs(p).files].some((f) => /mermaidAPI|flowchart-v2|mermaid\.initialize/.test(readFileSync(join('dist', f), 'utf8'))),
  );
  assert.deepEqual(withMermaid, []);
});

for (const s of await scenarioCatalog()) {
  const budget = ISLAND_OVER_BUDGET_KB[s.id] ?? ISLAND_BUDGET_KB;
  for (const lang of ['en', 'ru']) {
    test(`the ${s.id} island costs at most ${budget} KB gzip of JavaScript (${lang}), and only where it is used`, () => {
      const withScenario = `/${lang}/${s.page}/`;
      // This scenario's island only: a page with two scenarios hydrates each when it comes into view.
      const cost = islandCost(withScenario, baselineFor(withScenario), undefined, s.id);
      assert.ok(cost.islandFiles.some((f) => /(^|\/)Player\.[^/]+\.js$/.test(f.file)), 'the island is measured');
      assert.ok(cost.island <= budget * 1024, `island JS ${cost.island} B: ${JSON.stringify(cost.islandFiles)}`);
      assert.deepEqual(cost.leaks, []);
    });
  }
}

/** Every `cite(value, source)` a facts module's export holds, at any depth. */
function citesIn(x: unknown, out: Array<{ value: unknown; source: unknown }> = []): Array<{ value: unknown; source: unknown }> {
  if (x && typeof x === 'object') {
    if ('source' in x && 'value' in x) out.push(x);
    else for (const v of Object.values(x)) citesIn(v, out);
  }
  return out;
}

/** The facts modules' exports, by name, and the browser's JavaScript: read once for the tests below. */
const factsExports = (await Promise.all(
  readdirSync('src/model', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.facts.ts')).map((f) => import(`../../src/model/${f}`)),
)).flatMap((m: Record<string, unknown>) => Object.entries(m));
const browserJs = readdirSync('dist/_astro').filter((f) => f.endsWith('.js')).map((f) => readFileSync(join('dist/_astro', f), 'utf8')).join('\n');

test('the browser ships no fact that no code reads (the `_STATED` objects of the facts modules, cited.ts)', () => {
  const strings = (stated: boolean) =>
    factsExports.filter(([name]) => name.endsWith('_STATED') === stated).flatMap(([, v]) => citesIn(v).map((c) => c.value)).filter((v): v is string => typeof v === 'string');
  // A quoted line another model reads as its own fact (slow-disk's `leader changed`) ships with that model.
  const read = new Set(strings(false));
  const unread = strings(true).filter((v) => !read.has(v));
  assert.ok(unread.length >= 8, `${unread.length} quoted facts`);
  assert.deepEqual(unread.filter((v) => browserJs.includes(v)), []);
});

test('the browser ships the values of the facts modules, not their citations (src/build/citations.ts)', () => {
  const sources = factsExports.flatMap(([, v]) => citesIn(v).map((c) => c.source)).filter((v): v is string => typeof v === 'string');
  assert.ok(sources.length > 50, `${sources.length} citations`);
  // A source's file and tag (`path @ v1.2.3`) or its live check: what no value of the model reads.
  const shipped = [...new Set(sources.map((s) => /^[^\s(]+ @ ?v?[\d.]+|live\/[\w/.-]+\.test\.ts/.exec(s)?.[0] ?? s))].filter((s) => browserJs.includes(s));
  assert.deepEqual(shipped, []);
});
