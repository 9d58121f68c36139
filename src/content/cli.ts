// `npm run content:check` (part of the build): headings, language parity, the anchor contract and
// avoided terms. `npm run anchors:update` records new or moved sections in content/anchors.json.
import { checkContract, checkHeadings, checkParity, loadContract, saveContract, updateContract } from './anchors.ts';
import { checkFrontmatter } from './frontmatter.ts';
import { loadPages } from './pages.ts';
import { checkAvoidedTerms } from './terms-check.ts';
import { loadTerms } from '../glossary/terms.ts';

const pages = loadPages();
if (process.argv.includes('--update-anchors')) {
  saveContract(updateContract(pages, loadContract()));
  console.log('content/anchors.json updated');
}
const errors = [
  ...checkFrontmatter(pages),
  ...checkHeadings(pages),
  ...checkParity(pages),
  ...checkContract(pages, loadContract()),
  ...checkAvoidedTerms(pages, loadTerms()),
];
if (errors.length) {
  console.error(`content check failed (${errors.length}):\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
console.log(`content check: ${pages.length} pages, frontmatter, headings, parity, anchors and terms OK`);
