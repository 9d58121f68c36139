// Reads content/search-synonyms.yaml (build time): the synonym groups of each language.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { SynonymGroup } from '../../site/search/synonyms.ts';

export const SYNONYMS_FILE = 'content/search-synonyms.yaml';

export type SynonymList = Record<'en' | 'ru', SynonymGroup[]>;

export function synonymList(file = SYNONYMS_FILE): SynonymList {
  const data = parse(readFileSync(file, 'utf8')) as Partial<SynonymList>;
  return { en: data.en ?? [], ru: data.ru ?? [] };
}
