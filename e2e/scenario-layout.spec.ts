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

// What fails, and how it is blocked: the island's own module (Astro dispatches astro:hydration-error),
// and the scenario's chunk, which the player loads when it hydrates (the player marks its host). The
// island loader is Astro's island runtime, inlined in the page itself: there is no loader script to
// block apart from the page (a page without it is a page without JavaScript, e2e/no-js.spec.ts).
const FAILURES = [
  { what: 'the player island', block: /\/_astro\/Player\.[^/]+\.js(\?.*)?$/ },
  { what: "the scenario's own chunk", block: /\/_astro\/scenario\.[^/]+\.js(\?.*)?$/ },
];

for (const { what, block } of FAILURES) {
  test(`if ${what} cannot load, the static statecharts and timelines show`, async ({ page }) => {
    await page.route(block, (route) => route.abort());
    await page.goto('/en/control-plane-outage/');
    const host = page.locator('[data-scenario-host]').first();
    await host.scrollIntoViewIfNeeded();
    await expect(host).toHaveAttribute('data-island-failed', '');
    await expect(host.locator('.kb-atlas figure svg').first()).toBeVisible();
    await expect(host.locator('.kb-atlas table').first()).toBeVisible();
  });
}

// Malformed props make Astro's hydrate() throw before the player renders, and Astro dispatches no
// astro:hydration-error for that: the error goes uncaught (src/player/island-fallback.ts).
test('if the island\'s props are malformed, the static statecharts and timelines show', async ({ page }) => {
  const path = '/en/control-plane-outage/';
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<astro-island\b[^>]*>/g, (tag) => (/component-url="[^"]*\/Player\./.test(tag) ? tag.replace(' props="', ' props="{') : tag));
    expect(html).toContain(' props="{{');
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
  const host = page.locator('[data-scenario-host]').first();
  await host.scrollIntoViewIfNeeded();
  await expect(host).toHaveAttribute('data-island-failed', '');
  await expect(host.locator('.kb-atlas figure svg').first()).toBeVisible();
  await expect(host.locator('.kb-atlas table').first()).toBeVisible();
  await expect(host.locator('[data-scenario][data-ready="true"]')).toHaveCount(0);
});
