// Click → updated narration, now table, timeline and statechart highlight, measured inside Chromium:
// from dispatching the click to the moment the DOM shows the new step everywhere, and to the next
// animation frame (what the reader can see). The clicks are the curated timelines of the scenario
// (src/player/catalog.ts), plus a `+5 min` jump after each, with the first member's statechart open.
import type { Browser } from 'playwright';
import { type CatalogScenario, scenarioUrl } from '../src/player/catalog.ts';

export interface Latency {
  samples: number;
  dom: { median: number; p95: number; max: number };
  frame: { median: number; p95: number; max: number };
  /** The slowest click: its token and time. */
  slowest: { token: string; ms: number };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function measureLatency(browser: Browser, origin: string, scenario: CatalogScenario, rounds = 1): Promise<Latency> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}${scenarioUrl('en', scenario.page)}`);
  const sel = `[data-scenario="${scenario.id}"]`;
  await page.locator(sel).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${sel}[data-ready="true"]`, { timeout: 30_000 });
  const dom: number[] = [];
  const frame: number[] = [];
  let slowest = { token: '', ms: 0 };
  const paths = scenario.timelines.map((t) => [...t.steps.map((s) => s.event), 'clock.advance:300']);
  for (let r = 0; r < rounds; r++) {
    for (const path of paths) {
      for (const [i, token] of path.entries()) {
        const result = await page.evaluate(
          ({ sel, token, step }) =>
            new Promise<{ dom: number; frame: number }>((resolve, reject) => {
              const el = document.querySelector<HTMLElement>(sel)!;
              const button = el.querySelector<HTMLButtonElement>(`button[data-token="${token}"]`);
              if (!button) return reject(new Error(`no button ${token} at step ${step}`));
              const done = () => {
                if (el.dataset.step !== String(step)) return false;
                if (!el.querySelector('[data-step-caption]')?.textContent?.includes(String(step))) return false;
                if (!el.querySelector(`[data-timeline-step="${step}"][aria-current="step"]`)) return false;
                // The open statechart names the instance's state as the table does.
                const open = el.querySelector<HTMLElement>('[data-chart-open]');
                if (open) {
                  const row = el.querySelector(`.kb-player__table tr[data-component="${open.dataset.chartOpen}"] td strong`);
                  if (open.querySelector('strong')?.textContent !== row?.textContent) return false;
                }
                return true;
              };
              let t0 = 0;
              const observer = new MutationObserver(() => {
                if (!done()) return;
                observer.disconnect();
                const domMs = performance.now() - t0;
                requestAnimationFrame(() => resolve({ dom: domMs, frame: performance.now() - t0 }));
              });
              observer.observe(el, { attributes: true, childList: true, subtree: true, characterData: true });
              // As a mouse click in Chromium: the button takes focus first, then the click.
              button.focus({ preventScroll: true });
              t0 = performance.now();
              button.click();
            }),
          { sel, token, step: i + 1 },
        );
        dom.push(result.dom);
        frame.push(result.frame);
        if (result.dom > slowest.ms) slowest = { token: `${path.slice(0, i + 1).join(',')}`, ms: result.dom };
        // After the setup click, open the first member's statechart so the highlight is measured too.
        if (i === 0) {
          const chart = page.locator(`${sel} .kb-player__table tr[data-component]:not([hidden]) button.kb-player__component`).first();
          if ((await chart.getAttribute('aria-expanded')) !== 'true') await chart.click();
        }
      }
      await page.locator(`${sel} button[data-focus-key="reset"]`).click();
      await page.waitForSelector(`${sel}[data-step="0"]`);
    }
  }
  await page.close();
  const stats = (xs: number[]) => ({ median: percentile(xs, 50), p95: percentile(xs, 95), max: Math.max(...xs) });
  return { samples: dom.length, dom: stats(dom), frame: stats(frame), slowest };
}

/** JavaScript a page downloads (gzip), and the data it carries inline (JSON scripts and island props: a scenario's text, not code). */
export async function transferredJs(browser: Browser, origin: string, path: string, hydrate?: string): Promise<{ js: number; data: number }> {
  const { gzipBytes } = await import('../src/tools/quality/page-js.ts');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const bodies: Promise<number>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.push(r.body().then((b) => gzipBytes(b)));
  });
  await page.goto(`${origin}${path}`);
  let inline = 0;
  let data = 0;
  for (const { json, text } of await page
    .locator('script:not([src])')
    .evaluateAll((els) => els.map((e) => ({ json: /json/.test(e.getAttribute('type') ?? ''), text: e.textContent ?? '' })))) {
    if (!text.trim()) continue;
    if (json) data += gzipBytes(text);
    else inline += gzipBytes(text);
  }
  // Astro's islands carry their props in an attribute: the scenario's words and start view.
  for (const props of await page.locator('astro-island[props]').evaluateAll((els) => els.map((e) => e.getAttribute('props') ?? ''))) data += gzipBytes(props);
  if (hydrate) {
    const sel = `[data-scenario="${hydrate}"]`;
    await page.locator(sel).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${sel}[data-ready="true"]`, { timeout: 30_000 });
  } else {
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(300);
  }
  await page.waitForLoadState('networkidle');
  const js = (await Promise.all(bodies)).reduce((a, b) => a + b, 0) + inline;
  await page.close();
  return { js, data };
}
