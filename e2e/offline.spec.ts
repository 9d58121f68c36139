// The service worker after one visit: with the network gone, pages, permanent links, search and the
// scenario all come from its precache; online, pages come from the server first.
import { stepTheScenario } from './scenario-journey.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIST, htmlPages, pageJs, withOnDemand } from '../src/tools/quality/page-js.ts';

test('after one visit the site works offline: pages, /go/ links, search, scenario', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/en/');
  const status = page.locator('[data-offline-status]');
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(status).toHaveText('Saved in this browser: it works offline.');
  await expect(page.locator('.kb-build time')).toContainText(/built on \w+ \d+, \d{4}/);

  await context.setOffline(true);

  await page.goto('/en/restore/');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-offline-status]')).toHaveAttribute('data-state', 'offline');

  await page.goto('/ru/outage/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('.kb-build time')).toContainText('Эта копия базы знаний собрана');

  // A permanent link forwards to its section, offline too.
  await page.goto('/en/go/quorum-loss/');
  await expect(page).toHaveURL(/\/en\/raft-ha\/#quorum-loss$/);

  // Search: Pagefind's index and WebAssembly come from the cache.
  await page.locator('button[data-open-modal]').click();
  await page.locator('#starlight__search input').fill('quorum');
  // Pagefind compiles its WebAssembly first: 16–22 s on a loaded 2-core machine, old worker or new.
  await expect(page.locator('#starlight__search .pagefind-ui__result').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  // The scenario island loads and steps.
  await stepTheScenario(page);

  // An unknown page offline: the bilingual 404 page, not the browser's error.
  await page.goto('/en/no-such-page/');
  await expect(page.locator('body')).toContainText(/not found|не найдена/i);
});

test('the worker precaches every script a page can load, and no script that none loads', () => {
  // Read from dist/ like the size budget (src/tools/quality/page-js.ts follows each page's imports, its
  // islands' included); Astro also emits the Preact renderer's client entry, which no page loads.
  const manifest = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = new Set([...manifest.matchAll(/url:"(_astro\/[^"]+\.js)"/g)].map(([, f]) => f!));
  // pageJs counts what a page loads up front and for its islands; the search UI is imported on demand.
  const loaded = withOnDemand([...htmlPages(), '/404.html'].flatMap((p) => [...pageJs(p).files]));
  expect(loaded.size, 'scripts are found on the pages').toBeGreaterThan(10);
  expect([...precached].filter((f) => !loaded.has(f)).sort(), 'precached but loaded by no page').toEqual([]);
  expect([...loaded].filter((f) => !precached.has(f)).sort(), 'loaded but not precached').toEqual([]);
});

// Addresses readers paste into runbooks, and what they must open (written by hand from the pages).
const RESTORE = 'Restoring etcd from a snapshot | etcd in Kubernetes';
const FIRST_FIVE = 'etcd недоступен: первые пять минут | etcd в Kubernetes';
const TROUBLESHOOTING = 'Troubleshooting by error message | etcd in Kubernetes';
const PAGES: [string, string, string][] = [
  ['/en/restore', RESTORE, 'Restoring etcd from a snapshot'],
  ['/en/restore/', RESTORE, 'Restoring etcd from a snapshot'],
  ['/ru/first-five-minutes', FIRST_FIVE, 'etcd недоступен: первые пять минут'],
];
const PERMALINKS = ['/en/go/err-request-timed-out', '/en/go/err-request-timed-out/'];
const NOT_FOUND = 'Page not found · Страница не найдена';

/** Opens the site and waits until the service worker is installed, active and controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await page.goto('/en/');
  await expect(page.locator('[data-offline-status]')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function expectPages(page: Page): Promise<void> {
  for (const [path, title, h1] of PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('h1').first(), path).toHaveText(h1);
  }
  for (const path of PERMALINKS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/en\/troubleshooting\/#err-request-timed-out$/);
    await expect(page, path).toHaveTitle(TROUBLESHOOTING);
  }
}

/** Swaps the worker's precached copy of a dist/ file for a marker page: which of the two answered shows. */
async function markPrecachedCopy(page: Page, file: string, title: string): Promise<void> {
  const marked = await page.evaluate(
    async ({ file, title }) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          if (new URL(key.url).pathname !== file) continue;
          const body = `<!doctype html><title>${title}</title><h1>${title}</h1>`;
          await cache.put(key, new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
          return true;
        }
      }
      return false;
    },
    { file, title },
  );
  expect(marked, `${file} is precached`).toBe(true);
}

test('online, the worker asks the server first: pages with or without the slash, /go/ links, a real 404', async ({ page }) => {
  test.setTimeout(90_000);
  await workerInControl(page);
  await expectPages(page);

  // The server's page, not the precached copy.
  await markPrecachedCopy(page, '/en/raft-ha/index.html', 'Precached copy');
  await page.goto('/en/raft-ha/');
  await expect(page).toHaveTitle('Raft, quorum and high availability | etcd in Kubernetes');

  // An unknown path: the server's answer (status 404), not one the worker made up.
  const missing = await page.goto('/en/no-such-page/');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle(NOT_FOUND);
});

test('offline, the same addresses open the precached pages; an unknown path gets the 404 page', async ({ page, context }) => {
  test.setTimeout(90_000);
  await workerInControl(page);
  await markPrecachedCopy(page, '/en/raft-ha/index.html', 'Precached copy');
  await context.setOffline(true);
  await expectPages(page);
  await page.goto('/en/raft-ha');
  await expect(page).toHaveTitle('Precached copy');

  // From the precache (status 200): the server, which would say 404, is out of reach.
  const missing = await page.goto('/en/no-such-page');
  expect(missing?.status()).toBe(200);
  await expect(page).toHaveTitle(NOT_FOUND);
});

test('the precache holds the woff2 fonts only, the ones the CSS names first', () => {
  const manifest = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const fonts = [...manifest.matchAll(/url:"([^"]+\.woff2?)"/g)].map(([, f]) => f!);
  expect(fonts.filter((f) => f.endsWith('.woff')), 'woff files in the precache').toEqual([]);
  for (const face of ['latin-400', 'latin-600', 'cyrillic-400', 'cyrillic-600']) {
    expect(fonts.some((f) => f.includes(`inter-${face}-normal.`)), face).toBe(true);
  }
  // Every browser that runs the worker reads woff2, so it never falls back to a woff it would miss offline.
  const css = readdirSync(join(DIST, '_astro')).filter((f) => f.endsWith('.css'));
  const sources = css.flatMap((f) => [...readFileSync(join(DIST, '_astro', f), 'utf8').matchAll(/@font-face\{[^}]*src:([^;}]+)/g)].map(([, src]) => src!));
  expect(sources.length, '@font-face rules found').toBeGreaterThan(0);
  expect(sources.filter((src) => !/^url\([^)]+\.woff2\)/.test(src)), 'a face whose first source is not woff2').toEqual([]);
});
