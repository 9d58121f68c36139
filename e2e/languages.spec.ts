// Languages as a reader meets them. (Every page in both languages with the same section ids: e2e/built/site.test.ts.)
import { expect, test } from '@playwright/test';

test('the Russian page is Russian and the English page English', async ({ page }) => {
  await page.goto('/ru/architecture/');
  await expect(page.locator('h1')).toHaveText(/etcd/);
  const ruText = await page.locator('.sl-markdown-content').innerText();
  expect(ruText.match(/[а-яё]/gi)?.length ?? 0).toBeGreaterThan(ruText.length / 4);
  await expect(page.locator('.kb-checked')).toContainText('Проверено');
  await page.goto('/en/architecture/');
  await expect(page.locator('.kb-checked')).toContainText('Checked against');
});

test('switching language keeps the page and the #anchor', async ({ page }) => {
  await page.goto('/en/architecture/#stacked-topology');
  await page.locator('kb-lang-select select').first().selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(/\/ru\/architecture\/#stacked-topology$/);
  await expect(page.locator('#stacked-topology')).toBeVisible();
  await page.locator('kb-lang-select select').first().selectOption({ label: 'English' });
  await expect(page).toHaveURL(/\/en\/architecture\/#stacked-topology$/);
});

test.describe('site root', () => {
  test.use({ locale: 'ru-RU' });
  test('forwards a Russian browser to /ru/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru\/$/);
  });
});

test.describe('site root without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('offers both languages', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main p').first()).toContainText('when it fails. Как устроен');
    await expect(page.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/en/');
    await expect(page.getByRole('link', { name: /Русский/ })).toHaveAttribute('href', '/ru/');
  });
});
