// The titles of the callouts (Starlight's <Aside title="…">) at the top of each page, before its first
// heading, read from the sources at build time. The top's heading is the page title, which names the page
// rather than its introduction; a callout there is the lead the reader sees first, so search ranks its title
// as the top's title (src/site/search/rank.ts): "kubectl hangs" finds first-five-minutes' "Do not wait for
// kubectl". Callouts further down stay text: their sections have headings of their own, and a callout that
// names a side issue ("etcd 3.5 and older: port 2380 also answers clients") must not outrank them.
import { readFileSync, readdirSync } from 'node:fs';
import { proseLines } from '../checks/pages.ts';

/** The titles of the callouts before the first heading, by section `<slug>#_top`. */
export function calloutsFrom(slug: string, source: string): Record<string, string[]> {
  const titles: string[] = [];
  for (const line of proseLines(source)) {
    if (/^#{2,6}\s/.test(line)) break;
    for (const [, , title] of line.matchAll(/<Aside\b[^>]*\btitle=(["'])(.*?)\1/g)) titles.push(title);
  }
  return titles.length ? { [`${slug}#_top`]: titles } : {};
}

const cached = new Map<string, Record<string, string[]>>();

/** Every page of a language, keyed by the section URLs search sees (`<base><lang>/<slug>/#<id>`). */
export function calloutTitles(lang: 'en' | 'ru', base: string, dir = `content/docs/${lang}`): Record<string, string[]> {
  const key = `${dir}|${base}`;
  if (!cached.has(key)) {
    const root = `${base.replace(/\/?$/, '/')}${lang}/`;
    const all: Record<string, string[]> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
      const slug = file.replace(/\.mdx$/, '');
      for (const [section, titles] of Object.entries(calloutsFrom(slug, readFileSync(`${dir}/${file}`, 'utf8')))) {
        const [page, id] = section.split('#');
        all[`${root}${page === 'index' ? '' : `${page}/`}#${id}`] = titles;
      }
    }
    cached.set(key, all);
  }
  return cached.get(key)!;
}
