// Tab panels must all be readable when JavaScript is off and on paper, each under its tab's label.
// Starlight hides every panel but the first and relies on its script to switch between them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sitePaths } from './site-pages.ts';

/** Pages of the built site that contain at least one set of tabs, in both languages. */
function pagesWithTabs(): string[] {
  const file = (p: string) => join('dist', p.endsWith('/') ? `${p}index.html` : p);
  return sitePaths()
    .filter((p) => /^\/(en|ru)\//.test(p))
    .filter((p) => readFileSync(file(p), 'utf8').includes('<starlight-tabs'));
}

/** Every set of tabs on the page shows every panel, and each panel starts with its tab's label. */
async function expectAllPanelsLabelled(page: Page) {
  const sets = page.locator('starlight-tabs');
  expect(await sets.count()).toBeGreaterThan(0);
  for (const set of await sets.all()) {
    const labels = (await set.locator('[role="tab"]').allTextContents()).map((l) => l.trim());
    const panels = set.locator(':scope > [role="tabpanel"]');
    await expect(panels).toHaveCount(labels.length);
    for (const [i, label] of labels.entries()) {
      const panel = panels.nth(i);
      await expect(panel, `panel "${label}"`).toBeVisible();
      const caption = panel.locator(':scope > :first-child');
      await expect(caption).toBeVisible();
      await expect(caption).toHaveText(label);
      // The caption sits above the panel's own content, like a heading.
      const [capBox, nextBox] = [await caption.boundingBox(), await panel.locator(':scope > :nth-child(2)').boundingBox()];
      expect(capBox!.y + capBox!.height).toBeLessThanOrEqual(nextBox!.y + 1);
    }
    // The tab strip would point at panels that are all on the page already.
    await expect(set.locator('[role="tablist"]')).toBeHidden();
  }
}

const pages = pagesWithTabs();

test('the site has tabs in both languages', () => {
  expect(pages.some((p) => p.startsWith('/en/'))).toBe(true);
  expect(pages.some((p) => p.startsWith('/ru/'))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of pages) {
    test(`${path}: every tab panel is shown under its label`, async ({ page }) => {
      await page.goto(path);
      await expectAllPanelsLabelled(page);
    });
  }
});

for (const path of pages) {
  test(`${path}: printed with JavaScript on, every tab panel is shown under its label`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => customElements.get('starlight-tabs') !== undefined);
    await page.emulateMedia({ media: 'print' });
    await expectAllPanelsLabelled(page);
  });
}

test('on screen with JavaScript the tabs still work: one panel, no captions, switching shows the other', async ({ page }) => {
  const path = pages.find((p) => p.startsWith('/en/'))!;
  await page.goto(path);
  await page.waitForFunction(() => customElements.get('starlight-tabs') !== undefined);
  const set = page.locator('starlight-tabs').first();
  const panels = set.locator(':scope > [role="tabpanel"]');
  await expect(set.locator('[role="tablist"]')).toBeVisible();
  await expect(panels.first()).toBeVisible();
  await expect(panels.nth(1)).toBeHidden();
  await expect(panels.first().locator('.kb-tab-caption')).toBeHidden();
  await set.locator('[role="tab"]').nth(1).click();
  await expect(panels.nth(1)).toBeVisible();
  await expect(panels.first()).toBeHidden();
});
