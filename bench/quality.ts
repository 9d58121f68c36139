// `npm run bench` (second half, after `npm run build`): what pages cost and how they score.
// - Weight of the first load, static from dist/ (the size budgets are enforced by e2e/built/budgets.test.ts).
// - Requests and bytes per kind, raw and as sent, measured in Chromium against the project's server.
// - Lighthouse (mobile) scores with LCP, TBT and CLS.
// - Build time, and a scale run: content ×5 (`--no-scale` skips it, `--factor N` changes it).
// Prints tables and writes bench/out/quality.json. A benchmark: it reports, it does not fail.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../src/tools/browser.ts';
import { pageWeight } from '../src/tools/quality/page-weight.ts';
import { serveSite } from '../src/tools/serve/server.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureRequests } from './requests.ts';
import { scaleRun } from './scale.ts';

/** The landing page, a reading page with diagrams and a scenario page, in both languages. */
export const BENCH_PAGES = ['/en/', '/ru/', '/en/architecture/', '/ru/architecture/', '/en/raft-ha/', '/ru/raft-ha/'];

const args = process.argv.slice(2);
const factor = Number(args[args.indexOf('--factor') + 1]) || 5;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (cells: (string | number)[], widths: number[]) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' ');

const site = await serveSite({ cspHeader: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const report: Record<string, unknown> = { date: new Date().toISOString(), chromium: browser.version() };
try {
  const weights = BENCH_PAGES.map((p) => ({ path: p, ...pageWeight(p) }));
  report.weight = weights;
  console.log('First load from dist/ (gzip; fonts apart):');
  const w1 = [22, 9, 9, 9, 9, 10, 10];
  console.log(row(['page', 'html', 'css', 'js', 'images', 'total', 'requests'], w1));
  for (const w of weights) console.log(row([w.path, kb(w.html), kb(w.css), kb(w.js), kb(w.images), kb(w.total), w.requests], w1));

  const requests = [];
  for (const p of BENCH_PAGES) requests.push(await measureRequests(browser, site.url, p));
  report.requests = requests;
  console.log('\nMeasured in Chromium (first visit, island loaded): requests, raw → sent');
  for (const r of requests) {
    const kinds = Object.entries(r.byKind).map(([k, v]) => `${k} ${v.requests}: ${kb(v.raw)} → ${kb(v.sent)}`).join('; ');
    console.log(`  ${r.path.padEnd(20)} ${r.total.requests} requests, ${kb(r.total.raw)} → ${kb(r.total.sent)}  (${kinds})${r.foreign.length ? `  OTHER ORIGINS: ${r.foreign.join(', ')}` : ''}`);
  }
  await browser.close();

  const lh = await runLighthouse(site.url, BENCH_PAGES);
  report.lighthouse = lh;
  console.log('\nLighthouse (mobile):');
  const w2 = [22, 6, 6, 6, 6, 10, 9, 7];
  console.log(row(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS'], w2));
  for (const r of lh) console.log(row([r.path, r.performance, r.accessibility, r.bestPractices, r.seo, `${Math.round(r.lcpMs)} ms`, `${Math.round(r.tbtMs)} ms`, r.cls.toFixed(3)], w2));

  if (!args.includes('--no-scale')) {
    console.log(`\nBuild, then content ×${factor} (a temporary copy of the project):`);
    const scale = scaleRun('.', factor);
    report.build = scale;
    const mem = (mb: number) => (Number.isFinite(mb) ? `${(mb / 1024).toFixed(2)} GB peak` : 'peak memory unknown (install Debian package `time`)');
    console.log(`  as is:   ${scale.base.pages} pages in ${scale.base.seconds.toFixed(1)} s, ${mem(scale.base.peakMb)}`);
    console.log(`  ×${factor}:      ${scale.scaled.pages} pages in ${scale.scaled.seconds.toFixed(1)} s, ${mem(scale.scaled.peakMb)}`);
    console.log(`  growth:  ${scale.msPerAddedContentPage.toFixed(0)} ms per added content page (${scale.addedContentPages} added, with their /go/ links)`);
  }
} finally {
  await browser.close().catch(() => {});
  await site.close();
}
mkdirSync('bench/out', { recursive: true });
writeFileSync('bench/out/quality.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWritten to bench/out/quality.json');
