// The one term list (content/terms.yaml): source of the glossary page and of the "avoid" check.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Lang, Localized } from '../../site/i18n/langs.ts';

export interface Term {
  id: string;
  en: string;
  ru: string;
  avoid: Record<Lang, string[]>;
  /** Owning page and section, "slug" or "slug#id". */
  page: string;
  definition: Localized;
}

export const TERMS_FILE = 'content/terms.yaml';

export function parseTerms(text: string): Term[] {
  const raw = (parse(text) ?? []) as Partial<Term>[];
  return raw.map((t, i) => {
    if (!t.id || !t.en || !t.ru || !t.page || !t.definition?.en || !t.definition?.ru) {
      throw new Error(`${TERMS_FILE}: entry ${i + 1} (${t.id ?? '?'}) lacks id, en, ru, page or a definition`);
    }
    return { ...t, avoid: { en: t.avoid?.en ?? [], ru: t.avoid?.ru ?? [] } } as Term;
  });
}

export function loadTerms(file = TERMS_FILE): Term[] {
  return existsSync(file) ? parseTerms(readFileSync(file, 'utf8')) : [];
}

/** A page link for a term, relative to another page of the same language. */
export function termHref(term: Term): string {
  const [slug, id] = term.page.split('#');
  return `../${slug}/${id ? `#${id}` : ''}`;
}

/** Whole-word, case-insensitive matcher for one avoided form; a trailing * matches any ending. */
export function avoidPattern(form: string): RegExp {
  const prefix = form.endsWith('*');
  const body = (prefix ? form.slice(0, -1) : form).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${body}${prefix ? '[\\p{L}]*' : ''}(?![\\p{L}\\p{N}_])`, 'iu');
}

export const GLOSSARY_SLUG = 'glossary';

/** The glossary anchor of a term: from its key in content/terms.yaml, so it never changes. */
export function termAnchor(term: Pick<Term, 'id'>): string {
  return `term-${term.id}`;
}

/** /go/ targets for the terms (permanent links to glossary entries), when the glossary page exists. */
export function termGoTargets(terms: Term[], glossaryExists: boolean): { id: string; slug: string; anchor: string }[] {
  if (!glossaryExists) return [];
  return terms.map((t) => ({ id: termAnchor(t), slug: GLOSSARY_SLUG, anchor: termAnchor(t) }));
}
