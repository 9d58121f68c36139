// Pagefind's UI shows a page's three best sections in page order, so a summary table near the top
// beats the section that explains the error. Order them by what the reader asked for instead and keep
// the best three (the UI then shows them in this order):
// 1. a section whose title names every word of the query («Кворум» for «кворума»);
// 2. then the section that holds more of the query's words, as a phrase rather than scattered.
// The page's top (`#_top`) carries the page title (h1), which names the page, not its introduction, so
// its title counts for it only when it holds a query of two or more words («etcd недоступен»: the runbook
// titled so is the answer, «кворума» is one subject of the Raft page among others).
// A callout at the top, before the first heading ("Do not wait for kubectl"), is the lead the reader sees
// first: its title counts as the top's (src/build/search/callouts.ts).
// The landing page only points to the pages that answer: it comes after them.

export interface SubResult {
  url: string;
  title?: string;
  locations: number[];
  weighted_locations?: { weight: number; balanced_score: number }[];
}

const STOPWORDS = new Set(
  (
    'a an the of to in on at for and or is are was were be been has have had not no with by from what how why when ' +
    'it its this that vs do does can into out about after before than then there their you your ' +
    'и в во на с со по из к ко от до о об не ни что как а но для при за или ли же это то так у над под'
  ).split(' '),
);

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

/** The words of a query that carry its meaning. */
export function contentWords(text: string): string[] {
  return [...new Set(fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOPWORDS.has(w)))];
}

/** Same word up to its ending: «кворума» ~ «кворум», «выборов» ~ «выборы», "snapshots" ~ "snapshot". */
export function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  const longer = Math.max(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  if (common === shorter) return a === b || (shorter >= 3 && longer - shorter <= 2) || (shorter >= 5 && longer - shorter <= 3);
  // Long Russian stems: «восстановить» ~ «восстановление»; short words: "take" ~ "taking".
  return common >= 6 || (common >= 4 && common >= shorter - 2) || (common >= 3 && shorter <= 5 && common >= shorter - 1);
}

/** How many of the query's words the title (or the section's id) names, and how many words the title has. */
export function titleCoverage(title: string, words: readonly string[], id = ''): { covered: number; length: number } {
  const inTitle = contentWords(title);
  const named = [...inTitle, ...contentWords(id.replace(/-/g, ' '))];
  return { covered: words.filter((w) => named.some((t) => sameStem(w, t))).length, length: Math.max(1, inTitle.length) };
}

/** Which query word (index) each matched location of a section is, read from the page's words. */
function matchedWords(sub: SubResult, pageWords: readonly string[], words: readonly string[]): { at: number; word: number }[] {
  return sub.locations.flatMap((at) => {
    // A hyphenated word is several index words at one location: kube-apiserver is kube and apiserver.
    const parts = contentWords(pageWords[at] ?? '');
    const word = words.findIndex((w) => parts.some((part) => sameStem(w, part)));
    return word >= 0 ? [{ at, word }] : [];
  });
}

/** How many of the query's words the section contains, and the longest run of them in query order. */
export function textMatch(sub: SubResult, pageWords: readonly string[], words: readonly string[]): { covered: number; phrase: number; hits: number } {
  const hits = matchedWords(sub, pageWords, words).sort((a, b) => a.at - b.at);
  let phrase = hits.length ? 1 : 0;
  for (let i = 0, run = 1; i + 1 < hits.length; i++) {
    run = hits[i + 1].at === hits[i].at + 1 && hits[i + 1].word === hits[i].word + 1 ? run + 1 : 1;
    phrase = Math.max(phrase, run);
  }
  return { covered: new Set(hits.map((h) => h.word)).size, phrase, hits: hits.length };
}

const isPageTop = (url: string) => url.endsWith('#_top');

/** The titles of a section besides its heading, by section URL: the callouts at a page's top. */
export type SectionTitles = (sectionUrl: string) => readonly string[];

const noTitles: SectionTitles = () => [];

/** The best of a section's titles for the query: the one naming more of its words, then the more precise. */
function bestTitle(sub: SubResult, words: readonly string[], titles: SectionTitles, pageTitle = true): { covered: number; length: number } {
  const top = isPageTop(sub.url);
  const heading = sub.title && (!top || (pageTitle && words.length >= 2)) ? [titleCoverage(sub.title, words, top ? '' : sub.url.split('#')[1])] : [];
  // The page title counts for the top only when it names every word of the query.
  const named = heading.filter((t) => !top || t.covered === words.length);
  const all = [...named, ...titles(sub.url).map((t) => titleCoverage(t, words))];
  return all.reduce((best, t) => (t.covered > best.covered || (t.covered === best.covered && t.covered / t.length > best.covered / best.length) ? t : best), {
    covered: 0,
    length: 1,
  });
}

/**
 * Title (or id) naming every query word first; then sections whose text and title hold more of the
 * query's words, then holding them as a phrase; the number of hits only breaks ties (a long section
 * mentioning a word often is not a better answer).
 */
export function sectionScore(sub: SubResult, pageWords: readonly string[], words: readonly string[], titles: SectionTitles = noTitles, pageTitle = true): number {
  const title = bestTitle(sub, words, titles, pageTitle);
  const { covered, phrase, hits } = textMatch(sub, pageWords, words);
  const all = words.length > 0 && title.covered === words.length;
  // A title that is the query («Кворум») before one that merely contains it («Сценарий: потеря кворума»).
  const precision = title.covered / title.length;
  return (
    (all ? 10_000 : 0) +
    (covered + title.covered) * 1000 +
    (phrase > 1 ? (phrase - 1) * 1200 : 0) +
    300 * Math.min(1, precision) +
    Math.log2(1 + hits)
  );
}

/** A page's sections in the order the reader wants them; `content` is the page's text (Pagefind's locations index its words). */
export function rankSubResults<T extends SubResult>(pageUrl: string, subs: T[], content = '', query = '', limit = 3, titles: SectionTitles = noTitles): T[] {
  const words = contentWords(query);
  const pageWords = content.split(/\s+/);
  const root = subs.filter((s) => s.url === pageUrl);
  // Within the page, a section whose own title names the query is more specific than the page's title.
  const specific = words.length > 0 && subs.some((s) => s.url !== pageUrl && !isPageTop(s.url) && bestTitle(s, words, titles).covered === words.length);
  const sections = subs
    .filter((s) => s.url !== pageUrl)
    .map((s, i) => ({ s, i, score: sectionScore(s, pageWords, words, titles, !specific) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.s);
  return [...root, ...sections.slice(0, limit)];
}

/** A page as Pagefind's search returns it: its score order, and its data on demand. */
export interface PageHit<D> {
  data: () => Promise<D>;
}

/**
 * How many of Pagefind's best pages are reordered: all of them. Each costs one fragment fetch (a language
 * has 15 pages, about 230 KB of fragments, which the service worker precaches). With the best 8 only,
 * the runbook Pagefind ranked 9th for «сертификат истёк» never got the chance its section deserves.
 */
export const RERANKED_PAGES = Infinity;

export interface PageRanking {
  /** Callout titles of each section (see SectionTitles). */
  titles?: SectionTitles;
  /** The landing page's URL: its sections point to the pages that answer, so it comes after them. */
  home?: string;
}

/**
 * Reorders Pagefind's best pages by their best section (as above): a page with a section that names
 * the query comes before a page that mentions the query's words more often. Ties keep Pagefind's order.
 */
export async function rankPages<D extends { url: string; content?: string; sub_results: SubResult[] }, H extends PageHit<D>>(
  hits: H[],
  query: string,
  limit = RERANKED_PAGES,
  { titles = noTitles, home }: PageRanking = {},
): Promise<H[]> {
  const words = contentWords(query);
  if (words.length === 0) return hits;
  const top = hits.slice(0, limit);
  const scored = await Promise.all(
    top.map(async (hit, i) => {
      const data = await hit.data();
      const pageWords = (data.content ?? '').split(/\s+/);
      const best = Math.max(0, ...data.sub_results.filter((s) => s.url !== data.url).map((s) => sectionScore(s, pageWords, words, titles)));
      return { hit, i, best, last: data.url === home };
    }),
  );
  scored.sort((a, b) => Number(a.last) - Number(b.last) || b.best - a.best || a.i - b.i);
  return [...scored.map((s) => s.hit), ...hits.slice(limit)];
}
