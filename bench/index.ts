// `npm run bench` (after `npm run build`): the scenario player's step latency and JavaScript cost.
// Budgets: click → updated narration, table, timeline and highlight: median ≤ 16 ms and p95 ≤ 50 ms in
// Chromium for any step, a `+5 min` jump included; the island within its budget
// (src/player/catalog.ts ISLAND_BUDGET_KB: 55 KB gzip) on top of the page; pages
// without a scenario ship none of it. A benchmark: it prints, it does not fail on a slow machine
// (e2e/built/budgets.test.ts enforces the size budget deterministically).
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../src/tools/browser.ts';
import { ISLAND_BUDGET_KB, scenarioCatalog } from '../src/player/catalog.ts';
import { baselineFor, islandCost } from '../src/tools/quality/page-js.ts';
import { measureLatency, transferredJs } from './latency.ts';
import { serveSite } from '../src/tools/serve/server.ts';

const MEDIAN_BUDGET_MS = 16;
const P95_BUDGET_MS = 50;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;

const server = await serveSite();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const ok = (good: boolean) => (good ? 'within budget' : 'OVER BUDGET');
const summary: Array<{ id: string; median: number; p95: number; island: number; budget: number }> = [];
try {
  // `node bench/index.ts etcd-quorum control-plane-outage`: only those scenarios.
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  for (const scenario of (await scenarioCatalog()).filter((s) => only.length === 0 || only.includes(s.id))) {
    const ISLAND_BUDGET_BYTES = ISLAND_BUDGET_KB * 1024;
    const withPath = `/en/${scenario.page}/`;
    const basePath = baselineFor(withPath);
    const cost = islandCost(withPath, basePath, undefined, scenario.id);
    // Warm-up run (JIT, fonts), then the measured one.
    await measureLatency(browser, server.origin, scenario, 1);
    const latency = await measureLatency(browser, server.origin, scenario, 2);
    const sentWith = await transferredJs(browser, server.origin, withPath, scenario.id);
    const sentWithout = await transferredJs(browser, server.origin, basePath);

    console.log(`Scenario player (${scenario.id}) on ${withPath}, Chromium ${browser.version()}`);
    console.log('');
    console.log(`Step latency, click → narration, table, timeline and highlight updated (${latency.samples} clicks: every curated timeline, each followed by +5 min):`);
    console.log(
      `  DOM updated:        median ${ms(latency.dom.median)} (budget ${MEDIAN_BUDGET_MS} ms: ${ok(latency.dom.median <= MEDIAN_BUDGET_MS)}), p95 ${ms(latency.dom.p95)} (budget ${P95_BUDGET_MS} ms: ${ok(latency.dom.p95 <= P95_BUDGET_MS)}), max ${ms(latency.dom.max)}`,
    );
    console.log(`  next frame painted: median ${ms(latency.frame.median)}, p95 ${ms(latency.frame.p95)}, max ${ms(latency.frame.max)}`);
    console.log(`  slowest click: ${ms(latency.slowest.ms)} at ?${scenario.id}=${latency.slowest.token}`);
    console.log('');
    console.log('JavaScript per page (gzip):');
    console.log(`  ${withPath.padEnd(22)} ${kb(cost.withScenario)} (static, from dist/), ${kb(sentWith.js)} downloaded after hydration`);
    console.log(`  ${basePath.padEnd(22)} ${kb(cost.without)} (static, from dist/), ${kb(sentWithout.js)} downloaded`);
    console.log(`  island on top of the page: ${kb(cost.island)} static, ${kb(sentWith.js - sentWithout.js)} measured  (budget ${kb(ISLAND_BUDGET_BYTES)}: ${ok(cost.island <= ISLAND_BUDGET_BYTES)})`);
    for (const f of cost.islandFiles) console.log(`    ${kb(f.gzip).padStart(8)}  ${f.file}`);
    // Inline scripts: Astro's island runtime and the scenario host's page script (src/tools/quality/page-js.ts).
    const inline = cost.island - cost.islandFiles.reduce((a, f) => a + f.gzip, 0);
    if (inline) console.log(`    ${kb(inline).padStart(8)}  inline script`);
    // The scenario's text (narration, labels in the page's language) travels in the HTML as JSON.
    console.log(`  scenario data in the page (island props, not code): ${kb(sentWith.data - sentWithout.data)}`);
    console.log(`  pages without a scenario that load any of it: ${cost.leaks.length ? cost.leaks.join(', ') : 'none'}`);
    console.log('');
    summary.push({ id: scenario.id, median: latency.dom.median, p95: latency.dom.p95, island: cost.island, budget: ISLAND_BUDGET_BYTES });
  }
  console.log(`Per scenario (budgets: step median ≤ ${MEDIAN_BUDGET_MS} ms, p95 ≤ ${P95_BUDGET_MS} ms; island as given):`);
  for (const r of summary) {
    const good = r.median <= MEDIAN_BUDGET_MS && r.p95 <= P95_BUDGET_MS && r.island <= r.budget;
    console.log(`  ${r.id.padEnd(24)} step median ${ms(r.median)}, p95 ${ms(r.p95)}; island ${kb(r.island)} of ${kb(r.budget)}: ${ok(good)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
