// A scenario page keeps its height while the player hydrates: the static atlas (every statechart and
// every example timeline, the no-JavaScript view) does not stand whole until the island comes into view
// and then collapse under the reader. If the player cannot load, that static view is what they get.
import { expect, test } from '@playwright/test';

const PAGES = ['/en/control-plane-outage/', '/ru/control-plane-outage/', '/en/raft-ha/', '/ru/restore/'];

for (const path of PAGES) {
  test(`${path}: the page is about as tall before the player hydrates as after`, async ({ page }) => {
    await page.goto(path);
    const host = page.locator('[data-scenario-host]').first();
    // Not yet scrolled to: the island has not hydrated.
    await expect(host.locator('[data-scenario][data-ready="true"]')).toHaveCount(0);
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('[data-scenario][data-ready="true"]')).toHaveCount(1);
    const after = await page.evaluate(() => document.documentElement.scrollHeight);
    // The atlas alone is tens of thousands of pixels; the player's own controls are a few hundred.
    expect(Math.abs(before - after), `height ${before} px before hydration, ${after} px after`).toBeLessThan(1500);
  });
}

test('if the player cannot load, the static statecharts and timelines show', async ({ page }) => {
  // The player chunk (src/player/island/hydrate.ts and what it imports; astro.config.ts names it).
  await page.route(/\/_astro\/player\.[^/]+\.js$/, (route) => route.abort());
  await page.goto('/en/control-plane-outage/');
  const host = page.locator('[data-scenario-host]').first();
  await host.scrollIntoViewIfNeeded();
  await expect(host.locator('.kb-island[data-island-failed]')).toHaveCount(1);
  await expect(host.locator('.kb-atlas figure svg').first()).toBeVisible();
  await expect(host.locator('.kb-atlas table').first()).toBeVisible();
});
