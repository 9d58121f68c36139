// The JSON a page carries for its search dialog: written at build time (page-config.ts, from
// src/overrides/Search.astro), read in the browser (pagefind-ui.ts). This module ships to the browser,
// so it imports types only; the build-time readers of content (node:fs) stay in page-config.ts.
import type { ErrorSection } from './messages.ts';
import type { SynonymGroup } from './synonyms.ts';

export const CONFIG_ELEMENT_ID = 'kb-search-config';

export interface SearchPageConfig {
  errors: ErrorSection[];
  errorsPage: string;
  bestMatchLabel: string;
  synonyms: SynonymGroup[];
}
