// Astro integration: writes dist/sw.js (service-worker.ts) once the pages and the search index exist.
// Listed after the CSP step (the worker precaches the final HTML) and before compression.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildServiceWorker } from './service-worker.ts';

export function offline(): AstroIntegration {
  return {
    name: 'kb-offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { count, size, warnings } = await buildServiceWorker(fileURLToPath(dir).replace(/\/$/, ''));
        for (const w of warnings) logger.warn(w);
        logger.info(`service worker precaches ${count} files, ${(size / 1048576).toFixed(1)} MB`);
      },
    },
  };
}
