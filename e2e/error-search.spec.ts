import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { errorSectionsFrom, TROUBLESHOOTING_PAGE } from '../src/search/messages.ts';

// Every error section of the troubleshooting page, as an on-call engineer would paste it: with a
// klog prefix, a hostname and a request id around the message.
const sections = errorSectionsFrom(readFileSync(TROUBLESHOOTING_PAGE, 'utf8'));

function pasted(message: string): string {
  const concrete = message.replace(/<host>/g, 'cp-1.prod.example.com').replace(/<[^>]+>/g, 'x42');
  return `E1130 03:12:45.118204    2871 controller.go:114] "Unhandled Error" err="${concrete}" node="cp-1" requestID="8f2c61d4-0b7e-4c19-a1e2-3f9d2b7c5e10"`;
}

test('the troubleshooting page explains at least the messages the issue names', () => {
  expect(sections.length).toBeGreaterThanOrEqual(17);
});

for (const lang of ['en', 'ru']) {
  test(`pasted error lines find their section first (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/troubleshooting/`);
    await page.locator('button[data-open-modal]').click();
    const input = page.locator('#starlight__search input');
    const misses: string[] = [];
    const results = page.locator('#starlight__search .pagefind-ui__result');
    for (const { id, message } of sections) {
      await input.fill('');
      await expect(results).toHaveCount(0);
      await input.fill(pasted(message));
      await expect(results.first()).toBeVisible({ timeout: 15_000 });
      // The first link under the search box is what the reader sees and follows first.
      const first = page.locator('#starlight__search a').first();
      const href = await first.getAttribute('href');
      if (!href?.endsWith(`/${lang}/troubleshooting/#${id}`)) misses.push(`${message} → ${href}`);
      // …and Pagefind's own results list the troubleshooting page as well.
      // Pagefind fills each result in as its data loads, so give the list a moment.
      const listed = results.locator(`a.pagefind-ui__result-link[href*="/${lang}/troubleshooting/"]`).first();
      await listed.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => misses.push(`${message}: troubleshooting page not in results`));
    }
    expect(misses).toEqual([]);
  });
}
