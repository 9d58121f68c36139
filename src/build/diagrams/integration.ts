// Astro integration: makes sure every diagram is rendered before pages are (dev and build).
import type { AstroIntegration } from 'astro';
import { buildDiagrams, describe } from './build.ts';
import { providers } from './providers.ts';

export function diagrams(): AstroIntegration {
  const run = async (log: (msg: string) => void) => log(describe(await buildDiagrams(providers)));
  return {
    name: 'kb-diagrams',
    hooks: {
      'astro:build:start': ({ logger }) => run((m) => logger.info(m)),
      'astro:server:setup': ({ logger }) => run((m) => logger.info(m)),
    },
  };
}
