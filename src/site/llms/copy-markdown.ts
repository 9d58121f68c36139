// Client side: "Copy as Markdown" fetches the page's own Markdown copy (same origin, so the CSP's
// connect-src 'self' allows it) and puts it on the clipboard. Without JavaScript the button stays
// hidden and the link beside it opens the same file.

export interface CopyMarkdownText {
  done: string;
  failed: string;
}

const SHOWN_MS = 2500;

/** The clipboard write starts inside the click, with the text still on its way: Safari allows a
 * clipboard write only during the gesture, and a ClipboardItem may hold a promise for that. */
async function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export function attachCopyMarkdown(button: HTMLButtonElement, link: HTMLAnchorElement, status: HTMLElement, text: CopyMarkdownText): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const say = (words: string, ok: boolean) => {
    // Clear then set, so the same words twice are announced twice.
    status.textContent = '';
    requestAnimationFrame(() => (status.textContent = words));
    button.dataset.copied = ok ? 'true' : 'false';
    clearTimeout(timer);
    timer = setTimeout(() => {
      delete button.dataset.copied;
      status.textContent = '';
    }, SHOWN_MS);
  };
  button.addEventListener('click', async () => {
    button.setAttribute('aria-busy', 'true');
    try {
      await copyFrom(link.href);
      say(text.done, true);
    } catch {
      say(text.failed, false);
    } finally {
      button.removeAttribute('aria-busy');
    }
  });
  button.hidden = false;
}
