// Readers search with the words they use at work («нода», «снапшот», "api server"); the pages use the
// terms of the style guide («узел», «снимок», kube-apiserver). Pagefind has no synonyms and returns only
// pages that contain every query word, so a reader's word is replaced by the page term before the search
// runs. The list is content/search-synonyms.yaml; this module runs in the browser.

export interface SynonymGroup {
  /** The word or phrase the pages use. */
  term: string;
  /** What readers type instead. A `*` at the end of a word matches any ending («нод*»: нода, ноды, нодой;
   *  «рабоч* нод*»: рабочая нода, рабочие ноды). */
  variants: string[];
  /** Variants the pages do use, rarely and where replacing them loses nothing a reader wants. */
  seenOnPages?: string[];
}

const WORD = '[\\p{L}\\p{N}_]';
/** What may not touch a variant: «kube» is not a word of «kube-apiserver». */
const JOINED = '[\\p{L}\\p{N}_\\-./]';

/** ё and е are one letter to a Russian reader (and to the index). */
const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

function variantSource(variant: string): string {
  return fold(variant)
    .trim()
    .split(/\s+/)
    .map((w) => {
      const stem = w.endsWith('*');
      return `${(stem ? w.slice(0, -1) : w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${stem ? `${WORD}*` : ''}`;
    })
    .join('[\\s-]+');
}

/** One pattern for the whole list, longest variants first, so «апи сервер» wins over «апи». */
export function synonymPattern(groups: readonly SynonymGroup[]): { pattern: RegExp; terms: Map<string, string> } | undefined {
  const variants = groups.flatMap((g) => g.variants.map((v) => ({ v, term: g.term }))).sort((a, b) => b.v.length - a.v.length);
  if (variants.length === 0) return undefined;
  const terms = new Map<string, string>();
  const sources = variants.map(({ v, term }, i) => {
    terms.set(`v${i}`, term);
    return `(?<v${i}>${variantSource(v)})`;
  });
  return { pattern: new RegExp(`(?<!${JOINED})(?:${sources.join('|')})(?!${JOINED})`, 'gu'), terms };
}

/** The query with every reader's word replaced by the term the pages use. Twice, since a term may
 *  be part of another variant («етсд упал» → «etcd упал» → «отказ etcd»). */
export function expandQuery(query: string, groups: readonly SynonymGroup[]): string {
  const compiled = synonymPattern(groups);
  if (!compiled) return query;
  return replaceOnce(replaceOnce(query, compiled), compiled);
}

function replaceOnce(query: string, compiled: NonNullable<ReturnType<typeof synonymPattern>>): string {
  const folded = fold(query);
  // Slices of the original keep the reader's case; lowercasing rarely changes a length, but if it does, use the folded text.
  if (folded.length !== query.length) query = folded;
  let out = '';
  let last = 0;
  for (const m of folded.matchAll(compiled.pattern)) {
    const key = Object.entries(m.groups ?? {}).find(([, v]) => v !== undefined)?.[0];
    out += query.slice(last, m.index) + (key ? compiled.terms.get(key) : m[0]);
    last = m.index + m[0].length;
  }
  return (out + query.slice(last)).replace(/\s+/g, ' ').trim();
}
