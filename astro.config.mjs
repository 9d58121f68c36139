// @ts-check
import { existsSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import { diagrams } from './src/diagrams/integration.ts';
import { searchWeights } from './src/search/integration.ts';
import { sidebar } from './src/sidebar.ts';

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
  markdown: { processor: satteri({ features: { headingAttributes: true } }) },
  integrations: [
    diagrams(),
    searchWeights(),
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
      disable404Route: true,
      lastUpdated: false,
      pagination: true,
      customCss: [
        '@fontsource/inter/400.css',
        '@fontsource/inter/600.css',
        './src/styles/theme.css',
        './src/styles/diagram.css',
      ],
      components: {
        LanguageSelect: './src/overrides/LanguageSelect.astro',
        PageTitle: './src/overrides/PageTitle.astro',
        MarkdownContent: './src/overrides/MarkdownContent.astro',
        Search: './src/overrides/Search.astro',
      },
      sidebar: sidebar(hasPage),
      // Wrapped lines: a long command stays readable on a phone and no code block needs scrolling.
      expressiveCode: { defaultProps: { wrap: true } },
    }),
    // Plain Preact, no React compatibility layer: the scenario island uses Preact's own hooks.
    preact(),
    // Starlight's own sitemap, minus the /go/ forwarders (permanent links, not pages to index).
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', ru: 'ru' } },
      filter: (page) => !/\/go\//.test(new URL(page).pathname),
    }),
  ],
  vite: {
    environments: {
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
