// A table frame (`.kb-table`, see label-cells.ts) whose table is wider than the column scrolls
// sideways; keyboard users need to focus it to scroll, and screen readers need a distinct name for
// each such region (its column headers). Frames that fit get neither.
export function makeWideTablesFocusable(root: HTMLElement, label: string): void {
  const update = () => {
    const used = new Map<string, number>();
    for (const frame of root.querySelectorAll<HTMLElement>('.sl-markdown-content .kb-table')) {
      if (frame.scrollWidth > frame.clientWidth + 1) {
        const headers = [...frame.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean).join(', ');
        let name = headers ? `${label}: ${headers}` : label;
        const n = (used.get(name) ?? 0) + 1;
        used.set(name, n);
        if (n > 1) name = `${name} (${n})`;
        frame.tabIndex = 0;
        frame.setAttribute('role', 'region');
        frame.setAttribute('aria-label', name);
      } else if (frame.getAttribute('role') === 'region') {
        frame.removeAttribute('tabindex');
        frame.removeAttribute('role');
        frame.removeAttribute('aria-label');
      }
    }
  };
  update();
  new ResizeObserver(update).observe(root);
}
