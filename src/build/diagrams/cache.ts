// Rendered SVGs are cached (and committed) under diagram-cache/, keyed by a hash of everything that
// affects them, so a build with unchanged diagrams needs no browser at all.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_FILES, POSTPROCESS_VERSION, mermaidConfig, mermaidVersion } from './settings.ts';

export const CACHE_DIR = 'diagram-cache';

let fontDigest: string | undefined;
function fontsHash(): string {
  if (!fontDigest) {
    const h = createHash('sha256');
    for (const f of FONT_FILES) h.update(readFileSync(f.path));
    fontDigest = h.digest('hex');
  }
  return fontDigest;
}

export interface RenderJob {
  /** SVG id; every id inside the SVG is prefixed with it, so diagrams on one page never clash. */
  svgId: string;
  source: string;
}

export function cacheKey(job: RenderJob): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        job,
        mermaidVersion,
        mermaidConfig,
        fonts: fontsHash(),
        postprocess: POSTPROCESS_VERSION,
      }),
    )
    .digest('hex')
    .slice(0, 20);
}

export function cachePath(key: string, dir = CACHE_DIR): string {
  return join(dir, `${key}.svg`);
}

export function readCached(job: RenderJob, dir = CACHE_DIR): string | undefined {
  const file = cachePath(cacheKey(job), dir);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function writeCached(job: RenderJob, svg: string, dir = CACHE_DIR): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(cachePath(cacheKey(job), dir), svg);
}

/** Deletes cached SVGs no job needs any more, so the committed cache does not grow forever. */
export function pruneCache(jobs: RenderJob[], dir = CACHE_DIR): string[] {
  if (!existsSync(dir)) return [];
  const keep = new Set(jobs.map((j) => `${cacheKey(j)}.svg`));
  const removed = readdirSync(dir).filter((f) => f.endsWith('.svg') && !keep.has(f));
  for (const f of removed) rmSync(join(dir, f));
  return removed;
}
