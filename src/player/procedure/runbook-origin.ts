// "Copy as runbook": the script's step links are written at build time with the site's configured origin
// (SITE, by default a placeholder; the block names it in data-runbook-origin). A reader copies them from
// wherever the page was served, so they take that origin, as the player's "Copy link" does
// (location.origin): in the text shown and in what the copy button copies (Expressive Code keeps it in
// the button's data-code).
export function rewriteOrigin(root: ParentNode, served: string): number {
  let changed = 0;
  for (const block of root.querySelectorAll<HTMLElement>('[data-runbook-origin]')) {
    const built = block.dataset.runbookOrigin ?? '';
    if (!built || built === served) continue;
    const swap = (text: string) => text.split(built).join(served);
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeValue?.includes(built)) {
        n.nodeValue = swap(n.nodeValue);
        changed++;
      }
    }
    for (const button of block.querySelectorAll<HTMLElement>('[data-code]')) button.dataset.code = swap(button.dataset.code ?? '');
    block.dataset.runbookOrigin = served;
  }
  return changed;
}

rewriteOrigin(document, location.origin);
