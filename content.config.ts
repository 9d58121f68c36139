// Starlight reads `<srcDir>/content/docs`; with srcDir './' that is the top-level content/ folder.
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { UI_KEYS as PLAYER_UI_KEYS } from './src/player/ui.ts';

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
        'kb.copyLink': z.string().optional(),
        'kb.copyLinkDone': z.string().optional(),
        'kb.diagramScroll': z.string().optional(),
        'kb.tableScroll': z.string().optional(),
        'kb.searchBestMatch': z.string().optional(),
        // Scenario player (src/player/, src/components/Scenario.astro).
        'kb.scenario.region': z.string().optional(),
        'kb.scenario.scenario': z.string().optional(),
        'kb.scenario.step': z.string().optional(),
        'kb.scenario.start': z.string().optional(),
        'kb.scenario.happened': z.string().optional(),
        'kb.scenario.actions': z.string().optional(),
        'kb.scenario.noActions': z.string().optional(),
        'kb.scenario.components': z.string().optional(),
        'kb.scenario.component': z.string().optional(),
        'kb.scenario.state': z.string().optional(),
        'kb.scenario.showDiagram': z.string().optional(),
        'kb.scenario.diagram': z.string().optional(),
        'kb.scenario.back': z.string().optional(),
        'kb.scenario.forward': z.string().optional(),
        'kb.scenario.reset': z.string().optional(),
        'kb.scenario.history': z.string().optional(),
        'kb.scenario.copyLink': z.string().optional(),
        'kb.scenario.copied': z.string().optional(),
        'kb.scenario.keys': z.string().optional(),
        'kb.scenario.badLink': z.string().optional(),
        'kb.scenario.reasonSyntax': z.string().optional(),
        'kb.scenario.reasonUnknownEvent': z.string().optional(),
        'kb.scenario.reasonBadParam': z.string().optional(),
        'kb.scenario.reasonNotPossible': z.string().optional(),
        'kb.scenario.unknownScenario': z.string().optional(),
        'kb.scenario.allStates': z.string().optional(),
        'kb.scenario.anyState': z.string().optional(),
        'kb.scenario.anyStateExcept': z.string().optional(),
        'kb.scenario.noTransitions': z.string().optional(),
        'kb.scenario.announce': z.string().optional(),
        'kb.scenario.dismiss': z.string().optional(),
        // Scenario player v2: one list of keys (src/player/ui.ts).
        ...Object.fromEntries(PLAYER_UI_KEYS.map((k) => [`kb.scenario.${k}`, z.string().optional()])),
      }),
    }),
  }),
};
