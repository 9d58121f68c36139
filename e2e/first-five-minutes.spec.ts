import { expect, test } from '@playwright/test';

// Issue 13: "etcd is down" leads to the first-five-minutes runbook, from the landing page and the sidebar, in both
// languages, and every branch of its decision has a stable section a runbook can link to.
const BRANCHES = ['first-five-one-member', 'first-five-quorum-lost', 'first-five-data-lost', 'first-five-nospace', 'first-five-certificates', 'first-five-slow-disk'];
const resolved = (a: Element) => (a as HTMLAnchorElement).href;

for (const lang of ['en', 'ru']) {
  test(`the landing page's first link is the runbook, and it leads the "When it fails" group (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const first = page.locator('main a[href]').first();
    expect(await first.evaluate(resolved)).toMatch(new RegExp(`/${lang}/first-five-minutes/$`));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/first-five-minutes/$`));
    const group = page.locator('#starlight__sidebar details').filter({ has: page.locator('a[href$="/outage/"]') });
    const firstInGroup = group.locator('a').first();
    expect(await firstInGroup.evaluate(resolved)).toMatch(new RegExp(`/${lang}/first-five-minutes/$`));
    await expect(firstInGroup).toHaveAttribute('aria-current', 'page');
  });

  test(`every decision row links to its branch section (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/first-five-minutes/`);
    const rows = page.locator('table', { has: page.locator(`a[href="#${BRANCHES[0]}"]`) }).locator('tbody tr');
    await expect(rows).toHaveCount(BRANCHES.length);
    for (const [i, id] of BRANCHES.entries()) {
      await expect(rows.nth(i).locator(`a[href="#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`h3#${id}`)).toHaveCount(1);
    }
  });
}
