// Astro integration: weights error headings in the built HTML. Listed before Starlight in
// astro.config.mjs, so it runs before Starlight's Pagefind step indexes dist/.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { weightDist } from './weight.ts';

export function searchWeights(): AstroIntegration {
  return {
    name: 'kb-search-weights',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        logger.info(`weighted error headings on ${weightDist(fileURLToPath(dir))} page(s)`);
      },
    },
  };
}
