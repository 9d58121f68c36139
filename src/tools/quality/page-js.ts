// JavaScript a built page ships, read from dist/ (deterministic: no browser, no network): module
// scripts and inline scripts with every chunk they import, and the islands a page script hydrates
// (src/player/mount/mount.ts) with every chunk they import, on demand too: they load them on hydration. A
// keyed loader (`{ player: () => import(…) }`, `{ 'etcd-quorum': () => import(…) }`, `{ groups: … }`:
// the islands, the scenario registry, the player's optional parts) loads only what the page asks for:
// its scenarios (`data-scenario-host`) and the islands and parts they need (`data-island-parts`). Sizes are gzip (level 6, what a web server typically sends).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = 'dist';

export interface PageJs {
  /** Files under dist/ (e.g. `_astro/Player.abc.js`). */
  files: Set<string>;
  /** Inline <script> bodies (counted too: a page could hide code in one). */
  inline: Set<string>;
}

export const gzipBytes = (text: string | Buffer): number => gzipSync(text, { level: 6 }).length;

function fileOf(url: string, base = '/'): string {
  const path = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
  return path.split('?')[0];
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
/** `key: () => import('./x.js')`, minified, possibly through Vite's preload helper: `"key":()=>r(()=>import(`./x.js`)…`. */
const KEYED_IMPORT = /["'`]?([A-Za-z][\w-]*)["'`]?:\s*\(\)\s*=>\s*(?:[\w$]+\(\s*(?:async\s*)?\(\)\s*=>\s*)?import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

/**
 * A chunk and everything it imports statically (and dynamically, if asked). `keys`: the keyed loaders
 * to follow (undefined: all of them).
 */
function closure(file: string, dynamic: boolean, dist: string, seen = new Set<string>(), keys?: ReadonlySet<string>): Set<string> {
  if (seen.has(file) || !existsSync(join(dist, file))) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  const dir = posix.dirname(file);
  const skipped = new Set(keys && dynamic ? [...code.matchAll(KEYED_IMPORT)].filter(([, key]) => !keys.has(key)).map(([, , spec]) => spec) : []);
  for (const re of dynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT]) {
    for (const [, spec] of code.matchAll(re)) if (re === STATIC_IMPORT || !skipped.has(spec)) closure(posix.normalize(posix.join(dir, spec)), dynamic, dist, seen, keys);
  }
  return seen;
}

/**
 * What the page's islands load on demand: its scenarios and the optional parts they need. With
 * `scenario`, only that scenario's island: on a page with two scenarios each island hydrates when it
 * comes into view and loads its own scenario and parts, not the other one's.
 */
export function islandKeys(html: string, scenario?: string): Set<string> {
  const keys = new Set<string>();
  for (const [host] of html.matchAll(/<[^>]*\sdata-scenario-host="[^"]*"[^>]*>/g)) {
    if (scenario !== undefined && !host.includes(` data-scenario-host="${scenario}"`)) continue;
    for (const [, value] of host.matchAll(/\sdata-(?:scenario-host|island-parts)="([^"]*)"/g)) for (const k of value.split(/\s+/)) if (k) keys.add(k);
  }
  return keys;
}

/** `files` with every chunk they import, statically or on demand (a click on Search, any island). */
export function withOnDemand(files: Iterable<string>, dist = DIST): Set<string> {
  const seen = new Set<string>();
  for (const f of files) closure(f, true, dist, seen);
  return seen;
}

export function pageHtmlFile(urlPath: string, dist = DIST): string {
  return join(dist, urlPath.replace(/^\//, ''), urlPath.endsWith('/') ? 'index.html' : '');
}

/** A page's JavaScript; with `scenario`, as far as that scenario's island loads it (see islandKeys). */
export function pageJs(urlPath: string, dist = DIST, scenario?: string): PageJs {
  const html = readFileSync(pageHtmlFile(urlPath, dist), 'utf8');
  const files = new Set<string>();
  const inline = new Set<string>();
  const keys = islandKeys(html, scenario);
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) closure(fileOf(src), false, dist, files);
    else if (!/type="(application\/(ld\+)?json|text\/partytown)"/.test(tag) && body.trim()) inline.add(body);
  }
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) closure(fileOf(href), false, dist, files);
  // Islands (src/player/mount/mount.ts): a page script's keyed loader hydrates the islands the page names, and
  // each loads its own chunks and what they import on demand, for this page's keys only.
  for (const f of [...files]) {
    const code = readFileSync(join(dist, f), 'utf8');
    for (const [, key, spec] of code.matchAll(KEYED_IMPORT)) {
      if (!keys.has(key)) continue;
      // A set of its own: a chunk the page already loads must still have its dynamic imports followed.
      const loaded = new Set<string>();
      closure(posix.normalize(posix.join(posix.dirname(f), spec)), true, dist, loaded, keys);
      for (const l of loaded) files.add(l);
    }
  }
  return { files, inline };
}

export function jsBytes(js: PageJs, dist = DIST): number {
  let total = 0;
  for (const f of js.files) total += gzipBytes(readFileSync(join(dist, f)));
  for (const s of js.inline) total += gzipBytes(s);
  return total;
}

/** What page `a` ships on top of page `b`. */
export function extraJs(a: PageJs, b: PageJs): PageJs {
  return {
    files: new Set([...a.files].filter((f) => !b.files.has(f))),
    inline: new Set([...a.inline].filter((s) => !b.inline.has(s))),
  };
}

export function htmlPages(dist = DIST): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : p.endsWith('index.html') ? [p] : [];
    });
  return walk(dist)
    .map((f) => `/${f.slice(dist.length + 1).replace(/index\.html$/, '')}`)
    .filter((p) => !p.startsWith('/_astro') && !p.startsWith('/pagefind'));
}

export function hasScenario(urlPath: string, dist = DIST): boolean {
  return readFileSync(pageHtmlFile(urlPath, dist), 'utf8').includes('data-scenario-host=');
}

export interface IslandCost {
  withScenario: number;
  without: number;
  island: number;
  islandFiles: { file: string; gzip: number }[];
  /** Pages without a scenario that load any of the island's JavaScript. */
  leaks: string[];
}

/** A page of the same language without a scenario that shares the most JavaScript with `scenarioPage`. */
export function baselineFor(scenarioPage: string, dist = DIST): string {
  const lang = scenarioPage.split('/')[1];
  const withJs = pageJs(scenarioPage, dist);
  const candidates = htmlPages(dist).filter(
    (p) => p.startsWith(`/${lang}/`) && p !== `/${lang}/` && !p.includes('/go/') && !hasScenario(p, dist),
  );
  let best = candidates[0];
  let bestBytes = Infinity;
  for (const p of candidates) {
    const bytes = jsBytes(extraJs(withJs, pageJs(p, dist)), dist);
    if (bytes < bestBytes) [best, bestBytes] = [p, bytes];
  }
  if (!best) throw new Error(`no page without a scenario in /${lang}/`);
  return best;
}

/**
 * JS of a scenario page vs a page of the same language without one, and where the island leaks.
 * `scenario`: count only that scenario's island (a page may embed more than one).
 */
export function islandCost(scenarioPage: string, baselinePage: string, dist = DIST, scenario?: string): IslandCost {
  const withJs = pageJs(scenarioPage, dist, scenario);
  const baseJs = pageJs(baselinePage, dist);
  const extra = extraJs(withJs, baseJs);
  const leaks = htmlPages(dist)
    .filter((p) => !hasScenario(p, dist))
    .filter((p) => {
      const js = pageJs(p, dist);
      // Chunks: the island code is in files, so a page that loads any of them leaks it.
      return [...extra.files].some((f) => js.files.has(f));
    });
  return {
    withScenario: jsBytes(withJs, dist),
    without: jsBytes(baseJs, dist),
    island: jsBytes(extra, dist),
    islandFiles: [...extra.files].map((file) => ({ file, gzip: gzipBytes(readFileSync(join(dist, file))) })).sort((a, b) => b.gzip - a.gzip),
    leaks,
  };
}
