// How the glossary page arranges the terms: sorted in the page's language, grouped by first letter
// (the A–Z / А–Я navigation lists only the letters actually present), definitions with flags in code.
import type { Lang } from '../../site/i18n/langs.ts';
import type { Term } from './terms.ts';
import { inlineHtml } from '../../site/text/inline.ts';

export interface LetterGroup {
  letter: string;
  terms: Term[];
}

/** The letter a term files under: its first letter or digit, upper-cased (“/readyz” files under R). */
export function filingLetter(name: string, lang: Lang): string {
  const first = /[\p{L}\p{N}]/u.exec(name)?.[0] ?? name.charAt(0);
  return first.toLocaleUpperCase(lang);
}

export function groupByLetter(terms: Term[], lang: Lang): LetterGroup[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const sorted = [...terms].sort((a, b) => collator.compare(a[lang], b[lang]));
  const groups: LetterGroup[] = [];
  for (const term of sorted) {
    const letter = filingLetter(term[lang], lang);
    const last = groups.at(-1);
    if (last && collator.compare(last.letter, letter) === 0) last.terms.push(term);
    else groups.push({ letter, terms: [term] });
  }
  return groups;
}

const FLAG = /(?<![\w`/-])--[a-z0-9][a-z0-9-]*(?:\*|=[^\s`,;:)]+)?/g;

/** Marks command-line flags written as plain text as `code`, leaving existing `code` alone. */
export function codeFlags(source: string): string {
  return source
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(FLAG, (flag) => `\`${flag}\``)))
    .join('');
}

/** A definition as HTML: the narration markup (`code`, [links](…)) with flags in code and component names kept whole. */
export function definitionHtml(source: string): string {
  // inlineHtml keeps component names whole itself.
  return inlineHtml(codeFlags(source));
}
