// `npm run diagrams`: render every diagram the cache lacks (needs Chromium only then).
import { buildDiagrams, describe } from './build.ts';
import { providers } from './providers.ts';

console.log(describe(await buildDiagrams(providers)));
