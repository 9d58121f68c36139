// `npm run content:check` (the build runs the same checks: integration.ts). `npm run anchors:update`
// records new or moved sections in content/anchors.json and new glossary terms in content/term-ids.json first.
import { loadContract, saveContract, updateContract } from './anchors.ts';
import { contentErrors } from './all.ts';
import { loadPages } from './pages.ts';
import { loadTerms } from '../glossary/terms.ts';
import { loadTermIds, saveTermIds } from '../glossary/term-contract.ts';

const pages = loadPages();
if (process.argv.includes('--update-anchors')) {
  saveContract(updateContract(pages, loadContract()));
  saveTermIds([...loadTermIds(), ...loadTerms().map((t) => t.id)]);
  console.log('content/anchors.json and content/term-ids.json updated');
}
const errors = contentErrors(pages);
if (errors.length) {
  console.error(`content check failed (${errors.length}):\n- ${errors.join('\n- ')}`);
  process.exit(1);
}
console.log(`content check: ${pages.length} pages, frontmatter, headings, parity, anchors and terms OK`);
