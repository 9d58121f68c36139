// After the pages are built: each page's Markdown copy beside its index.html, and the llms.txt files.
// Runs before the CSP, offline and compression steps, which then see these files like any other.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Lang } from '../../site/i18n/langs.ts';
import { llmsFull, llmsIndex, markdownUrl, pageMarkdown, rootIndex } from './files.ts';
import { sourcePages } from './pages.ts';
import { type ScenarioSummary, scenarioIds, scenarioSummary } from './renderers.ts';
import { LLMS_FULL, LLMS_INDEX, agentFilePaths } from './urls.ts';

/** The sitemap's extra entries (absolute URLs), from the pages on disk when the config is read. */
export const agentFileUrls = (site: string, base: string): string[] => agentFilePaths(sourcePages()).map((p) => new URL(p, new URL(base, site)).href);

export function llmsText(): AstroIntegration {
  let root = '';
  return {
    name: 'kb-llms-txt',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = new URL(config.base, config.site ?? 'http://localhost/').href;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const write = (path: string, text: string) => {
          mkdirSync(dirname(join(out, path)), { recursive: true });
          writeFileSync(join(out, path), text);
        };
        const pages = sourcePages();
        const langs = [...new Set(pages.map((p) => p.lang))] as Lang[];
        const scenarios = new Map<string, ScenarioSummary>();
        for (const lang of langs) {
          for (const id of scenarioIds(pages.filter((p) => p.lang === lang).map((p) => p.body))) scenarios.set(`${lang}:${id}`, await scenarioSummary(id, lang));
        }
        for (const lang of langs) {
          const own = pages.filter((p) => p.lang === lang);
          const local = new Map([...scenarios].filter(([k]) => k.startsWith(`${lang}:`)).map(([k, v]) => [k.slice(lang.length + 1), v]));
          const markdowns = own.map((p) => {
            const md = pageMarkdown(p, root, local, (name) => logger.warn(`${lang}/${p.slug}: <${name}> has no Markdown form; its tags are left out`));
            write(markdownUrl(root, p).slice(root.length), md);
            return md;
          });
          write(`${lang}/${LLMS_INDEX}`, llmsIndex(lang, own, root, langs.filter((l) => l !== lang)));
          write(`${lang}/${LLMS_FULL}`, llmsFull(markdowns));
        }
        write(LLMS_INDEX, rootIndex(langs, root));
        logger.info(`${pages.length} Markdown copies, ${LLMS_INDEX} and ${LLMS_FULL} for ${langs.join(', ')}`);
      },
    },
  };
}
