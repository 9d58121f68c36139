import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitePaths } from './site-pages.ts';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    test(`every page passes axe and requests nothing from another origin`, async ({ page, baseURL }) => {
      // About 100 pages, axe on each; code blocks carry a span per flag or path (src/code/whole-words.ts).
      test.setTimeout(360_000);
      await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      const foreign: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
      });
      const failures: string[] = [];
      for (const path of sitePaths()) {
        // The root forwards by language when its script runs; keep it on screen to check it.
        if (path === '/') await page.route('**/_astro/*.js', (route) => route.abort());
        await page.goto(path);
        if (path === '/') await page.unroute('**/_astro/*.js');
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) failures.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      }
      expect(failures).toEqual([]);
      expect(foreign).toEqual([]);
    });
  });
}
