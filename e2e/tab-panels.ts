// Tab panels as the reader must see them without JavaScript and on paper: every panel shown, each
// under its tab's label. Starlight hides every panel but the first and relies on its script to switch.
import { expect, type Page } from '@playwright/test';

/** Every set of tabs on the page shows every panel, and each panel starts with its tab's label. */
export async function expectAllPanelsLabelled(page: Page): Promise<void> {
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
