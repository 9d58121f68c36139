// The JSON a page carries for its search dialog: written at build time (src/build/search/page-config.ts, from
// src/site/overrides/Search.astro), read in the browser (pagefind-ui.ts). This module ships to the browser,
// so it imports types only; the build-time readers of content (node:fs) stay in src/build/search/.
import type { SynonymGroup } from './synonyms.ts';

/** An error message the troubleshooting page explains, and the id of its section. */
export interface ErrorSection {
  message: string;
  id: string;
}

export const CONFIG_ELEMENT_ID = 'kb-search-config';

export interface SearchPageConfig {
  errors: ErrorSection[];
  /** Errors the error sections quote in their text (a pasted line with no known message may carry one). */
  quotes: ErrorSection[];
  errorsPage: string;
  /** The landing page of the reader's language (search ranks it after the pages it points to). */
  home: string;
  /** The titles of the callouts at each page's top, by section URL (`…/#_top`), in the reader's language:
   *  search ranks them as the top's titles. */
  callouts: Record<string, string[]>;
  bestMatchLabel: string;
  synonyms: SynonymGroup[];
}
