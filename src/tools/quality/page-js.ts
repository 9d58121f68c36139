// JavaScript a built page ships, read from dist/ (deterministic: no browser, no network): module
// scripts and inline scripts with every chunk they import, and the Astro islands of the page
// (<astro-island component-url renderer-url>), each with every chunk it imports, and on demand the
// chunk of its own scenario (the registry imports each scenario lazily), never another scenario's.
// Imports are read from the bundler's chunk graph (dist/.kb/chunks.json, src/build/chunk-graph.ts),
// not from minified code; an inline script is known by its code's hash there, or as Astro's own
// island runtime. Sizes are gzip (level 6, what a web server typically sends).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/client/idle.prebuilt.js';
import load from 'astro/client/load.prebuilt.js';
import media from 'astro/client/media.prebuilt.js';
import only from 'astro/client/only.prebuilt.js';
import visible from 'astro/client/visible.prebuilt.js';
import { CHUNK_GRAPH_FILE, codeHash, type ChunkInfo } from '../../build/chunk-graph.ts';

/** The component that hosts the scenario islands (data-scenario-host): its page script is scenario code. */
export const SCENARIO_HOST = 'src/site/components/Scenario.astro';

/** The inline scripts Astro writes before a page's first island (astro/dist/runtime/server/scripts.js). */
const ASTRO_ISLAND_SCRIPTS = new Set([islandRuntime, idle, load, media, only, visible].map((s) => s.trim()));

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
  return path.split('?')[0]!;
}

const graphs = new Map<string, Record<string, ChunkInfo>>();
function chunkGraph(dist: string): Record<string, ChunkInfo> {
  let graph = graphs.get(dist);
  if (!graph) {
    const file = join(dist, CHUNK_GRAPH_FILE);
    if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (src/build/chunk-graph.ts writes it)`);
    graph = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ChunkInfo>;
    graphs.set(dist, graph);
  }
  return graph;
}

const SCENARIO_MODULE = /^src\/model\/scenarios\/([^/]+)\//;

/** The scenarios whose own modules a chunk holds (a shared chunk of component types holds none). */
const scenariosIn = (info: ChunkInfo | undefined): Set<string> => new Set((info?.modules ?? []).flatMap((m) => SCENARIO_MODULE.exec(m)?.[1] ?? []));

/**
 * A chunk and everything it imports statically; with `lazy`, also what it imports on demand: every
 * such chunk, or with `scenarios` only the chunks of those scenarios (what an island loads when it
 * hydrates: its scenario from the registry, not the renderer's optional signals module, say).
 */
function closure(file: string, dist: string, seen: Set<string>, lazy = false, scenarios?: ReadonlySet<string>): Set<string> {
  if (seen.has(file) || !existsSync(join(dist, file))) return seen;
  seen.add(file);
  const info = chunkGraph(dist)[file];
  for (const f of info?.imports ?? []) closure(f, dist, seen, lazy, scenarios);
  if (lazy) {
    for (const f of info?.dynamicImports ?? []) {
      if (scenarios && ![...scenariosIn(chunkGraph(dist)[f])].some((id) => scenarios.has(id))) continue;
      closure(f, dist, seen, lazy, scenarios);
    }
  }
  return seen;
}

/** `files` with every chunk they import, statically or on demand (a click on Search, any island). */
export function withOnDemand(files: Iterable<string>, dist = DIST): Set<string> {
  const seen = new Set<string>();
  for (const f of files) closure(f, dist, seen, true);
  return seen;
}

export function pageHtmlFile(urlPath: string, dist = DIST): string {
  return join(dist, urlPath.replace(/^\//, ''), urlPath.endsWith('/') ? 'index.html' : '');
}

/** Each island of the page: its scripts, and the scenario whose host holds it. */
function islandsOf(html: string): Array<{ scenario?: string; scripts: string[] }> {
  const hosts = [...html.matchAll(/\sdata-scenario-host="([^"]*)"/g)].map((m) => ({ at: m.index, id: m[1]! }));
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => {
    const scripts = [...m[0].matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map((u) => u[1]!);
    const host = hosts.filter((h) => h.at < m.index).pop();
    return { scenario: host?.id, scripts };
  });
}

/** The chunk Astro inlined as this script, if any. */
function inlinedChunk(body: string, dist: string): ChunkInfo | undefined {
  const hash = codeHash(body);
  return Object.values(chunkGraph(dist)).find((c) => c.sha256 === hash);
}

/**
 * A page's JavaScript; with `scenario`, only what belongs to that scenario's islands: their chunks,
 * Astro's island runtime and the scenario host's page script, not the page's other scripts.
 */
export function pageJs(urlPath: string, dist = DIST, scenario?: string): PageJs {
  const html = readFileSync(pageHtmlFile(urlPath, dist), 'utf8');
  const files = new Set<string>();
  const inline = new Set<string>();
  const forIsland = (info: ChunkInfo | undefined) => scenario === undefined || info?.facade === SCENARIO_HOST;
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag!)?.[1];
    if (src) {
      if (forIsland(chunkGraph(dist)[fileOf(src)])) closure(fileOf(src), dist, files);
    } else if (!/type="(application\/(ld\+)?json|text\/partytown)"/.test(tag!) && body!.trim()) {
      if (ASTRO_ISLAND_SCRIPTS.has(body!.trim()) || forIsland(inlinedChunk(body!, dist))) inline.add(body!);
    }
  }
  if (scenario === undefined) {
    for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) closure(fileOf(href!), dist, files);
  }
  // An island loads its component and renderer, and on hydration its own scenario's chunk.
  for (const island of islandsOf(html)) {
    if (scenario !== undefined && island.scenario !== scenario) continue;
    const own = new Set(island.scenario ? [island.scenario] : []);
    // A set of its own: a chunk the page already loads must still have its lazy imports followed.
    const loaded = new Set<string>();
    for (const src of island.scripts) closure(fileOf(src), dist, loaded, true, own);
    for (const f of loaded) files.add(f);
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
