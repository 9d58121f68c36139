// In the search dialog: when the query contains an error message the troubleshooting page explains,
// its section is pinned above the results, so a pasted log line lands on the answer first.
import { findMessage, findQuoted } from './error-query.ts';
import type { ErrorSection } from './config-element.ts';

export interface BestMatchOptions {
  sections: ErrorSection[];
  /** Errors the sections quote in their text: they pin a pasted line that carries no known message. */
  quotes?: ErrorSection[];
  /** URL of the troubleshooting page in the reader's language, without the hash. */
  pageUrl: string;
  label: string;
  /** The query as it is searched (synonyms applied): «бд переполнена»-style words can name a message too. */
  expand?: (query: string) => string;
}

export function bestMatchHref(query: string, opts: BestMatchOptions): { href: string; message: string } | undefined {
  const found =
    findMessage(query, opts.sections) ??
    findQuoted(query, opts.quotes ?? []) ??
    (opts.expand && findMessage(opts.expand(query), opts.sections));
  return found && { href: `${opts.pageUrl}#${found.id}`, message: found.message };
}

/** Waits for Pagefind's input, then keeps a pinned link under it in step with the query. */
export function attachBestMatch(container: HTMLElement, opts: BestMatchOptions): void {
  const box = document.createElement('p');
  box.className = 'kb-best-match';
  box.hidden = true;
  const update = (input: HTMLInputElement) => {
    const match = bestMatchHref(input.value, opts);
    box.hidden = !match;
    if (!match) return box.replaceChildren();
    const link = Object.assign(document.createElement('a'), { href: match.href, textContent: match.message });
    link.className = 'kb-best-match__link';
    link.dataset.bestMatch = '';
    box.replaceChildren(Object.assign(document.createElement('span'), { textContent: opts.label }), link);
  };
  const connect = () => {
    const input = container.querySelector<HTMLInputElement>('input.pagefind-ui__search-input');
    if (!input || box.isConnected) return !!input;
    input.form?.insertBefore(box, input.form.querySelector('.pagefind-ui__drawer'));
    input.addEventListener('input', () => update(input));
    update(input);
    return true;
  };
  if (!connect()) {
    const observer = new MutationObserver(() => connect() && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true });
  }
}
