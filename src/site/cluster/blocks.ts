// Puts the reader's values into the page's code blocks (Expressive Code, which the runbooks use too), in
// what is shown and in what its copy button copies: copy gives exactly what is shown. The highlighter
// splits a placeholder over several spans, so a value replaces a DOM range, in a <span class="kb-filled">
// that remembers the text it replaced: the next values, or none, start from the page as built.
import { fills } from './fill.ts';
import type { ClusterValues } from './values.ts';

const FILLED = 'kb-filled';

function unfill(pre: HTMLElement): void {
  for (const span of pre.querySelectorAll<HTMLElement>(`span.${FILLED}`)) span.replaceWith(span.dataset.was ?? '');
  pre.normalize();
}

/** The text node and offset at character `at` of `root`'s text. */
function point(root: Node, at: number): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const len = n.nodeValue?.length ?? 0;
    if (at <= seen + len) return [n, at - seen];
    seen += len;
  }
  return [root, root.childNodes.length];
}

function fillLine(line: HTMLElement, values: ClusterValues): number {
  const found = fills(line.textContent ?? '', values);
  for (const f of [...found].reverse()) {
    const range = document.createRange();
    range.setStart(...point(line, f.start));
    range.setEnd(...point(line, f.end));
    const was = range.toString();
    range.deleteContents();
    const span = document.createElement('span');
    span.className = FILLED;
    span.dataset.was = was;
    span.dataset.field = f.field;
    span.textContent = f.value;
    range.insertNode(span);
  }
  return found.length;
}

/** Fills every command under `root`: Expressive Code blocks, with their copy buttons, and the commands of
 * a procedure's step tables (data-atlas-command); returns how many values went into the page's own blocks. */
export function fillBlocks(root: ParentNode, values: ClusterValues): number {
  let count = 0;
  for (const pre of root.querySelectorAll<HTMLElement>('.expressive-code pre, pre[data-atlas-command]')) {
    const hadFills = pre.querySelector(`span.${FILLED}`) !== null;
    if (hadFills) unfill(pre);
    const lines = [...pre.querySelectorAll<HTMLElement>('.ec-line .code')];
    const filled = (lines.length ? lines : [pre]).reduce((n, line) => n + fillLine(line, values), 0);
    if (!filled && !hadFills) continue;
    // The count is what the reader sees: a procedure's step tables repeat its steps for readers without
    // JavaScript and are hidden once the player runs.
    if (!pre.hasAttribute('data-atlas-command')) count += filled;
    // Expressive Code's copy button copies its data-code, lines joined by U+007F: rebuild it from the lines
    // shown, which hold any other rewrite too (runbook-origin.ts).
    const button = pre.closest('.expressive-code')?.querySelector<HTMLElement>('.copy button[data-code]');
    if (button && lines.length) button.dataset.code = lines.map((l) => l.textContent ?? '').join('\u007f');
  }
  return count;
}
