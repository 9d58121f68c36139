// @ts-check
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { diagrams } from './src/build/diagrams/integration.ts';
import { siteChecks } from './src/build/checks/integration.ts';
import { cspHashes } from './src/build/csp/integration.ts';
import { precompress } from './src/build/compress/integration.ts';
import { offline } from './src/build/offline/integration.ts';
import { tables } from './src/build/tables/integration.ts';
import { searchWeightPlugin } from './src/build/search/weight.ts';
import { sidebar } from './src/site/sidebar.ts';
import { permalinks } from './src/build/markdown/permalink-plugin.ts';
import { nowrapComponentNames } from './src/build/markdown/nowrap-plugin.ts';
import { tabCaptions } from './src/build/markdown/tabs-plugin.ts';

// SITE and BASE let the same build serve from a domain root or a sub-path (GitHub Pages project site).
const site = process.env.SITE ?? 'https://etcd-k8s.example.org';
const base = process.env.BASE ?? '/';

/** Sidebar entries only for pages that exist, so a page can land in one language pair at a time. */
const hasPage = (/** @type {string} */ slug) => existsSync(`content/docs/en/${slug}.mdx`);

export default defineConfig({
  site,
  base,
  trailingSlash: 'always',
  srcDir: './',
  // A strict Content Security Policy as a <meta> on every page: Astro hashes the scripts and styles it
  // emits; src/build/csp/ adds the hashes of inline scripts Astro leaves alone (Starlight's is:inline ones),
  // computed from the built HTML. Style attributes need 'unsafe-inline': Expressive Code sets its token
  // colours as inline custom properties.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  markdown: {
    processor: satteri({
      features: { headingAttributes: true },
      hastPlugins: [permalinks(base), nowrapComponentNames(), searchWeightPlugin()],
    }),
  },
  integrations: [
    diagrams(),
    tables(),
    starlight({
      title: { en: 'etcd in Kubernetes', ru: 'etcd в Kubernetes' },
      description: 'How etcd works inside Kubernetes, and what to do when it fails.',
      logo: { src: './public/favicon.svg', replacesTitle: false },
      favicon: '/favicon.svg',
      defaultLocale: 'en',
      locales: {
        en: { label: 'English', lang: 'en' },
        ru: { label: 'Русский', lang: 'ru' },
      },
      // Our permalink plugin gives each heading its one link control, to the /go/ URL.
      markdown: { headingLinks: false },
      disable404Route: true,
      lastUpdated: false,
      pagination: true,
      customCss: [
        '@fontsource/inter/400.css',
        '@fontsource/inter/600.css',
        './src/site/styles/theme.css',
        './src/site/styles/diagram.css',
        './src/site/styles/tables.css',
        './src/site/styles/print.css',
        './src/site/styles/tabs.css',
      ],
      components: {
        LanguageSelect: './src/site/overrides/LanguageSelect.astro',
        PageTitle: './src/site/overrides/PageTitle.astro',
        MarkdownContent: './src/site/overrides/MarkdownContent.astro',
        Search: './src/site/overrides/Search.astro',
        Footer: './src/site/overrides/Footer.astro',
        Head: './src/site/overrides/Head.astro',
      },
      sidebar: sidebar(hasPage),
      // Expressive Code options: ec.config.mjs (so that the <Code> component can read them too).
    }),
    // Plain Preact, no React compatibility layer: the scenario island uses Preact's own hooks. Astro
    // renders the islands on the server; src/player/mount/mount.ts hydrates them (no client directive).
    preact(),
    // Starlight's own sitemap, minus the /go/ forwarders (permanent links, not pages to index).
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', ru: 'ru' } },
      filter: (page) => !/\/go\//.test(new URL(page).pathname),
    }),
    // After every integration that writes pages: check links, hash what was emitted, precache, compress.
    siteChecks(),
    cspHashes(),
    offline(),
    precompress(),
  ],
  vite: {
    plugins: [tabCaptions()],
    resolve: {
      // Starlight's Search builds Pagefind's UI from this one specifier; ours adds the error-message pin,
      // synonyms and section ranking to it (src/site/search/pagefind-ui.ts). Exact match: CSS imports stay.
      alias: [{ find: /^@pagefind\/default-ui$/, replacement: fileURLToPath(new URL('./src/site/search/pagefind-ui.ts', import.meta.url)) }],
    },
    environments: {
      // The browser's bundle only (the prerender build keeps its own entry chunks).
      client: {
        build: {
          // KB_SOURCEMAP=1 npx astro build: source maps of the client chunks, to see which module costs
          // what in an island (off by default: the maps would be served and precached).
          sourcemap: process.env.KB_SOURCEMAP ? true : false,
          rollupOptions: {
            output: {
              // The scenario island's own code in one chunk: the player with its hydration entry, the
              // engine, XState and Preact (with its hooks), which every scenario page loads together;
              // split, they compress worse (issue 14 budgets: Preact on its own cost 0.33 KB gzip more).
              // Only scenario pages load Preact, so no other page loads more (e2e/built/budgets.test.ts).
              // The component library is not in it: its modules go with the scenarios that use them
              // (one scenario: its chunk; several: a chunk Rolldown shares between just those), so a
              // scenario never loads another's component types (in it they cost nospace and
              // replace-member 4 KB gzip of etcd-member they do not use). Each scenario's module and the
              // player's optional parts (island/Grouped.ts) stay chunks of their own, and so does the
              // page's own small script (src/player/scroll.ts, src/player/mount/mount.ts), which must not pull
              // the chunk in before the island is in view.
              codeSplitting: {
                groups: [
                  // Kept as it was: Vite's preload helper (every page's search script uses it).
                  { name: 'preload-helper', test: /preload-helper/, priority: 3 },
                  {
                    name: (id) =>
                      /node_modules\/(xstate|preact)\/|\/src\/(player|engine)\/|\/src\/scenarios\/registry\./.test(id) &&
                      !/\/src\/player\/(island\/Grouped|instance-groups|scroll)\./.test(id)
                        ? 'player'
                        : null,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
      prerender: {
        resolve: {
          noExternal: [
            /^preact/, /^@preact/, 'preact-render-to-string',
          ],
          conditions: ['module', 'node', 'import', 'default'],
        },
      },
    },
  },
});
