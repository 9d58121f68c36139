// Every page reads with JavaScript off, one page load each: its text, its diagrams (inline SVG rendered
// at build time), its tables, and every tab panel under its label: nothing a reader needs is left hidden
// for a script to reveal.
import { expect, test } from '@playwright/test';
import { hasTabs, sitePaths } from './site-pages.ts';
import { expectAllPanelsLabelled } from './tab-panels.ts';

test.use({ javaScriptEnabled: false });

const pages = sitePaths().filter((p) => /^\/(en|ru)\//.test(p));

test('every documentation page is checked, in both languages, and some have tabs', () => {
  expect(pages.filter((p) => p.startsWith('/en/')).length).toBeGreaterThanOrEqual(13);
  expect(pages.filter((p) => p.startsWith('/ru/')).length).toBe(pages.filter((p) => p.startsWith('/en/')).length);
  expect(pages.filter((p) => hasTabs(p)).some((p) => p.startsWith('/en/'))).toBe(true);
  expect(pages.filter((p) => hasTabs(p)).some((p) => p.startsWith('/ru/'))).toBe(true);
});

for (const path of pages) {
  test(`${path} reads without JavaScript: text, diagrams and tables shown${hasTabs(path) ? ', every tab panel under its label' : ''}`, async ({ page }) => {
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
    if (hasTabs(path)) await expectAllPanelsLabelled(page);
  });
}
