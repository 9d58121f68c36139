// The built site on disk: its pages, and the file that serves a URL path. Shared by the link check,
// search weighting, the CSP step, the e2e page lists, the bench and the static server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every built HTML page below dir (Astro's assets and the search index are not pages). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === '_astro' || name === 'pagefind' ? [] : htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

/** The dist file that serves a URL path (below base), or undefined when none does. */
export function fileForPath(dist: string, path: string): string | undefined {
  const clean = decodeURIComponent(path).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/') ? [join(dist, clean, 'index.html')] : [join(dist, clean), join(dist, clean, 'index.html')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}
