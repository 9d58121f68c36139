// Component names stay on one line at phone width: no line ends in "kube-" with the rest of the
// name on the next one. Copy and search still see the plain name.
import { expect, test } from '@playwright/test';
import { docSlugs } from './site-pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px no line box starts right after "kube-" or "etcd-", and the text is unchanged', async ({ page }) => {
  test.setTimeout(120_000);
  let names = 0;
  const broken: string[] = [];
  for (const lang of ['en', 'ru']) {
    for (const slug of docSlugs()) {
      await page.goto(`/${lang}/${slug}`);
      const result = await page.locator('main .sl-markdown-content').evaluate((root) => {
        const breaks: string[] = [];
        let count = 0;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          // Code blocks (their own wrapping rules), diagrams and the scenario island are not prose.
          // <Aside title="…"> renders its title as plain text, out of reach of the build-time wrap
          // (three titles today; the :::note[title] form would carry Markdown and be wrapped).
          if (n.parentElement?.closest('pre, svg, figure, [data-scenario], [data-island], .starlight-aside__title')) continue;
          for (const m of n.data.matchAll(/(?:kube|etcd|cloud)-(?=[a-z0-9])/g)) {
            count++;
            const at = (i: number) => {
              const r = document.createRange();
              r.setStart(n, i);
              r.setEnd(n, i + 1);
              return r.getBoundingClientRect();
            };
            const hyphen = at(m.index + m[0].length - 1);
            const next = at(m.index + m[0].length);
            if (hyphen.height && next.top > hyphen.top + hyphen.height / 2) {
              breaks.push(n.data.slice(m.index, m.index + 30));
            }
          }
        }
        return { breaks, count, u2011: (root.textContent ?? '').includes('\u2011') };
      });
      names += result.count;
      broken.push(...result.breaks.map((b) => `${lang}/${slug}: ${b}`));
      if (result.u2011) broken.push(`${lang}/${slug}: U+2011 in the text`);
    }
  }
  expect(broken).toEqual([]);
  expect(names).toBeGreaterThan(200);
});
