// One reader journey several specs share: open a published step link of etcd-quorum, wait for the
// island, crash the leader, and see the state change.
import { expect, type Page } from '@playwright/test';

export async function stepTheScenario(page: Page): Promise<void> {
  await page.goto('/en/raft-ha/?etcd-quorum=cluster.choose:3');
  const root = page.locator('[data-scenario="etcd-quorum"]');
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-ready', 'true');
  const before = await root.getAttribute('data-state');
  await root.locator('button[data-event="leader.fail"]').click();
  await expect.poll(() => root.getAttribute('data-state')).not.toBe(before);
}
