// Every page reads with JavaScript off: its text, its diagrams (inline SVG rendered at build time) and
// its tables are in the HTML, and nothing a reader needs is left hidden for a script to reveal.
import { expect, test } from '@playwright/test';
import { sitePaths } from './site-pages.ts';

test.use({ javaScriptEnabled: false });

const pages = sitePaths().filter((p) => /^\/(en|ru)\//.test(p));

test('every documentation page is checked, in both languages', () => {
  expect(pages.filter((p) => p.startsWith('/en/')).length).toBeGreaterThanOrEqual(13);
  expect(pages.filter((p) => p.startsWith('/ru/')).length).toBe(pages.filter((p) => p.startsWith('/en/')).length);
});

for (const path of pages) {
  test(`${path} reads without JavaScript: text, diagrams and tables shown`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator('main');
    expect((await main.innerText()).trim().length).toBeGreaterThan(300);
    const figures = page.locator('main figure.kb-diagram');
    for (let i = 0; i < (await figures.count()); i++) {
      const svg = figures.nth(i).locator('svg').first();
      await expect(svg).toBeVisible();
      expect((await svg.boundingBox())!.height).toBeGreaterThan(40);
    }
    const tables = page.locator('main table');
    for (let i = 0; i < (await tables.count()); i++) await expect(tables.nth(i)).toBeVisible();
  });
}
