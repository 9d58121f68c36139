// The pages of the built site, read from dist/ (the e2e suite runs after `npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileForPath, htmlFiles } from '../src/build/dist-files.ts';

/** URL paths of every HTML page except the /go/ forwarders (they leave at once). */
export function sitePaths(dist = 'dist'): string[] {
  if (!existsSync(dist)) throw new Error('dist/ is missing: run `npm run build` first');
  return htmlFiles(dist)
    .map((f) => `/${relative(dist, f).split('\\').join('/')}`.replace(/index\.html$/, ''))
    .filter((p) => !p.includes('/go/'))
    .sort();
}

/** Documentation slugs present in both languages. */
export function docSlugs(dist = 'dist'): string[] {
  const paths = sitePaths(dist);
  const en = paths.filter((p) => p.startsWith('/en/')).map((p) => p.slice(4));
  const ru = new Set(paths.filter((p) => p.startsWith('/ru/')).map((p) => p.slice(4)));
  return en.filter((s) => ru.has(s));
}

/** Whether the built page holds a set of Starlight tabs. */
export const hasTabs = (path: string, dist = 'dist'): boolean => readFileSync(fileForPath(dist, path)!, 'utf8').includes('<starlight-tabs');
