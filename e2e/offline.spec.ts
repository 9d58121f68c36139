// The knowledge base after one visit, with the network gone: pages, permanent links, search and the
// scenario all come from the service worker's precache.
import { stepTheScenario } from './scenario-journey.ts';
import { expect, test } from '@playwright/test';

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
