// Click → updated highlight and narration, measured inside Chromium: from dispatching the click to
// the moment the DOM shows the new state (data-state, lit diagram nodes, "what just happened"),
// and to the next animation frame (what the reader can see).
import type { Browser } from 'playwright';
import type { ScenarioEvent } from '../src/scenarios/events.ts';
import { SCENARIO_ID, expected, token, url } from '../e2e/scenario-model.ts';

/** A loop through the scenario that touches members, elections, time and every request. */
const ROUND: ScenarioEvent[] = [
  { type: 'cluster.choose', size: 3 },
  { type: 'request.write' },
  { type: 'member.stop', member: 'm2' },
  { type: 'leader.fail' },
  { type: 'request.linearizableRead' },
  { type: 'request.serializableRead' },
  { type: 'request.watch' },
  { type: 'clock.tick', seconds: 7 },
  { type: 'member.start', member: 'm2' },
  { type: 'clock.tick', seconds: 1 },
  { type: 'request.write' },
  { type: 'member.start', member: 'm1' },
];

export interface Latency {
  samples: number;
  dom: { median: number; p95: number };
  frame: { median: number; p95: number };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

export async function measureLatency(browser: Browser, origin: string, rounds = 8): Promise<Latency> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}${url('en')}`);
  const root = page.locator(`[data-scenario="${SCENARIO_ID}"]`);
  await root.scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-scenario="${SCENARIO_ID}"][data-ready="true"]`);
  const dom: number[] = [];
  const frame: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < ROUND.length; i++) {
      const want = expected(ROUND.slice(0, i + 1), 'en');
      const result = await page.evaluate(
        ({ id, step, state, lit, title }) =>
          new Promise<{ dom: number; frame: number }>((resolve, reject) => {
            const el = document.querySelector<HTMLElement>(`[data-scenario="${id}"]`)!;
            const button = el.querySelector<HTMLButtonElement>(`button[data-step="${step}"]`);
            if (!button) return reject(new Error(`no button ${step}`));
            const done = () =>
              el.dataset.state === state &&
              el.querySelector('[data-narration-title]')?.textContent === title &&
              [...el.querySelectorAll('g.node.kb-active')].map((n) => n.id.replace(/-\d+$/, '')).sort().join() === lit.join();
            let t0 = 0;
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              const domMs = performance.now() - t0;
              requestAnimationFrame(() => resolve({ dom: domMs, frame: performance.now() - t0 }));
            });
            observer.observe(el, { attributes: true, childList: true, subtree: true, characterData: true });
            // As a mouse click in Chromium: the button takes focus first (so the player moves focus on
            // when the button disappears), then the click.
            button.focus({ preventScroll: true });
            t0 = performance.now();
            button.click();
          }),
        { id: SCENARIO_ID, step: token(ROUND[i]), state: want.state, lit: want.lit, title: want.happened! },
      );
      dom.push(result.dom);
      frame.push(result.frame);
    }
    await root.locator('button[data-focus-key="reset"]').click();
    await page.waitForSelector(`[data-scenario="${SCENARIO_ID}"][data-state="setup"]`);
  }
  await page.close();
  return {
    samples: dom.length,
    dom: { median: percentile(dom, 50), p95: percentile(dom, 95) },
    frame: { median: percentile(frame, 50), p95: percentile(frame, 95) },
  };
}

/** JavaScript the browser actually downloads for a page (gzip of each response body). */
export async function transferredJs(browser: Browser, origin: string, path: string, hydrate: boolean): Promise<number> {
  const { gzipBytes } = await import('../src/quality/page-js.ts');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const bodies: Promise<number>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.push(r.body().then((b) => gzipBytes(b)));
  });
  await page.goto(`${origin}${path}`);
  let inline = 0;
  for (const s of await page.locator('script:not([src])').evaluateAll((els) => els.map((e) => e.textContent ?? ''))) {
    if (s.trim()) inline += gzipBytes(s);
  }
  if (hydrate) {
    const root = page.locator(`[data-scenario="${SCENARIO_ID}"]`);
    await root.scrollIntoViewIfNeeded();
    await page.waitForSelector(`[data-scenario="${SCENARIO_ID}"][data-ready="true"]`);
  } else {
    await page.mouse.wheel(0, 20000);
    await page.waitForTimeout(300);
  }
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0) + inline;
  await page.close();
  return total;
}
