// What a reader must be able to see on a documentation page, measured on the loaded page: tables,
// diagram labels, code lines and copy buttons, component names, heading link controls. Each check
// returns the problems it found (empty: fine), so that one page load serves every check of a sweep
// (e2e/a11y.spec.ts at 1280 px, e2e/phone.spec.ts at 390 px).
import type { Page } from '@playwright/test';
import { measureDiagramLabels } from './diagram-measure.ts';

/** Diagram labels must be at least this large, as drawn (CSS px). */
export const READABLE_PX = 12;

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
    };
  });
}

/** On a desktop every column of every table is inside the text column: nothing to scroll to. */
export async function desktopTableProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const t of await page.evaluate(reportTables)) {
    if (t.cards) problems.push(`${t.where}: shown as cards on a desktop`);
    if (t.overflows) problems.push(`${t.where}: scrolls sideways`);
    for (const c of t.cells) if (c.right > t.frameRight + 1) problems.push(`${t.where}: column "${c.name}" off to the right`);
  }
  return problems;
}

/** On a phone a table is one card per row with each value under its column name, or scrolls with a cue; links stay in view. */
export async function phoneTableProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const t of await page.evaluate(reportTables)) {
    if (t.cards) {
      for (const c of t.cells) {
        if (!c.name) problems.push(`${t.where}: a card value without its column name`);
        if (c.right > t.frameRight + 1) problems.push(`${t.where}: "${c.name}" sticks out of the card`);
      }
    } else if (t.overflows || t.cells.some((c) => c.right > t.frameRight + 1)) {
      if (!t.frameScrolls || !t.region || !t.cue) problems.push(`${t.where}: scrolls sideways without a cue`);
      for (const c of t.cells) if (c.link && c.right > t.frameRight + 1) problems.push(`${t.where}: the link column is out of view`);
    }
  }
  return problems;
}

/**
 * Every diagram label is readable on the page, on a phone too: a diagram shrinks with its column only
 * down to READABLE_PX labels, then scrolls sideways in its frame (at 390 px labels were 7-9 px).
 */
export async function diagramLabelProblems(page: Page, phone: boolean): Promise<string[]> {
  const problems: string[] = [];
  const sizes = await page.evaluate(measureDiagramLabels, 'figure[data-diagram] .kb-diagram__canvas svg');
  for (const d of sizes) {
    if (d.texts === 0) problems.push(`${d.id}: no text measured`);
    else if (d.min < READABLE_PX) problems.push(`${d.id}: smallest label ${d.min} px ("${d.smallest}")${phone ? ' on a phone' : ''}`);
  }
  return problems;
}

/**
 * Every code block's copy button copies exactly the lines it shows, comments included. Expressive Code
 * stores the copied text in the button's data-code (lines joined by U+007F). Opens every closed
 * <details> (a procedure's "copy as runbook" has no rendered text while closed).
 */
export async function codeCopyProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  const blocks = await page.locator('.expressive-code').evaluateAll((figures) =>
    figures.map((figure) => ({
      copied: (figure.querySelector<HTMLElement>('.copy button')?.dataset.code ?? '').replace(/\u007f/g, '\n'),
      // A line as the reader sees it; an empty line holds a bare newline to keep its height.
      lines: [...figure.querySelectorAll<HTMLElement>('.ec-line')].map((line) => line.innerText.replace(/\n$/, '')),
    })),
  );
  return blocks.flatMap((b, i) => (b.copied === b.lines.join('\n') ? [] : [`code block ${i + 1}: copies ${JSON.stringify(b.copied.slice(0, 60))}, shows ${JSON.stringify(b.lines.join('\n').slice(0, 60))}`]));
}

/**
 * Code lines wrap at spaces only: every token (a run of non-space characters) whose first and last
 * characters sit on different visual lines was split by the browser. Also counts the lines that wrapped.
 */
export async function splitCodeTokens(page: Page): Promise<{ split: string[]; wrappedLines: number }> {
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

/**
 * Component names stay on one line: no line box starts right after "kube-", "etcd-" or "cloud-" in the
 * prose, and the text holds no U+2011 (copy and search must see the plain name).
 */
export async function componentNameBreaks(page: Page): Promise<string[]> {
  return page.locator('main .sl-markdown-content').evaluate((root) => {
    const breaks: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      // Code blocks (their own wrapping rules), diagrams and the scenario island are not prose.
      // <Aside title="…"> renders its title as plain text, out of reach of the build-time wrap.
      if (n.parentElement?.closest('pre, svg, figure, [data-scenario], [data-island], .starlight-aside__title')) continue;
      for (const m of n.data.matchAll(/(?:kube|etcd|cloud)-(?=[a-z0-9])/g)) {
        const at = (i: number) => {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          return r.getBoundingClientRect();
        };
        const hyphen = at(m.index + m[0].length - 1);
        const next = at(m.index + m[0].length);
        if (hyphen.height && next.top > hyphen.top + hyphen.height / 2) breaks.push(n.data.slice(m.index, m.index + 30));
      }
    }
    if ((root.textContent ?? '').includes('\u2011')) breaks.push('U+2011 in the text');
    return breaks;
  });
}

/** Each heading's link control is at least 24×24 px, on the line of the heading's last word, after it. */
export async function permalinkProblems(page: Page): Promise<string[]> {
  return page.locator('.sl-markdown-content .sl-heading-wrapper > a.kb-permalink').evaluateAll((links) =>
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
}
