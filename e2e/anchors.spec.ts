// Permanent section links as a reader follows them in the browser. (Every published id's /go/ page and
// its target, and the heading ids of every page, are checked without a browser: e2e/built/site.test.ts.)
import { expect, test } from '@playwright/test';

test('a /go/ link lands on its section, in each language', async ({ page }) => {
  for (const lang of ['en', 'ru']) {
    await page.goto(`/${lang}/go/stacked-topology/`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/architecture/#stacked-topology$`));
    await expect(page.locator('#stacked-topology')).toBeInViewport();
  }
});

test('an unknown /go/ id shows the 404 page in the language of the link', async ({ page }) => {
  await page.goto('/ru/go/no-such-section/');
  await expect(page.locator('h1')).toHaveText('Страница не найдена');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('main')).toContainText('Начните с главной страницы на русском');
  await page.getByRole('link', { name: 'главной страницы на русском' }).click();
  await expect(page).toHaveURL(/\/ru\/$/);
  await page.goto('/en/go/no-such-section/');
  await expect(page.locator('h1')).toHaveText('Page not found');
});
