// Client side: one "copy link" button per h2/h3, copying the durable /go/<id>/ URL.
const ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">' +
  '<rect x="9" y="9" width="12" height="12" rx="2"/><path d="M5 15V5a2 2 0 0 1 2-2h10"/></svg>';

export function goUrl(origin: string, goBase: string, id: string): string {
  return `${origin}${goBase}${encodeURIComponent(id)}/`;
}

export function attachCopyLinks(root: HTMLElement): void {
  const { goBase = '/', label = 'Copy link', done = 'Copied' } = root.dataset;
  for (const heading of root.querySelectorAll<HTMLElement>('.sl-markdown-content :is(h2, h3)[id]')) {
    const anchor = heading.closest('.sl-heading-wrapper') ?? heading;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'kb-copy-link';
    button.dataset.copyLink = heading.id;
    button.setAttribute('aria-label', `${label}: ${heading.textContent?.trim() ?? heading.id}`);
    button.title = label;
    button.innerHTML = ICON;
    button.addEventListener('click', async () => {
      const url = goUrl(location.origin, goBase, heading.id);
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        window.prompt(label, url); // clipboard blocked (e.g. plain http): let the reader copy it
        return;
      }
      button.dataset.copied = done;
      button.setAttribute('aria-live', 'polite');
      setTimeout(() => delete button.dataset.copied, 2000);
    });
    anchor.append(button);
  }
}
