// Pagefind's search API, with the best pages reordered by the site's own ranking (sections that name
// the query outrank pages that merely mention its words often). Pagefind's UI imports
// `<bundlePath>pagefind.js`; src/site/search/pagefind-ui.ts points it here and registers the ranking.
// Plain JavaScript in public/ because it must sit at a fixed path next to /pagefind/.
export * from '../pagefind/pagefind.js';
import { search as pagefindSearch } from '../pagefind/pagefind.js';

let rank;

/** `rank(response, term)` returns the response with its results reordered. */
export function setRanking(fn) {
  rank = fn;
}

export async function search(term, options) {
  const response = await pagefindSearch(term, options);
  return rank && response?.results ? rank(response, term) : response;
}
