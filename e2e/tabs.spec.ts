// Tabs on screen, with JavaScript: they still work as tabs. (Without JavaScript and on paper every panel
// shows under its label: no-js.spec.ts and a11y.spec.ts check that on every page with tabs.)
import { expect, test } from '@playwright/test';
import { hasTabs, sitePaths } from './site-pages.ts';

test('on screen with JavaScript the tabs still work: one panel, no captions, switching shows the other', async ({ page }) => {
  const path = sitePaths().find((p) => p.startsWith('/en/') && hasTabs(p))!;
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
