// A procedure's copy button, as an operator uses it. (Every code block on every page copies exactly the
// lines it shows: e2e/a11y.spec.ts; lines wrap at spaces only at 390 px: e2e/phone.spec.ts; both through
// e2e/page-checks.ts.)
import { expect, test } from '@playwright/test';

// A line as the reader sees it; an empty line holds a bare newline to keep its height.
const lineText = (innerText: string) => innerText.replace(/\n$/, '');

test('the copy button puts the whole learner procedure on the clipboard, its steps included', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/en/raft-ha/');
  // The block that adds a learner: its comment lines are the steps between the commands.
  const block = page.locator('.expressive-code', { hasText: 'member promote' }).first();
  const shown = (await block.locator('.ec-line').allInnerTexts()).map(lineText).join('\n');
  await block.hover();
  await block.locator('.copy button').click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toMatch(/^# .*Start etcd on the new host/m);
});
