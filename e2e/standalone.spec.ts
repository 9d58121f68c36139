// The pages outside Starlight (404, /go/ forwarders, root chooser) follow the reader's saved theme,
// and the 404 page offers search and the sections most looked for, in both languages.
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const WHITE = 'rgb(255, 255, 255)';

/** A 204 answer cancels a navigation: the forwarding page stays on screen to be looked at. */
async function stayOn(page: Page, path: string) {
  await page.route(/\/(en|ru)\/(architecture\/)?$/, (route) => route.fulfill({ status: 204 }));
  // The previous page's own forwarding (cancelled by the 204) can still abort this navigation once;
  // then go again. Any other error fails the test.
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto(path, { waitUntil: 'commit' });
      return;
    } catch (e) {
      if (attempt > 0 || !String(e).includes('ERR_ABORTED')) throw e;
    }
  }
}

for (const [system, saved] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test.describe(`system ${system}, saved ${saved}`, () => {
    test.use({ colorScheme: system });
    test(`404, /go/ and the root chooser use the saved ${saved} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), saved);
      for (const path of ['/ru/no-such-page/', '/en/go/stacked-topology/', '/']) {
        await stayOn(page, path);
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', saved);
        if (saved === 'light') expect(await background(page), path).toBe(WHITE);
        else expect(await background(page), path).not.toBe(WHITE);
      }
    });
  });
}

test.describe('no saved theme', () => {
  test.use({ colorScheme: 'dark' });
  test('the standalone pages follow the system theme', async ({ page }) => {
    await page.goto('/en/no-such-page/');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(await background(page)).not.toBe(WHITE);
  });
});

const popular = ['outage', 'troubleshooting', 'restore', 'first-five-minutes'].filter((slug) =>
  existsSync(`content/docs/en/${slug}.mdx`),
);

for (const [lang, query, expected] of [
  ['ru', 'кворум', /\/ru\//],
  ['en', 'quorum', /\/en\//],
] as const) {
  test(`the ${lang} 404 page searches the ${lang} pages and lists the sections most looked for`, async ({ page, request }) => {
    await page.goto(`/${lang}/no-such-page/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const block = page.locator(`[data-lang-block="${lang}"]`);
    const search = block.getByRole('textbox');
    await expect(search).toBeVisible();
    await search.fill(query);
    const first = block.locator('.pagefind-ui__result-link').first();
    await expect(first).toBeVisible();
    expect(await first.getAttribute('href')).toMatch(expected);
    const links = await block.locator('nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(popular.length).toBeGreaterThanOrEqual(3);
    expect(links).toEqual(expect.arrayContaining(popular.map((slug) => `/${lang}/${slug}/`)));
    for (const href of links) expect((await request.get(href!)).status(), href!).toBe(200);
  });
}
