// Which browser chunk imports which, and which source modules each holds, written by the bundler to
// dist/.kb/chunks.json. The size checks (src/tools/quality/page-js.ts) follow a page's scripts and
// islands through it rather than through minified code. Astro deletes Vite's own manifest after the
// build; a dot folder is neither served (src/tools/serve/) nor precached.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_GRAPH_FILE = '.kb/chunks.json';

export interface ChunkInfo {
  imports: string[];
  dynamicImports: string[];
  /** Source modules in the chunk, relative to the project root (node_modules included). */
  modules: string[];
  /** The module the chunk is the entry of (a component's `<script>`: `src/site/components/X.astro`). */
  facade?: string;
  /**
   * sha256 of the chunk's trimmed code: Astro inlines a small script chunk into the page and drops
   * its file (astro/dist/core/build/plugins/plugin-scripts.js), so an inline <script> is found by it.
   */
  sha256?: string;
}

export const codeHash = (code: string): string => createHash('sha256').update(code.trim()).digest('hex');

export function chunkGraph(): Plugin {
  let root = process.cwd();
  const rel = (id: string) => relative(root, id.replace(/\?.*$/, '').replace(/^\0/, '')).split('\\').join('/');
  return {
    name: 'kb-chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // Before Astro's script plugin inlines (and deletes) the small script chunks.
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment?.name !== 'client') return;
        const graph: Record<string, ChunkInfo> = {};
        for (const out of Object.values(bundle)) {
          if (out.type !== 'chunk') continue;
          graph[out.fileName] = {
            imports: out.imports,
            dynamicImports: out.dynamicImports,
            modules: Object.keys(out.modules).map(rel),
            ...(out.facadeModuleId ? { facade: rel(out.facadeModuleId) } : {}),
            sha256: codeHash(out.code),
          };
        }
        this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: JSON.stringify(graph, null, 1) });
      },
    },
  };
}
