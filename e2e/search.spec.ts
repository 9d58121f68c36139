import { expect, test } from '@playwright/test';

async function search(page: import('@playwright/test').Page, lang: string, query: string) {
  await page.goto(`/${lang}/architecture/`);
  await page.locator('button[data-open-modal]').click();
  await page.locator('#starlight__search input').fill(query);
  const results = page.locator('#starlight__search .pagefind-ui__result');
  await expect(results.first()).toBeVisible();
  return results;
}

test('search finds a Russian word on the Russian site, with Russian stemming', async ({ page }) => {
  const results = await search(page, 'ru', 'кворума');
  await expect(results.first()).toContainText(/кворум/i);
  await expect(results.first().locator('a').first()).toHaveAttribute('href', /\/ru\//);
});

test('search finds an English word on the English site only', async ({ page }) => {
  const results = await search(page, 'en', 'quorum');
  await expect(results.first()).toContainText(/quorum/i);
  for (const href of await results.locator('a.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/\/en\//);
  }
});

test('Russian search treats ё and е alike (the pages always write ё)', async ({ page }) => {
  const results = await search(page, 'ru', 'еще');
  await expect(results.first()).toContainText(/ещё/i);
});

test('the Russian search dialog speaks Russian, without plural forms to get wrong', async ({ page }) => {
  const results = await search(page, 'ru', 'кворум');
  const dialog = page.locator('#starlight__search');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText(/^Найдено страниц: \d+\. Запрос: «кворум»$/);
  await expect(dialog.locator('.pagefind-ui__search-clear')).toHaveText('Очистить');
  expect(await results.count()).toBeGreaterThan(0);
  await dialog.locator('input').fill('zzqxw');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText('По запросу «zzqxw» ничего не найдено');
  await expect(dialog).not.toContainText(/results?\b|Clear|Load more/);
});
