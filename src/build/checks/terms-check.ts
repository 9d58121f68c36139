// Flags avoided term forms (content/terms.yaml) in page prose, so a term reads the same everywhere.
import { avoidPattern, type Term } from '../glossary/terms.ts';
import { type Page, proseLines } from './pages.ts';

export function checkAvoidedTerms(pages: Page[], terms: Term[]): string[] {
  const errors: string[] = [];
  for (const page of pages) {
    const rules = terms.flatMap((t) => t.avoid[page.lang].map((form) => ({ form, term: t, re: avoidPattern(form) })));
    proseLines(page.source).forEach((line, i) => {
      if (/^\s*import\s/.test(line)) return;
      const prose = line.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, ']');
      for (const { form, term, re } of rules) {
        const m = re.exec(prose);
        if (m) errors.push(`${page.file}:${i + 1}: "${m[0]}" — avoid "${form}", write "${term[page.lang]}"`);
      }
    });
  }
  return errors;
}
