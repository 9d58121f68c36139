// "Copy as Markdown" under the page title, and under the hero on the landing pages (issue 27 §3), as a
// reader uses it: by keyboard, in both languages, under the page's CSP. The clipboard must hold the page's own Markdown copy, and a screen
// reader hears that it was copied; without JavaScript a plain link to the copy is there instead.
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/en/raft-ha/', done: 'Page copied as Markdown', heading: '## Raft roles and terms {#raft-roles}' },
  { path: '/ru/raft-ha/', done: 'Страница скопирована в Markdown', heading: '## Роли и термы Raft {#raft-roles}' },
  { path: '/en/', done: 'Page copied as Markdown', heading: '## Who this is for {#home-audience}' },
  { path: '/ru/', done: 'Страница скопирована в Markdown', heading: '## Для кого этот сайт {#home-audience}' },
];

for (const { path, done, heading } of PAGES) {
  test(`${path}: the button copies the page's Markdown and says so`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(path);
    const button = page.locator('kb-copy-markdown button[data-copy-markdown]');
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-copy-markdown-status]')).toHaveText(done);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(`${path}index.md`)).text();
    expect(copied).toBe(served);
    expect(copied).toContain(heading);
    expect(violations).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, title } of [
    { path: '/en/raft-ha/', title: 'Raft, quorum and high availability' },
    { path: '/en/', title: 'etcd in Kubernetes' },
    { path: '/ru/', title: 'etcd в Kubernetes' },
  ]) {
    test(`${path}: the button stays hidden and the link opens the Markdown copy`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('button[data-copy-markdown]')).toBeHidden();
      const link = page.locator('a[data-markdown-link]');
      await expect(link).toBeVisible();
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8/);
      expect(await response.text()).toMatch(new RegExp(`^# ${title}\\n`));
    });
  }
});
