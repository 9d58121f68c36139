// Everything that changes how a diagram looks goes into the cache key (see cache.ts).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);

export const FONT_FAMILY = 'Inter';

/** The same font files the site serves (through @fontsource/inter), so labels are measured right. */
export const FONT_FILES = ['latin', 'cyrillic'].flatMap((subset) =>
  [400, 600].map((weight) => ({
    weight,
    path: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`),
  })),
);

export const mermaidVersion: string = JSON.parse(
  readFileSync(require.resolve('mermaid/package.json'), 'utf8'),
).version;

export const mermaidScript = require.resolve('mermaid/dist/mermaid.min.js');

/**
 * Colours are not set here: the site stylesheet (src/site/styles/diagram.css) paints every diagram from
 * Starlight's theme variables, so one SVG follows the light/dark toggle.
 */
export const mermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'base',
  htmlLabels: false,
  fontFamily: `${FONT_FAMILY}, sans-serif`,
  themeVariables: { fontFamily: `${FONT_FAMILY}, sans-serif`, fontSize: '15px' },
  flowchart: { htmlLabels: false, useMaxWidth: false, padding: 10, nodeSpacing: 40, rankSpacing: 45, wrappingWidth: 220 },
  sequence: { useMaxWidth: false, mirrorActors: false, showSequenceNumbers: false, wrap: false },
  state: { useMaxWidth: false },
  timeline: { useMaxWidth: false },
  gantt: { useMaxWidth: false },
} as const;

/** Bump when postprocess.ts changes its output, so cached SVGs are rebuilt. */
export const POSTPROCESS_VERSION = 3;
