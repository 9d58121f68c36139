// Scripts in dist/_astro/ that nothing loads. Astro always emits each renderer's client entry (for
// Preact: client.*.js and the signals module it imports), though the site hydrates its islands with its
// own loader (src/player/mount/mount.ts) and no page references them; precached, every reader would download
// them for nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const TEXT = /\.(html|js|mjs|css)$/;

/** `_astro/…js` paths (relative to `dist`, with `/`) that no page or style reaches, directly or through
 * the scripts it loads (a file name in the text counts as a reference). */
export function unusedScripts(dist: string): string[] {
  const all = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => TEXT.test(f))
    .map((f) => join(dist, f));
  const isScript = (f: string) => /\.m?js$/.test(f) && relative(dist, f).split(sep)[0] === '_astro';
  const scripts = new Map(all.filter(isScript).map((f) => [f.slice(f.lastIndexOf(sep) + 1), f]));
  const used = new Set<string>();
  const queue = all.filter((f) => !isScript(f));
  while (queue.length) {
    const text = readFileSync(queue.pop()!, 'utf8');
    for (const [name, f] of scripts) {
      if (used.has(f) || !text.includes(name)) continue;
      used.add(f);
      queue.push(f);
    }
  }
  return [...scripts.values()].filter((f) => !used.has(f)).map((f) => relative(dist, f).split(sep).join('/')).sort();
}
