// Enter in the search box opens what the dialog offers first, so a pasted line and Enter is one step. A
// phone's Go key sends Enter too, or submits the form without a key event; both count. What comes first
// is what e2e/search-dialog.ts reads as first: the pinned section of a recognised error message, else the
// first section of the first result, else that result's page.

/** What the dialog shows, as far as Enter cares. */
export interface EnterState {
  /** The pinned best match's link, when one is shown (it follows the query at once). */
  pinned?: string;
  /** The first result's page link and its section links, in the order shown; absent while it loads. */
  first?: { page: string; sections: readonly string[] };
  /** Whether the results shown are those of the query in the box (Pagefind searches after a pause). */
  current: boolean;
}

/** The link to open, `wait` while the results for the query are not in yet. */
export function enterTarget(state: EnterState): string | 'wait' {
  if (state.pinned) return state.pinned;
  if (!state.current || !state.first) return 'wait';
  return state.first.sections[0] ?? state.first.page;
}

/** Long enough for a slow phone to load the index; after it Enter gives up rather than open a page later. */
const WAIT_MS = 10_000;

/**
 * Handles Enter and form submission in the Pagefind input of `container`. `isCurrent(href)` says whether
 * the result linking to `href` was processed for the query now in the box. Opening means clicking the
 * link, so Starlight closes its dialog as it does for a click (also when the link is on the same page).
 */
export function attachEnter(container: HTMLElement, isCurrent: (pageHref: string) => boolean): void {
  const input = () => container.querySelector<HTMLInputElement>('input.pagefind-ui__search-input');
  /** Opens the target if there is one now; false while it has to wait. */
  const tryOpen = (): boolean => {
    const pinned = container.querySelector<HTMLAnchorElement>('.kb-best-match:not([hidden]) a[href]') ?? undefined;
    const result = container.querySelector('.pagefind-ui__result');
    const page = result?.querySelector<HTMLAnchorElement>('a.pagefind-ui__result-link[href]') ?? undefined;
    const sections = [...(result?.querySelectorAll<HTMLAnchorElement>('.pagefind-ui__result-nested a.pagefind-ui__result-link[href]') ?? [])];
    const target = enterTarget({
      pinned: pinned?.href,
      first: page && { page: page.href, sections: sections.map((a) => a.href) },
      current: !!page && isCurrent(page.getAttribute('href') ?? ''),
    });
    if (target === 'wait') return false;
    [pinned, ...sections, page].find((a) => a?.href === target)?.click();
    return true;
  };
  let cancel: (() => void) | undefined;
  const open = () => {
    cancel?.();
    const box = input();
    if (!box?.value.trim() || tryOpen()) return;
    // Checked after the tasks that render results have run, so a result's links are those of its data.
    let check: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(check);
      check = setTimeout(() => tryOpen() && cancel?.());
    });
    const timer = setTimeout(() => cancel?.(), WAIT_MS);
    // A new query makes the pending Enter stale: the reader is still typing.
    const cancelOnInput = () => cancel?.();
    cancel = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(check);
      box.removeEventListener('input', cancelOnInput);
      cancel = undefined;
    };
    box.addEventListener('input', cancelOnInput);
    observer.observe(container, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['href', 'hidden'] });
  };
  const connect = () => {
    const box = input();
    if (!box || box.dataset.kbEnter !== undefined) return !!box;
    box.dataset.kbEnter = '';
    box.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' || e.isComposing || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
      open();
    });
    // Pagefind cancels the form's submission; a keyboard that submits without a key event still lands here.
    box.form?.addEventListener('submit', open);
    return true;
  };
  if (!connect()) {
    const observer = new MutationObserver(() => connect() && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true });
  }
}
