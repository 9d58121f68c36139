// Tables a reader relies on, beyond what every page's sweep checks (e2e/a11y.spec.ts at 1280 px: every
// column inside the text column; e2e/phone.spec.ts at 390 px: cards with each value under its column
// name, or a scroll with a cue): the troubleshooting triage table fits in under two screens on a desktop,
// and on a phone its card labels its values and keeps its links in view.
import { expect, test } from '@playwright/test';

/** The first table after a heading (headings sit in Starlight's wrapper, not beside the table). */
const TRIAGE = 'xpath=//*[@id="troubleshooting-triage"]/following::div[contains(@class,"kb-table")][1]';

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('Quick triage fits in under two screens', async ({ page }) => {
    for (const lang of ['en', 'ru']) {
      await page.goto(`/${lang}/troubleshooting/`);
      const height = await page.locator(TRIAGE).evaluate((e) => e.getBoundingClientRect().height);
      expect(height, lang).toBeLessThan(2 * 900);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a card shows each value under its column name', async ({ page }) => {
    await page.goto('/ru/troubleshooting/');
    const card = page.locator(TRIAGE).locator('tbody tr').first();
    const label = await card.locator('td').nth(2).evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toContain('Раздел');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('link', { name: 'Connection refused' })).toBeInViewport({ ratio: 1 });
  });
});
