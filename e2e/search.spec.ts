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
  await dialog.locator('input').fill('жжщщ');
  await expect(dialog.locator('.pagefind-ui__message')).toHaveText('По запросу «жжщщ» ничего не найдено');
  await expect(dialog).not.toContainText(/results?\b|Clear|Load more/);
});

// Enter in the search box (a phone's Go key sends the same key) opens what the dialog offers first: the
// pinned section of a recognised error message, or else the first section of the first result. Pressed
// at once, before the results are in, it waits for them rather than opening a stale one.
async function openDialog(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await page.locator('button[data-open-modal]').click();
  const input = page.locator('#starlight__search input');
  await expect(input).toBeVisible();
  return input;
}

test('Enter opens the pinned section of a pasted error, and closes the dialog', async ({ page }) => {
  const input = await openDialog(page, '/en/architecture/');
  await input.fill('Error from server: etcdserver: request timed out, possibly due to previous leader failure');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/troubleshooting\/#err-request-timed-out$/);
  await expect(page.locator('#starlight__search')).toBeHidden();
});

test('Enter without a pinned match opens the first result, once the results for the query are in', async ({ page }) => {
  const input = await openDialog(page, '/ru/architecture/');
  // A first query's results are on screen; the second is typed and Enter pressed at once.
  await input.fill('снапшот');
  await expect(page.locator('#starlight__search .pagefind-ui__result').first()).toBeVisible();
  await input.fill('кворум');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/ru\/raft-ha\/#quorum$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Go, or a submit without a key event, opens the best match', async ({ page }) => {
    const input = await openDialog(page, '/ru/first-five-minutes/');
    await input.fill('etcdserver: mvcc: database space exceeded');
    // Some phone keyboards submit the form without a key event a page can see.
    await input.evaluate((el: HTMLInputElement) => el.form?.requestSubmit());
    await expect(page).toHaveURL(/\/ru\/troubleshooting\/#err-database-space-exceeded$/);
    const again = await openDialog(page, '/ru/first-five-minutes/');
    await again.fill('кворум');
    await again.press('Enter');
    await expect(page).toHaveURL(/\/ru\/raft-ha\/#quorum$/);
  });
});
