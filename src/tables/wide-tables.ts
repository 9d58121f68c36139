// A table wider than the column scrolls sideways (Starlight's CSS); keyboard users need to focus it
// to scroll, and screen readers need a distinct name for each such region (its column headers).
export function makeWideTablesFocusable(root: HTMLElement, label: string): void {
  const update = () => {
    const used = new Map<string, number>();
    for (const table of root.querySelectorAll<HTMLTableElement>('.sl-markdown-content table')) {
      if (table.scrollWidth > table.clientWidth + 1) {
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean).join(', ');
        let name = headers ? `${label}: ${headers}` : label;
        const n = (used.get(name) ?? 0) + 1;
        used.set(name, n);
        if (n > 1) name = `${name} (${n})`;
        table.tabIndex = 0;
        table.setAttribute('role', 'region');
        table.setAttribute('aria-label', name);
      } else if (table.getAttribute('role') === 'region') {
        table.removeAttribute('tabindex');
        table.removeAttribute('role');
        table.removeAttribute('aria-label');
      }
    }
  };
  update();
  new ResizeObserver(update).observe(root);
}
