// Astro integration: precompresses the built site (compress.ts). Listed last in astro.config.mjs, so it
// compresses the final files, after the CSP hashes and the search index are written.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { compressDist } from './compress.ts';

export function precompress(): AstroIntegration {
  return {
    name: 'kb-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const t = performance.now();
        const r = await compressDist(fileURLToPath(dir));
        const mb = (n: number) => (n / 1048576).toFixed(1);
        logger.info(`${r.files} text files: ${mb(r.raw)} MB → ${mb(r.br)} MB brotli (${((performance.now() - t) / 1000).toFixed(1)} s)`);
      },
    },
  };
}
