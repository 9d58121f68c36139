// The glossary as a reader sees it: code rendered as code, an index of the letters present, and a
// permanent link on every term.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

const terms = parse(readFileSync('content/terms.yaml', 'utf8')) as { id: string; en: string; ru: string }[];

for (const lang of ['en', 'ru'] as const) {
  test.describe(`${lang} glossary`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`/${lang}/glossary/`);
    });

    test('shows no raw backticks, and every flag is set in code', async ({ page }) => {
      const text = (await page.locator('.kb-glossary').allInnerTexts()).join('\n');
      expect(terms.length).toBeGreaterThan(20);
      expect(text).not.toContain('`');
      expect(await page.locator('.kb-glossary dd code').count()).toBeGreaterThan(20);
      const bareFlags = await page.locator('.kb-glossary dd').evaluateAll((dds) =>
        dds.flatMap((dd) => {
          const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (n.parentElement?.closest('code')) continue;
            found.push(...(n.textContent?.match(/(?<![\w-])--[a-z][\w-]*/g) ?? []));
          }
          return found;
        }),
      );
      expect(bareFlags).toEqual([]);
    });

    test('the letter index lists exactly the first letters of the terms, each leading to one', async ({ page }) => {
      const expected = new Set(terms.map((t) => (/[\p{L}\p{N}]/u.exec(t[lang])?.[0] ?? '').toLocaleUpperCase(lang)));
      const nav = page.getByRole('navigation', { name: lang === 'ru' ? 'Термины по первой букве' : 'Terms by first letter' });
      const letters = await nav.getByRole('link').allInnerTexts();
      expect(new Set(letters)).toEqual(expected);
      expect(letters.length).toBe(expected.size);
      for (const letter of letters.slice(0, 3)) {
        await nav.getByRole('link', { name: letter, exact: true }).click();
        const id = new URL(page.url()).hash.slice(1);
        const term = page.locator(`dt[id="${id}"]`);
        await expect(term).toBeInViewport();
        expect((await term.locator('.kb-glossary__name').innerText()).trim().toLocaleUpperCase(lang)).toMatch(new RegExp(`^\\W*${letter}`, 'u'));
      }
    });

    test('every term has one permanent link, named in the page language, forwarding to the term', async ({ page }) => {
      for (const t of terms) {
        const link = page.locator(`dt[id="term-${t.id}"] a.kb-permalink`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', `/${lang}/go/term-${t.id}/`);
        await expect(link).toHaveAccessibleName(lang === 'ru' ? `Постоянная ссылка на термин: ${t.ru}` : `Permanent link to the term: ${t.en}`);
      }
      await expect(page.locator('.kb-glossary dd a', { hasText: lang === 'ru' ? 'Подробнее' : 'Read more' }).first()).toBeVisible();
      await page.goto(`/${lang}/go/term-quorum/`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/glossary/#term-quorum$`));
      await expect(page.locator('#term-quorum')).toBeInViewport();
    });
  });
}

test.describe('term link with JavaScript', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test('copies the absolute /go/ URL of the term', async ({ page, baseURL }) => {
    await page.goto('/ru/glossary/');
    const link = page.locator('dt[id="term-quorum"] a.kb-permalink');
    await link.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ru/go/term-quorum/`);
    await expect(link).toHaveAttribute('data-copied', 'Ссылка скопирована');
  });
});
