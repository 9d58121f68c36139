// Pagefind's UI as Starlight's Search component builds it, plus what this site adds. Starlight imports
// `@pagefind/default-ui`; astro.config.mjs aliases that one specifier to this module, so Starlight's own
// component (markup, styles, dialog) stays as it ships and only the UI it constructs gains:
// - processTerm: a pasted log line searches for the error message it contains, or else for an error a
//   section quotes (error-query.ts), any
//   other query with the reader's words replaced by the pages' terms (synonyms.ts);
// - the best pages, and the sections within each page, ordered by the query words their titles (callout
//   titles included) and text hold, the landing page after the pages it points to (rank.ts; pages through
//   public/pagefind-ranked/pagefind.js, sections in processResult);
// - the pinned link to the section that explains a recognised error message (best-match.ts);
// - Enter (a phone's Go key) opens the pinned link or the first result (enter.ts).
import { PagefindUI as StockPagefindUI } from '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs';
import { findMessage, findQuoted, normalizeQuery } from './error-query.ts';
import { rankPages, rankSubResults, type PageHit, type SubResult } from './rank.ts';
import { attachBestMatch } from './best-match.ts';
import { attachEnter } from './enter.ts';
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
  const empty: SearchPageConfig = { errors: [], quotes: [], errorsPage: '', home: '', callouts: {}, bestMatchLabel: '', synonyms: [] };
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
    const quotes = config.quotes.map((e) => e.message);
    const expand = (term: string) => expandQuery(term, config.synonyms);
    const titles = (url: string) => config.callouts[url] ?? [];
    // The query as searched, for ranking the sections of each result (results follow their search).
    let searched = '';
    // Which query the results on screen belong to (for Enter): every edit of the box is a new version, a
    // search takes the version of the box when it starts, and processResult marks each result it processed.
    let edits = 0;
    let searching = -1;
    let processed = { version: -1, urls: new Set<string>() };
    // Pagefind's API as a module that reorders the best pages (public/pagefind-ranked/pagefind.js).
    const bundlePath = options.bundlePath?.replace(/pagefind\/$/, 'pagefind-ranked/');
    if (bundlePath) {
      import(/* @vite-ignore */ `${bundlePath}pagefind.js`).then((api: { setRanking: (fn: unknown) => void }) =>
        api.setRanking(async (response: { results: PageHit<Result>[] }, term: string) => ({
          ...response,
          results: await rankPages(response.results, term, undefined, { titles, home: config.home }),
        })),
      );
    }
    super({
      ...options,
      ...(bundlePath && { bundlePath }),
      processTerm: (term: string) => {
        const given = options.processTerm?.(term) ?? term;
        searching = edits;
        const query = normalizeQuery(given, messages, quotes);
        const recognised = findMessage(given, messages) ?? findQuoted(given, quotes);
        searched = recognised ? query : normalizeQuery(expand(query), messages);
        return searched;
      },
      processResult: (result: Result) => {
        const done = options.processResult?.(result) ?? result;
        done.sub_results = rankSubResults(done.url, done.sub_results, done.content, searched, undefined, titles);
        if (processed.version !== searching) processed = { version: searching, urls: new Set() };
        processed.urls.add(done.url);
        return done;
      },
    });
    const container = typeof options.element === 'string' ? document.querySelector<HTMLElement>(options.element) : options.element;
    // Pagefind labels its input by title only (axe: label-title-only); name it the same way for all.
    const input = container?.querySelector<HTMLInputElement>('input.pagefind-ui__search-input');
    if (input?.title && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', input.title);
    if (container) {
      container.addEventListener('input', () => edits++, { capture: true });
      attachBestMatch(container, { sections: config.errors, quotes: config.quotes, pageUrl: config.errorsPage, label: config.bestMatchLabel, expand });
      attachEnter(container, (href) => processed.version === edits && processed.urls.has(href));
    }
  }
}
