// The one link control per section heading: a real link to the permanent /<lang>/go/<id>/ URL,
// upgraded by JavaScript to copy it.
import { expect, test, type Page } from '@playwright/test';
import { docSlugs } from './site-pages.ts';

/** Per heading: how many link controls it has, and where the permalink goes. */
async function headingControls(page: Page) {
  return page.locator('.sl-markdown-content :is(h2, h3)[id]').evaluateAll((hs) =>
    hs.map((h) => {
      const links = [...(h.parentElement?.children ?? [])].filter((el) => el !== h && el.matches('a, button'));
      return { id: h.id, count: links.length + h.querySelectorAll('a, button').length, href: links[0]?.getAttribute('href') };
    }),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('each heading has exactly one link control, a real link to its /go/ URL', async ({ page }) => {
    for (const lang of ['en', 'ru']) {
      await page.goto(`/${lang}/architecture/`);
      const controls = await headingControls(page);
      expect(controls.length).toBeGreaterThan(5);
      for (const c of controls) {
        expect(c.count, c.id).toBe(1);
        expect(c.href, c.id).toBe(`/${lang}/go/${c.id}/`);
      }
    }
  });

  test('following the control lands on its section', async ({ page }) => {
    await page.goto('/ru/architecture/');
    const link = page.locator('a[data-permalink="stacked-topology"]');
    await expect(link).toHaveAccessibleName(/^Постоянная ссылка на раздел: /);
    await link.click();
    // The /go/ page forwards with a meta refresh, which works without JavaScript.
    await expect(page).toHaveURL(/\/ru\/architecture\/#stacked-topology$/);
  });
});

test.describe('with JavaScript', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test('the control copies the absolute /go/ URL, shows and announces it', async ({ page, baseURL }) => {
    for (const [lang, name, done] of [
      ['ru', /^Постоянная ссылка на раздел: /, 'Ссылка скопирована'],
      ['en', /^Permanent link to: /, 'Link copied'],
    ] as const) {
      await page.goto(`/${lang}/architecture/`);
      const link = page.locator('a[data-permalink="stacked-topology"]');
      await expect(link).toHaveAccessibleName(name);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/architecture/$`)); // stayed on the page
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${lang}/go/stacked-topology/`);
      await expect(link).toHaveAttribute('data-copied', done);
      const after = await link.evaluate((el) => getComputedStyle(el, '::after').content);
      expect(after).toBe(`"${done}"`); // the state is visible, not only an attribute
      await expect(page.locator('[aria-live="polite"][data-copy-announcer]')).toHaveText(done);
      await expect(link).not.toHaveAttribute('data-copied', /./, { timeout: 5000 });
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('every control is at least 24×24 px and stays on the line of its heading text', async ({ page }) => {
    test.setTimeout(120_000);
    let checked = 0;
    for (const lang of ['en', 'ru']) {
      for (const slug of docSlugs()) {
        await page.goto(`/${lang}/${slug}`);
        const bad = await page.locator('.sl-markdown-content .sl-heading-wrapper > a.kb-permalink').evaluateAll((links) =>
          links.flatMap((a) => {
            const heading = a.previousElementSibling;
            if (!heading) return [`${a.getAttribute('data-permalink')}: no heading before it`];
            const box = a.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(heading);
            const lines = range.getClientRects(); // the heading's text, line by line
            const last = lines[lines.length - 1];
            const problems: string[] = [];
            if (box.width < 24 || box.height < 24) problems.push(`target ${box.width}×${box.height}`);
            // On the line of the heading's last word, after it, not over it and not alone below it.
            const mid = (box.top + box.bottom) / 2;
            if (!last || mid < last.top || mid > last.bottom) problems.push('not on the line of the last word');
            else if (box.left < last.right - 1) problems.push('overlaps the heading text');
            if (box.right > document.documentElement.clientWidth) problems.push('past the right edge');
            return problems.map((p) => `${heading.id}: ${p}`);
          }),
        );
        checked += await page.locator('.sl-markdown-content .sl-heading-wrapper > a.kb-permalink').count();
        expect(bad, `${lang}/${slug}`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
