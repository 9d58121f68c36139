// Every content check, in one list: frontmatter, headings, language parity, the anchor contract,
// avoided terms, the glossary's term-id contract and the step links written on pages. The build (integration.ts), `npm run content:check` (cli.ts) and the unit test of the
// committed content all run exactly this.
import { checkContract, checkHeadings, checkParity, loadContract, type AnchorContract } from './anchors.ts';
import { checkFrontmatter } from './frontmatter.ts';
import { loadPages, type Page } from './pages.ts';
import { checkAvoidedTerms } from './terms-check.ts';
import { checkStepLinks } from './step-links.ts';
import { loadLinkContract } from '../../model/engine/contract.ts';
import { loadTerms, type Term } from '../glossary/terms.ts';
import { checkTermIds, loadTermIds } from '../glossary/term-contract.ts';

export function contentErrors(
  pages: Page[] = loadPages(),
  contract: AnchorContract = loadContract(),
  terms: Term[] = loadTerms(),
  termIds: string[] = loadTermIds(),
  stepLinks: ReturnType<typeof loadLinkContract> = loadLinkContract(),
): string[] {
  return [
    ...checkFrontmatter(pages),
    ...checkHeadings(pages),
    ...checkParity(pages),
    ...checkContract(pages, contract),
    ...checkAvoidedTerms(pages, terms),
    ...checkTermIds(terms, termIds),
    ...checkStepLinks(pages, stepLinks),
  ];
}
