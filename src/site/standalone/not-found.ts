// The 404 page in the browser: the language of the requested path comes first, and that block gets
// Pagefind's search box, searching the index of that language (Pagefind picks it from <html lang>).
import { langOfPath } from '../i18n/pick-language.ts';

/** Put the block of `lang` first, keeping exactly one h1 (the first block's title). */
export function putLanguageFirst(root: HTMLElement, lang: string): void {
  const first = root.querySelector<HTMLElement>(`[data-lang-block="${lang}"]`);
  if (!first || root.firstElementChild === first) return;
  const retitle = (block: Element, level: 'h1' | 'h2') => {
    const title = block.querySelector('[data-block-title]');
    if (!title || title.tagName.toLowerCase() === level) return;
    const replacement = document.createElement(level);
    replacement.dataset.blockTitle = '';
    replacement.className = title.className;
    replacement.textContent = title.textContent;
    title.replaceWith(replacement);
  };
  for (const block of root.querySelectorAll('[data-lang-block]')) retitle(block, block === first ? 'h1' : 'h2');
  root.prepend(first);
  document.documentElement.lang = lang;
  if (first.dataset.pageTitle) document.title = first.dataset.pageTitle;
}

export async function mountSearch(block: HTMLElement, base: string): Promise<void> {
  const box = block.querySelector<HTMLElement>('[data-search]');
  if (!box) return;
  // @ts-expect-error: @pagefind/default-ui ships no types
  const { PagefindUI } = await import('@pagefind/default-ui');
  await import('@pagefind/default-ui/css/ui.css');
  const translations = JSON.parse(box.dataset.translations ?? '{}') as Record<string, string>;
  new PagefindUI({
    element: box,
    baseUrl: base,
    bundlePath: `${base.replace(/\/$/, '')}/pagefind/`,
    showImages: false,
    showSubResults: true,
    resetStyles: false,
    translations,
  });
  // Pagefind's input has only a placeholder; give it a name of its own (Svelte renders synchronously).
  box.querySelector('input')?.setAttribute('aria-label', translations.search_label ?? '');
  box.hidden = false;
}

export function initNotFound(root: HTMLElement, base: string): void {
  const lang = langOfPath(location.pathname, base);
  putLanguageFirst(root, lang);
  const block = root.querySelector<HTMLElement>(`[data-lang-block="${lang}"]`);
  if (block) void mountSearch(block, base);
}
