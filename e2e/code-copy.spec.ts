import { expect, test, type Page } from '@playwright/test';
import { docSlugs } from './site-pages.ts';

// A line as the reader sees it; an empty line holds a bare newline to keep its height.
const lineText = (innerText: string) => innerText.replace(/\n$/, '');

// What the copy button of each code block puts on the clipboard, and the block's lines as the reader
// sees them. Expressive Code stores the copied text in the button's data-code (lines joined by U+007F).
async function blocks(page: Page) {
  return page.locator('.expressive-code').evaluateAll((figures) =>
    figures.map((figure) => ({
      copied: (figure.querySelector<HTMLElement>('.copy button')?.dataset.code ?? '').replace(/\u007f/g, '\n'),
      lines: [...figure.querySelectorAll<HTMLElement>('.ec-line')].map((line) => line.innerText),
    })),
  );
}

// Every token (a run of non-space characters) of every code line whose first and last characters sit
// on different visual lines, i.e. the browser wrapped inside it; and how many lines wrapped at all.
async function splitTokens(page: Page) {
  return page.evaluate(() => {
    const split: string[] = [];
    let wrappedLines = 0;
    const charTop = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getClientRects()[0]?.top ?? NaN;
    };
    for (const line of document.querySelectorAll<HTMLElement>('.expressive-code .ec-line .code')) {
      const chars: [Text, number][] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        for (let i = 0; i < n.data.length; i++) chars.push([n, i]);
      }
      const text = chars.map(([n, i]) => n.data[i]).join('');
      const tops = new Set<number>();
      for (const m of text.matchAll(/\S+/g)) {
        const first = charTop(...chars[m.index]);
        const last = charTop(...chars[m.index + m[0].length - 1]);
        tops.add(Math.round(first));
        if (Math.abs(last - first) > 2) split.push(m[0]);
      }
      if (tops.size > 1) wrappedLines++;
    }
    return { split, wrappedLines };
  });
}

const pages = docSlugs().flatMap((slug) => ['en', 'ru'].map((lang) => `/${lang}/${slug}`));

test('every code block copies exactly the lines it shows, comments included', async ({ page }) => {
  test.setTimeout(120_000);
  const differ: string[] = [];
  let count = 0;
  for (const path of pages) {
    await page.goto(path);
    // A closed <details> (a procedure's "copy as runbook") has no rendered text: open them to compare.
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    for (const [i, b] of (await blocks(page)).entries()) {
      count++;
      const shown = b.lines.map(lineText).join('\n');
      if (b.copied !== shown) differ.push(`${path} block ${i + 1}:\n  shown:  ${JSON.stringify(shown)}\n  copied: ${JSON.stringify(b.copied)}`);
    }
  }
  expect(count, 'code blocks found').toBeGreaterThanOrEqual(100);
  expect(differ).toEqual([]);
});

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

test('at 390 px code lines wrap at spaces only: no flag or path is split across two lines', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const split: string[] = [];
  let wrapped = 0;
  for (const path of pages) {
    await page.goto(path);
    const r = await splitTokens(page);
    wrapped += r.wrappedLines;
    split.push(...r.split.map((t) => `${path}: ${t}`));
  }
  // Long commands do wrap on a phone, so the check below measured real line breaks.
  expect(wrapped, 'wrapped code lines at 390 px').toBeGreaterThan(20);
  expect(split).toEqual([]);
});
