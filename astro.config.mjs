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
import { chunkGraph } from './src/build/chunk-graph.ts';
import { browserWithoutCitations } from './src/build/citations.ts';
import { agentFileUrls, llmsText } from './src/build/llms/integration.ts';

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
        Hero: './src/site/overrides/Hero.astro',
        MarkdownContent: './src/site/overrides/MarkdownContent.astro',
        Search: './src/site/overrides/Search.astro',
        Footer: './src/site/overrides/Footer.astro',
        Head: './src/site/overrides/Head.astro',
      },
      sidebar: sidebar(hasPage),
      // Expressive Code options: ec.config.mjs (so that the <Code> component can read them too).
    }),
    // Preact with its React compatibility layer: the scenario island uses @xstate/react (React's API,
    // `react` aliased to preact/compat). Astro renders the islands on the server and hydrates each
    // when it comes into view (client:visible in src/site/components/Scenario.astro).
    preact({ compat: true }),
    // Starlight's own sitemap, minus the /go/ forwarders (permanent links, not pages to index), plus
    // each page's Markdown copy and the llms.txt files (src/build/llms/, written by llmsText below).
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', ru: 'ru' } },
      filter: (page) => !/\/go\//.test(new URL(page).pathname),
      customPages: agentFileUrls(site, base),
    }),
    // Each page as Markdown beside its index.html, and llms.txt / llms-full.txt per language.
    llmsText(),
    // After every integration that writes pages: check links, hash what was emitted, precache, compress.
    siteChecks(),
    cspHashes(),
    offline(),
    precompress(),
  ],
  vite: {
    // chunkGraph: dist/.kb/chunks.json, which chunk imports which, for the size checks.
    // browserWithoutCitations: the facts modules' `cite(value, source)` keep only the value in the browser.
    plugins: [tabCaptions(), chunkGraph(), browserWithoutCitations()],
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
        },
      },
      prerender: {
        resolve: {
          // One copy of Preact for the prerender, with @xstate/react and what it imports resolved through
          // the compat alias (else "Cannot read properties of null (reading '__H')": two Preacts).
          noExternal: [
            'react', 'react-dom', 'react-dom/test-utils', 'react/jsx-runtime', '@xstate/react',
            'use-sync-external-store', 'use-isomorphic-layout-effect',
            /^preact/, /^@preact/, 'preact-render-to-string',
          ],
          conditions: ['module', 'node', 'import', 'default'],
        },
      },
    },
  },
});
