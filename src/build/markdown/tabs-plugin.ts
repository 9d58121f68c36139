// Routes Starlight's own `Tabs` export to src/site/tabs/Tabs.astro, so every <Tabs> on the site gets
// panel captions without pages importing anything special. The wrapper reaches the original
// component through the 'starlight-original-tabs' id, which this plugin resolves to Starlight's file.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const wrapper = fileURLToPath(new URL('../../site/tabs/Tabs.astro', import.meta.url));

export function tabCaptions(): Plugin {
  let original: string | undefined;
  return {
    name: 'kb-tab-captions',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'starlight-original-tabs') {
        original ??= (await this.resolve('@astrojs/starlight/components', importer, { ...options, skipSelf: true }))?.id
          .replace(/components\.ts$/, 'user-components/Tabs.astro');
        return original;
      }
      const fromStarlightIndex = importer?.replace(/\\/g, '/').endsWith('/@astrojs/starlight/dist/components.ts');
      if (fromStarlightIndex && source === './user-components/Tabs.astro') return wrapper;
      return null;
    },
  };
}
