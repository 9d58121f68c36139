// Client side: the permanent-link controls (built by permalink-plugin.ts and the glossary) copy their
// absolute /go/ URL on click. Without JavaScript they stay plain links to the same URL; with a
// modifier key or the middle button they keep behaving as links (new tab, context menu, drag).

export interface CopyLinkText {
  /** Prompt title when the clipboard is unavailable (plain http, denied permission). */
  label: string;
  /** Shown on the control and announced once the URL is on the clipboard. */
  done: string;
}

const COPIED_MS = 2000;

export function attachCopyLinks(root: HTMLElement, text: CopyLinkText, announcer: HTMLElement): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a.kb-permalink')) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    link.addEventListener('click', async (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const url = link.href; // the resolved, absolute URL
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        window.prompt(text.label, url); // let the reader copy it by hand
        return;
      }
      link.dataset.copied = text.done;
      // Clear then set, so saying the same words twice is still announced.
      announcer.textContent = '';
      requestAnimationFrame(() => (announcer.textContent = text.done));
      clearTimeout(timer);
      timer = setTimeout(() => delete link.dataset.copied, COPIED_MS);
    });
  }
}
