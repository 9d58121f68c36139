// Everything a /<lang>/go/<id>/ permanent link may name: published sections (content/anchors.json)
// and glossary terms (content/terms.yaml, while the glossary page exists). One id space, no clashes.
import { existsSync } from 'node:fs';
import { goTargets, loadContract } from '../checks/anchors.ts';
import { GLOSSARY_SLUG, loadTerms, termGoTargets } from '../glossary/terms.ts';

export function allGoTargets(): { id: string; slug: string; anchor: string }[] {
  const sections = goTargets(loadContract());
  const terms = termGoTargets(loadTerms(), existsSync(`content/docs/en/${GLOSSARY_SLUG}.mdx`));
  const taken = new Set(sections.map((t) => t.id));
  const clash = terms.find((t) => taken.has(t.id));
  if (clash) throw new Error(`/go/${clash.id}/ is both a section id and a glossary term`);
  return [...sections, ...terms];
}
