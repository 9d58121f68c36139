// Pagefind's UI as Starlight's Search component builds it, plus what this site adds. Starlight imports
// `@pagefind/default-ui`; astro.config.mjs aliases that one specifier to this module, so Starlight's own
// component (markup, styles, dialog) stays as it ships and only the UI it constructs gains:
// - processTerm: a pasted log line searches for the error message it contains (error-query.ts), any
//   other query with the reader's words replaced by the pages' terms (synonyms.ts);
// - the best pages, and the sections within each page, ordered by the query words their titles and
//   text hold (rank.ts; pages through public/pagefind-ranked/pagefind.js, sections in processResult);
// - the pinned link to the section that explains a recognised error message (best-match.ts).
import { PagefindUI as StockPagefindUI } from '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs';
import { findMessage, normalizeQuery } from './error-query.ts';
import { rankPages, rankSubResults, type PageHit, type SubResult } from './rank.ts';
import { attachBestMatch } from './best-match.ts';
import { expandQuery } from './synonyms.ts';
import { CONFIG_ELEMENT_ID, type SearchPageConfig } from './config-element.ts';

interface Result {
  url: string;
  content?: string;
  sub_results: SubResult[];
}

interface Options {
  element: string | HTMLElement;
  bundlePath?: string;
  processTerm?: (term: string) => string;
  processResult?: (result: Result) => Result | void;
  [key: string]: unknown;
}

function pageConfig(): SearchPageConfig {
  const empty: SearchPageConfig = { errors: [], errorsPage: '', bestMatchLabel: '', synonyms: [] };
  try {
    return { ...empty, ...JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '{}') };
  } catch {
    return empty;
  }
}

export class PagefindUI extends StockPagefindUI {
  constructor(options: Options) {
    const config = pageConfig();
    const messages = config.errors.map((e) => e.message);
    const expand = (term: string) => expandQuery(term, config.synonyms);
    // The query as searched, for ranking the sections of each result (results follow their search).
    let searched = '';
    // Pagefind's API as a module that reorders the best pages (public/pagefind-ranked/pagefind.js).
    const bundlePath = options.bundlePath?.replace(/pagefind\/$/, 'pagefind-ranked/');
    if (bundlePath) {
      import(/* @vite-ignore */ `${bundlePath}pagefind.js`).then((api: { setRanking: (fn: unknown) => void }) =>
        api.setRanking(async (response: { results: PageHit<Result>[] }, term: string) => ({
          ...response,
          results: await rankPages(response.results, term),
        })),
      );
    }
    super({
      ...options,
      ...(bundlePath && { bundlePath }),
      processTerm: (term: string) => {
        const given = options.processTerm?.(term) ?? term;
        const query = normalizeQuery(given, messages);
        searched = findMessage(given, messages) ? query : normalizeQuery(expand(query), messages);
        return searched;
      },
      processResult: (result: Result) => {
        const processed = options.processResult?.(result) ?? result;
        processed.sub_results = rankSubResults(processed.url, processed.sub_results, processed.content, searched);
        return processed;
      },
    });
    const container = typeof options.element === 'string' ? document.querySelector<HTMLElement>(options.element) : options.element;
    // Pagefind labels its input by title only (axe: label-title-only); name it the same way for all.
    const input = container?.querySelector<HTMLInputElement>('input.pagefind-ui__search-input');
    if (input?.title && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', input.title);
    if (container) {
      attachBestMatch(container, { sections: config.errors, pageUrl: config.errorsPage, label: config.bestMatchLabel, expand });
    }
  }
}
