// Checks every internal <a href> of the built site: the target page exists and, when the link has a
// #fragment, an element with that id is on it. Runs on dist/, so it sees links from content,
// components, the sidebar and generated pages alike.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileForPath, htmlFiles } from '../../build/dist-files.ts';

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
}

export function hrefsIn(html: string): string[] {
  // Code blocks may show HTML as text; only real anchors count.
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
}

export function checkDist(dist: string, base = '/'): { pages: number; links: number; broken: BrokenLink[] } {
  const files = htmlFiles(dist);
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    let s = idCache.get(file);
    if (!s) idCache.set(file, (s = idsIn(readFileSync(file, 'utf8'))));
    return s;
  };
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const rel = relative(dist, file).split('\\').join('/');
    const pageUrl = new URL(`http://site${base}${rel.replace(/index\.html$/, '')}`);
    for (const href of hrefsIn(html)) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue; // other origins, mailto:, etc.
      links++;
      const url = new URL(href, pageUrl);
      if (!url.pathname.startsWith(base)) {
        broken.push({ page: rel, href, reason: `outside the site base ${base}` });
        continue;
      }
      const target = fileForPath(dist, url.pathname.slice(base.length));
      if (!target) {
        broken.push({ page: rel, href, reason: 'no such page' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !ids(target).has(fragment)) broken.push({ page: rel, href, reason: `no #${fragment} on that page` });
    }
  }
  return { pages: files.length, links, broken };
}
