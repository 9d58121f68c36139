// Starlight reads `<srcDir>/content/docs`; with srcDir './' that is the top-level content/ folder.
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { UI_KEYS as PLAYER_UI_KEYS } from './src/player/ui.ts';
import { PROCEDURE_UI_KEYS } from './src/player/procedure/ui.ts';

const checked = z.object({
  etcd: z.string(),
  kubernetes: z.string(),
  date: z.coerce.date(),
});

export const collections = {
  docs: defineCollection({
    loader: docsLoader(),
    schema: docsSchema({ extend: z.object({ checked }) }),
  }),
  i18n: defineCollection({
    loader: i18nLoader(),
    schema: i18nSchema({
      extend: z.object({
        'kb.checkedAgainst': z.string().optional(),
        'kb.offline.built': z.string().optional(),
        'kb.offline.ready': z.string().optional(),
        'kb.offline.updated': z.string().optional(),
        'kb.offline.offline': z.string().optional(),
        'kb.copyLink': z.string().optional(),
        'kb.copyLinkDone': z.string().optional(),
        'kb.permalink': z.string().optional(),
        'kb.permalinkTerm': z.string().optional(),
        'kb.glossary.index': z.string().optional(),
        // The alert rules' downloads and runbook-link toggle (src/site/components/AlertRules.astro).
        'kb.alerts.download': z.string().optional(),
        'kb.alerts.prometheusRule': z.string().optional(),
        'kb.alerts.rulesFile': z.string().optional(),
        'kb.alerts.legend': z.string().optional(),
        'kb.alerts.lang': z.string().optional(),
        'kb.alerts.root': z.string().optional(),
        'kb.alerts.mirror': z.string().optional(),
        'kb.glossary.readMore': z.string().optional(),
        'kb.diagramScroll': z.string().optional(),
        // Full-screen diagram viewer (src/site/viewer/).
        'kb.viewer.open': z.string().optional(),
        'kb.viewer.close': z.string().optional(),
        'kb.viewer.zoomIn': z.string().optional(),
        'kb.viewer.zoomOut': z.string().optional(),
        'kb.viewer.fit': z.string().optional(),
        'kb.viewer.zoom': z.string().optional(),
        'kb.viewer.canvas': z.string().optional(),
        'kb.viewer.hint': z.string().optional(),
        'kb.viewer.about': z.string().optional(),
        'kb.tableScroll': z.string().optional(),
        'kb.searchBestMatch': z.string().optional(),
        // The Markdown copy of a page (src/site/llms/CopyMarkdown.astro, under the title or the hero); kb.llms.* are read at build time only.
        'kb.copyMarkdown': z.string().optional(),
        'kb.copyMarkdownDone': z.string().optional(),
        'kb.copyMarkdownFailed': z.string().optional(),
        'kb.markdownLink': z.string().optional(),
        // Standalone pages (pages/): the /go/ forwarders and the 404.
        'kb.go.title': z.string().optional(),
        'kb.go.body': z.string().optional(),
        'kb.notFound.title': z.string().optional(),
        'kb.notFound.body': z.string().optional(),
        'kb.notFound.start': z.string().optional(),
        'kb.notFound.home': z.string().optional(),
        'kb.notFound.search': z.string().optional(),
        'kb.notFound.popular': z.string().optional(),
        // Scenario player (src/player/, src/site/components/Scenario.astro): one list of keys, src/player/ui.ts.
        ...Object.fromEntries(PLAYER_UI_KEYS.map((k) => [`kb.scenario.${k}`, z.string().optional()])),
        // Procedure step panel and runbook (src/player/procedure/): src/player/procedure/ui.ts.
        ...Object.fromEntries(PROCEDURE_UI_KEYS.map((k) => [`kb.procedure.${k}`, z.string().optional()])),
      }),
    }),
  }),
};
