// The one link control per section heading: a real link to the permanent /<lang>/go/<id>/ URL,
// upgraded by JavaScript to copy it. (Its size and place at 390 px, on every page: e2e/phone.spec.ts.)
import { expect, test, type Page } from '@playwright/test';

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
