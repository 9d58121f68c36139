// Astro integration: every build is a checked build. Before any page is rendered, the content checks
// (all.ts) must pass; once the site is written, every internal link and #anchor must resolve
// (src/tools/links/). A bare `astro build` runs both; a failure stops the build with the list of problems.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { checkDist } from '../../tools/links/check-dist.ts';
import { contentErrors } from './all.ts';

export function siteChecks(): AstroIntegration {
  let base = '/';
  return {
    name: 'kb-checks',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:start': ({ logger }) => {
        const errors = contentErrors();
        if (errors.length) throw new Error(`content check failed (${errors.length}):\n- ${errors.join('\n- ')}`);
        logger.info('content: frontmatter, headings, parity, anchors and terms OK');
      },
      'astro:build:done': ({ dir, logger }) => {
        const { pages, links, broken } = checkDist(fileURLToPath(dir), base);
        if (broken.length) {
          const list = broken.slice(0, 50).map((b) => `- ${b.page}: ${b.href} (${b.reason})`).join('\n');
          throw new Error(`links: ${broken.length} broken of ${links} internal links:\n${list}`);
        }
        logger.info(`links: ${links} internal links on ${pages} pages, all resolve`);
      },
    },
  };
}
