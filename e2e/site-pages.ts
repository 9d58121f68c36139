// The pages of the built site, read from dist/ (the e2e suite runs after `npm run build`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** URL paths of every HTML page except the /go/ forwarders (they leave at once). */
export function sitePaths(dist = 'dist'): string[] {
  if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` first');
  return walk(dist)
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/${relative(dist, f).split('\\').join('/')}`.replace(/index\.html$/, ''))
    .filter((p) => !p.includes('/go/') && !p.startsWith('/_astro') && !p.startsWith('/pagefind'))
    .map((p) => (p === '/404.html' ? '/404.html' : p))
    .sort();
}

/** Documentation slugs present in both languages. */
export function docSlugs(dist = 'dist'): string[] {
  const en = sitePaths(dist).filter((p) => p.startsWith('/en/')).map((p) => p.slice(4));
  const ru = new Set(sitePaths(dist).filter((p) => p.startsWith('/ru/')).map((p) => p.slice(4)));
  return en.filter((s) => ru.has(s));
}
