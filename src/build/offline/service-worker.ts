// Builds the site's one service worker (dist/sw.js) with workbox-build: a precache of every page, the
// /go/ permanent links, the search index, the scripts, styles, fonts and icons of the built site, so
// the whole knowledge base works offline after one visit. Each file is listed with a content hash:
// a new build changes the manifest, the browser installs the new worker, and it takes over at once.
// Pages come from the network while there is one; the precache answers only when the fetch fails.
import { generateSW } from 'workbox-build';
import { precachedPage } from './precached-page.ts';

/**
 * What the worker precaches, relative to dist/. Compressed twins and host config are not pages; no
 * .woff: every browser with service workers reads the woff2 each @font-face lists first.
 */
export const PRECACHE_GLOBS = ['**/*.{html,js,css,svg,woff2,json,wasm,webmanifest}', 'pagefind/**/*'];
export const PRECACHE_IGNORES = ['**/*.br', '**/*.gz', '.kb/**', '_headers', 'nginx-headers.conf', 'sw.js', 'sitemap-*.xml'];

export async function buildServiceWorker(dist: string): Promise<{ count: number; size: number; warnings: string[] }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    swDest: `${dist}/sw.js`,
    // One file: no importScripts of a workbox runtime from anywhere (the CSP allows 'self' only anyway).
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // No directory index: the precache route answers cache-first, so it must leave /en/raft-ha/ to
    // the navigation route below.
    directoryIndex: null,
    ignoreURLParametersMatching: [/.*/],
    // The search index's largest file is about 1 MB.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // Page navigations: the server's answer (its 404 included); if the fetch fails, the precached
    // page, else the bilingual 404 page. Only a cache-less NetworkOnly: the precache is the offline copy.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { plugins: [precachedPage], precacheFallback: { fallbackURL: '404.html' } },
      },
    ],
    // The page request starts while the worker boots, so going to the network first costs no startup time.
    navigationPreload: true,
  });
  return { count, size, warnings };
}
