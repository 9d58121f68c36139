// `npm run links:check` (last step of the build): fails on any broken internal link or anchor.
import { checkDist } from './check-dist.ts';

const base = (process.env.BASE ?? '/').replace(/\/?$/, '/');
const { pages, links, broken } = checkDist('dist', base);
if (broken.length) {
  console.error(`links: ${broken.length} broken of ${links} internal links:`);
  for (const b of broken) console.error(`- ${b.page}: ${b.href} (${b.reason})`);
  process.exit(1);
}
console.log(`links: ${links} internal links on ${pages} pages, all resolve`);
