// Every column of every table is there for the reader: at 1280 px all of a table's columns are inside
// the text column (nothing to scroll to); at 390 px a table is one card per row with each value under
// its column's name, or, where it still scrolls, it says so (a focusable, named region with edge
// shadows). A column of links is never the one out of view.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { docSlugs } from './site-pages.ts';

/** The first table after a heading (headings sit in Starlight's wrapper, not beside the table). */
const TRIAGE = 'xpath=//*[@id="troubleshooting-triage"]/following::div[contains(@class,"kb-table")][1]';

function tablePages(): string[] {
  return ['en', 'ru'].flatMap((lang) =>
    docSlugs()
      .map((slug) => `/${lang}/${slug}`)
      .filter((p) => existsSync(`dist${p}index.html`) && readFileSync(`dist${p}index.html`, 'utf8').includes('class="kb-table')),
  );
}

interface TableReport {
  where: string;
  frameRight: number;
  overflows: boolean;
  frameScrolls: boolean;
  region: boolean;
  cue: boolean;
  cards: boolean;
  /** Right edges of header cells (desktop) or of body cells (cards), with the column name. */
  cells: { name: string; right: number; link: boolean }[];
  height: number;
}

function reportTables(): TableReport[] {
  return [...document.querySelectorAll<HTMLElement>('.sl-markdown-content .kb-table')].map((frame, i) => {
    const heading = [...document.querySelectorAll('.sl-markdown-content :is(h2, h3)')]
      .filter((h) => h.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING)
      .pop();
    const cards = getComputedStyle(frame.querySelector('td')!).display === 'block';
    const cells = (cards ? [...frame.querySelectorAll('td')] : [...frame.querySelectorAll('thead th')]).map((c) => ({
      name: (c as HTMLElement).dataset.label ?? c.textContent!.trim(),
      right: c.getBoundingClientRect().right,
      link: c.classList.contains('kb-cell--link'),
    }));
    const bg = getComputedStyle(frame).backgroundImage;
    return {
      where: `#${heading?.id ?? '?'} table ${i + 1}`,
      frameRight: Math.min(frame.getBoundingClientRect().right, document.querySelector('.sl-markdown-content')!.getBoundingClientRect().right),
      // Either the frame or (with Starlight's own styles) the table itself may be what scrolls.
      overflows: frame.scrollWidth > frame.clientWidth + 1 || frame.querySelector('table')!.scrollWidth > frame.querySelector('table')!.clientWidth + 1,
      frameScrolls: frame.scrollWidth > frame.clientWidth + 1,
      region: frame.getAttribute('role') === 'region' && frame.tabIndex === 0 && !!frame.getAttribute('aria-label'),
      cue: /gradient/.test(bg),
      cards,
      cells,
      height: frame.getBoundingClientRect().height,
    };
  });
}

test('the pages with tables are found', () => {
  expect(tablePages().length).toBeGreaterThanOrEqual(18);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('every column of every table is inside the text column', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    let tables = 0;
    for (const path of tablePages()) {
      await page.goto(path);
      for (const t of await page.evaluate(reportTables)) {
        tables++;
        if (t.cards) problems.push(`${path} ${t.where}: shown as cards on a desktop`);
        if (t.overflows) problems.push(`${path} ${t.where}: scrolls sideways`);
        for (const c of t.cells) if (c.right > t.frameRight + 1) problems.push(`${path} ${t.where}: column "${c.name}" off to the right`);
      }
    }
    expect(problems).toEqual([]);
    expect(tables).toBeGreaterThan(100);
  });

  test('Quick triage fits in under two screens', async ({ page }) => {
    for (const lang of ['en', 'ru']) {
      await page.goto(`/${lang}/troubleshooting/`);
      const height = await page.locator(TRIAGE).evaluate((e) => e.getBoundingClientRect().height);
      expect(height, lang).toBeLessThan(2 * 900);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('tables reflow into labelled cards, or scroll with a cue; links are never out of view', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of tablePages()) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      for (const t of await page.evaluate(reportTables)) {
        if (t.cards) {
          for (const c of t.cells) {
            if (!c.name) problems.push(`${path} ${t.where}: a card value without its column name`);
            if (c.right > t.frameRight + 1) problems.push(`${path} ${t.where}: "${c.name}" sticks out of the card`);
          }
        } else if (t.overflows || t.cells.some((c) => c.right > t.frameRight + 1)) {
          if (!t.frameScrolls || !t.region || !t.cue) problems.push(`${path} ${t.where}: scrolls sideways without a cue`);
          for (const c of t.cells) if (c.link && c.right > t.frameRight + 1) problems.push(`${path} ${t.where}: the link column is out of view`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('a card shows each value under its column name', async ({ page }) => {
    await page.goto('/ru/troubleshooting/');
    const card = page.locator(TRIAGE).locator('tbody tr').first();
    const label = await card.locator('td').nth(2).evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toContain('Раздел');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('link', { name: 'Connection refused' })).toBeInViewport({ ratio: 1 });
  });
});
