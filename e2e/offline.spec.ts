// The knowledge base after one visit, with the network gone: pages, permanent links, search and the
// scenario all come from the service worker's precache.
import { stepTheScenario } from './scenario-journey.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST, htmlPages, pageJs, withOnDemand } from '../src/quality/page-js.ts';

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
  await expect(page.locator('#starlight__search .pagefind-ui__result').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The scenario island loads and steps.
  await stepTheScenario(page);

  // An unknown page offline: the bilingual 404 page, not the browser's error.
  await page.goto('/en/no-such-page/');
  await expect(page.locator('body')).toContainText(/not found|не найдена/i);
});

test('the worker precaches every script a page can load, and no script that none loads', () => {
  // Read from dist/ like the size budget (src/quality/page-js.ts follows each page's imports, its
  // islands' included); Astro also emits the Preact renderer's client entry, which no page loads.
  const manifest = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = new Set([...manifest.matchAll(/url:"(_astro\/[^"]+\.js)"/g)].map(([, f]) => f!));
  // pageJs counts what a page loads up front and for its islands; the search UI is imported on demand.
  const loaded = withOnDemand([...htmlPages(), '/404.html'].flatMap((p) => [...pageJs(p).files]));
  expect(loaded.size, 'scripts are found on the pages').toBeGreaterThan(10);
  expect([...precached].filter((f) => !loaded.has(f)).sort(), 'precached but loaded by no page').toEqual([]);
  expect([...loaded].filter((f) => !precached.has(f)).sort(), 'loaded but not precached').toEqual([]);
});
