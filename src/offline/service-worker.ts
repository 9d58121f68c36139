// Builds the site's one service worker (dist/sw.js) with workbox-build: a precache of every page, the
// /go/ permanent links, the search index, the scripts, styles, fonts and icons of the built site, so
// the whole knowledge base works offline after one visit. Each file is listed with a content hash:
// a new build changes the manifest, the browser installs the new worker, and it takes over at once.
import { generateSW } from 'workbox-build';
import { unusedScripts } from './unused-scripts.ts';

/** What the worker precaches, relative to dist/. Compressed twins and host config are not pages. */
export const PRECACHE_GLOBS = ['**/*.{html,js,css,svg,woff2,woff,json,wasm,webmanifest}', 'pagefind/**/*'];
export const PRECACHE_IGNORES = ['**/*.br', '**/*.gz', '_headers', 'nginx-headers.conf', 'sw.js', 'sitemap-*.xml'];

export async function buildServiceWorker(dist: string): Promise<{ count: number; size: number; warnings: string[] }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: [...PRECACHE_IGNORES, ...unusedScripts(dist)],
    swDest: `${dist}/sw.js`,
    // One file: no importScripts of a workbox runtime from anywhere (the CSP allows 'self' only anyway).
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // /en/raft-ha/ is served by en/raft-ha/index.html; a step link's ?etcd-quorum=… is the same page.
    directoryIndex: 'index.html',
    ignoreURLParametersMatching: [/.*/],
    // The search index's largest file is about 1 MB.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // An unknown path offline gets the bilingual 404 page, as it does online.
    navigateFallback: '404.html',
    navigateFallbackDenylist: [/\/pagefind\//, /\/_astro\//],
  });
  return { count, size, warnings };
}
