// What the search dialog of a page needs besides Pagefind's own options, computed at build time and
// written into the page as JSON (see src/site/overrides/Search.astro): the error messages the
// troubleshooting page explains, where that page is in the reader's language, the synonym list of
// that language, and what ranking needs: the landing page and the callout titles of that language.
import type { SearchPageConfig } from '../../site/search/config-element.ts';
import { TROUBLESHOOTING_SLUG, errorSections, quotedErrors } from './messages.ts';
import { synonymList } from './synonym-list.ts';
import { calloutTitles } from './callouts.ts';

let synonyms: ReturnType<typeof synonymList> | undefined;

export function searchPageConfig(lang: string, base: string, bestMatchLabel: string): SearchPageConfig {
  synonyms ??= synonymList();
  const language = lang === 'ru' ? 'ru' : 'en';
  return {
    errors: errorSections(),
    quotes: quotedErrors(),
    errorsPage: `${base.replace(/\/?$/, '/')}${language}/${TROUBLESHOOTING_SLUG}/`,
    home: `${base.replace(/\/?$/, '/')}${language}/`,
    callouts: calloutTitles(language, base),
    bestMatchLabel,
    synonyms: synonyms[language].map(({ term, variants }) => ({ term, variants })),
  };
}
