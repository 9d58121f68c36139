import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitePaths } from './site-pages.ts';

// One test per page and theme: long pages (troubleshooting) take tens of seconds under axe on a shared machine,
// and a single test for the whole site ran past any sensible timeout.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const path of sitePaths()) {
      test(`${path} passes axe and requests nothing from another origin`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
        const foreign: string[] = [];
        page.on('request', (r) => {
          if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
        });
        // The root forwards by language when its script runs; keep it on screen to check it.
        if (path === '/') await page.route('**/_astro/*.js', (route) => route.abort());
        await page.goto(path);
        if (path === '/') await page.unroute('**/_astro/*.js');
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
        expect(foreign).toEqual([]);
      });
    }
  });
}
