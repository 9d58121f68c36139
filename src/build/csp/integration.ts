// Astro integration: completes every page's Content Security Policy <meta> with the hashes of the
// inline scripts and styles the built page contains (see policy.ts), fails the build if any inline
// block is still not allowed, and writes the same policy in header form for hosts that send headers
// (dist/_headers for Netlify/Cloudflare-style hosts, dist/nginx-headers.conf for nginx).
// Listed after Starlight, so it sees the pages after every other integration has rewritten them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../dist-files.ts';
import { headerFiles } from './headers.ts';
import { completePolicy, policyOf, unallowedInline } from './policy.ts';

export function cspHashes(): AstroIntegration {
  return {
    name: 'kb-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const policies: string[] = [];
        const problems: string[] = [];
        let added = 0;
        for (const file of htmlFiles(dist)) {
          const result = completePolicy(readFileSync(file, 'utf8'));
          if (result.added) writeFileSync(file, result.html);
          added += result.added;
          const policy = policyOf(result.html);
          if (policy === undefined) problems.push(`${file}: no policy <meta>`);
          else policies.push(policy);
          for (const p of unallowedInline(result.html)) problems.push(`${file}: ${p}`);
        }
        if (problems.length) throw new Error(`CSP: ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
        for (const [name, text] of Object.entries(headerFiles(policies))) writeFileSync(join(dist, name), text);
        logger.info(`policy complete on ${policies.length} page(s); ${added} inline hash(es) added from the built HTML`);
      },
    },
  };
}
