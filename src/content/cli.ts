// `npm run content:check` (part of the build): headings, language parity, the anchor contract and
// avoided terms. `npm run anchors:update` records new or moved sections in content/anchors.json and
// new glossary terms in content/term-ids.json.
import { checkContract, checkHeadings, checkParity, loadContract, saveContract, updateContract } from './anchors.ts';
import { checkFrontmatter } from './frontmatter.ts';
import { loadPages } from './pages.ts';
import { checkAvoidedTerms } from './terms-check.ts';
import { loadTerms } from '../glossary/terms.ts';
import { checkTermIds, loadTermIds, saveTermIds } from '../glossary/term-contract.ts';

const pages = loadPages();
if (process.argv.includes('--update-anchors')) {
  saveContract(updateContract(pages, loadContract()));
  saveTermIds([...loadTermIds(), ...loadTerms().map((t) => t.id)]);
  console.log('content/anchors.json and content/term-ids.json updated');
}
const errors = [
  ...checkFrontmatter(pages),
  ...checkHeadings(pages),
  ...checkParity(pages),
  ...checkContract(pages, loadContract()),
  ...checkAvoidedTerms(pages, loadTerms()),
  ...checkTermIds(loadTerms(), loadTermIds()),
];
if (errors.length) {
  console.error(`content check failed (${errors.length}):\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
console.log(`content check: ${pages.length} pages, frontmatter, headings, parity, anchors and terms OK`);
