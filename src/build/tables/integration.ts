// Astro integration: reshapes the Markdown tables of every built page (see label-cells.ts).
// Listed before Starlight in astro.config.mjs, so it runs before Pagefind indexes dist/.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../dist-files.ts';
import { reshapeTables } from './label-cells.ts';

export function tables(): AstroIntegration {
  return {
    name: 'kb-tables',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let pages = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          if (!html.includes('<table>')) continue;
          writeFileSync(file, reshapeTables(html));
          pages++;
        }
        logger.info(`labelled table cells on ${pages} page(s)`);
      },
    },
  };
}
