// The permanent link of a section or glossary term: /<base>/<lang>/go/<id>/ (see content/anchors.json).
// Built into the page as a real link, so it works without JavaScript; copy-links.ts upgrades it to copy.
import type { Lang } from '../i18n/langs.ts';
import { ui } from '../i18n/ui-strings.ts';

export const PERMALINK_CLASS = 'kb-permalink';

/** `base` is Astro's BASE_URL, with or without its trailing slash. */
export function permalinkHref(base: string, lang: Lang, id: string): string {
  return `${base.replace(/\/$/, '')}/${lang}/go/${encodeURIComponent(id)}/`;
}

/** The link's accessible name, in the page's language: it names the section it links to. */
export function permalinkLabel(lang: Lang, title: string): string {
  return ui(lang, 'kb.permalink', { title: title.trim() });
}

/** A chain-link icon (24-unit grid, stroked), hidden from assistive technology. */
export const PERMALINK_ICON_PATHS = [
  'M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4l-1.1 1.1',
  'M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.1-1.1',
];

export function permalinkIconHtml(): string {
  return (
    '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    'stroke-width="2" stroke-linecap="round">' +
    PERMALINK_ICON_PATHS.map((d) => `<path d="${d}"/>`).join('') +
    '</svg>'
  );
}
