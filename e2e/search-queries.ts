// The committed query list (content/search-queries.yaml) with each expectation resolved against the
// pages as they are: `{ error }` becomes the troubleshooting section whose heading quotes that message
// (read from the page's headings, not from src/build/search/messages.ts, which the search itself uses), and
// an expected section not written yet falls back to its `until`.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { sectionHeadings } from '../src/build/checks/headings.ts';

export const QUERIES_FILE = 'content/search-queries.yaml';

interface Entry {
  q: string;
  expect: string | { error: string };
  until?: string;
  known?: string;
}

export interface Query {
  q: string;
  /** `page#id` or `page` (the page's top). */
  expected: string;
  /** Set when the expected section is not on the site yet and `until` stands in. */
  pending?: string;
  /** Why the search still gets this one wrong (reported, not asserted). */
  known?: string;
}

/** Whether `page#id` (or `page`) exists in the English sources; ids are the same in both languages. */
export function sectionExists(section: string): boolean {
  const [page, id] = section.split('#');
  const file = `content/docs/en/${page}.mdx`;
  if (!existsSync(file)) return false;
  return !id || sectionHeadings(readFileSync(file, 'utf8')).some((h) => h.id === id);
}

const TROUBLESHOOTING = 'troubleshooting';

function resolve(entry: Entry): Query {
  const headings = sectionHeadings(readFileSync(`content/docs/en/${TROUBLESHOOTING}.mdx`, 'utf8'));
  let wanted: string | undefined;
  let described: string;
  if (typeof entry.expect === 'string') {
    described = entry.expect;
    if (sectionExists(entry.expect)) wanted = entry.expect;
  } else {
    const text = entry.expect.error.toLowerCase();
    described = `the section titled "${entry.expect.error}…"`;
    const section = headings.find((h) => h.id?.startsWith('err-') && h.text.toLowerCase().includes(text));
    if (section) wanted = `${TROUBLESHOOTING}#${section.id}`;
  }
  const known = entry.known ? { known: entry.known } : {};
  if (wanted) return { q: entry.q, expected: wanted, ...known };
  if (!entry.until) throw new Error(`${QUERIES_FILE}: "${entry.q}" expects ${described}, which does not exist, and has no "until"`);
  return { q: entry.q, expected: entry.until, pending: described, ...known };
}

export function searchQueries(lang: 'en' | 'ru', file = QUERIES_FILE): Query[] {
  const data = parse(readFileSync(file, 'utf8')) as Record<string, Entry[]>;
  return (data[lang] ?? []).map(resolve);
}
