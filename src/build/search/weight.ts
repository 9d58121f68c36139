// Error sections (ids `err-…`) outrank passing mentions of the same words in search: their headings
// get a Pagefind weight. A Sätteri hast plugin, so the weight is part of the compiled page (as Starlight
// adds its heading links), not a rewrite of the built HTML.
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';

type HastPlugin = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];

export const ERROR_HEADING_WEIGHT = 10;

export function isErrorSectionId(id: unknown): id is string {
  return typeof id === 'string' && id.startsWith('err-');
}

export function searchWeightPlugin(): HastPlugin {
  return {
    name: 'kb-search-weights',
    element: {
      filter: ['h2', 'h3'],
      visit(node, ctx) {
        if (isErrorSectionId(node.properties?.id)) ctx.setProperty(node, 'data-pagefind-weight', String(ERROR_HEADING_WEIGHT));
      },
    },
  };
}
