// The runbook contract: every published section id, the page it lives on, and redirects for ids
// that were renamed or removed. /<lang>/go/<id>/ pages are generated from it.
import { readFileSync, writeFileSync } from 'node:fs';
import { ID_PATTERN, sectionHeadings } from './headings.ts';
import type { Page } from './pages.ts';

export const ANCHORS_FILE = 'content/anchors.json';

export interface AnchorContract {
  /** id → slug of the page that owns the section */
  sections: Record<string, string>;
  /** retired id → id it now lives at */
  redirects: Record<string, string>;
}

export function loadContract(file = ANCHORS_FILE): AnchorContract {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<AnchorContract>;
  return { sections: raw.sections ?? {}, redirects: raw.redirects ?? {} };
}

export function saveContract(contract: AnchorContract, file = ANCHORS_FILE): void {
  const sorted = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ sections: sorted(contract.sections), redirects: sorted(contract.redirects) }, null, 2)}\n`);
}

/** The URL path of a page below the site base: the landing page is the language root. */
export function pagePath(lang: string, slug: string): string {
  return slug === 'index' ? `${lang}/` : `${lang}/${slug}/`;
}

/** Where a published id lands now: follows redirects to a live section. */
export function resolveAnchor(contract: AnchorContract, id: string): { id: string; slug: string } | undefined {
  const seen = new Set<string>();
  let current = id;
  while (!(current in contract.sections)) {
    if (seen.has(current) || !(current in contract.redirects)) return undefined;
    seen.add(current);
    current = contract.redirects[current];
  }
  return { id: current, slug: contract.sections[current] };
}

/** Every id a /go/ link may use: live sections and retired ids that redirect. */
export function goTargets(contract: AnchorContract): { id: string; slug: string; anchor: string }[] {
  return [...Object.keys(contract.sections), ...Object.keys(contract.redirects)].flatMap((id) => {
    const target = resolveAnchor(contract, id);
    return target ? [{ id, slug: target.slug, anchor: target.id }] : [];
  });
}

/** The ids the content defines now: id → slug (from the English pages; parity is checked separately). */
export function contentSections(pages: Page[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of pages.filter((p) => p.lang === 'en')) {
    for (const h of sectionHeadings(page.source)) if (h.id) out.set(h.id, page.slug);
  }
  return out;
}

export function checkHeadings(pages: Page[]): string[] {
  const errors: string[] = [];
  const owner = new Map<string, string>();
  for (const page of pages) {
    for (const h of sectionHeadings(page.source)) {
      const where = `${page.file}:${h.line}`;
      if (!h.id) {
        errors.push(`${where}: heading "${h.text}" has no explicit id ({#some-id})`);
        continue;
      }
      if (!ID_PATTERN.test(h.id)) errors.push(`${where}: id "${h.id}" is not a lowercase ASCII slug`);
      const key = `${page.lang}:${h.id}`;
      const first = owner.get(key);
      if (first) errors.push(`${where}: id "${h.id}" is already used at ${first} (ids are unique across the site)`);
      else owner.set(key, where);
    }
  }
  return errors;
}

export function checkParity(pages: Page[]): string[] {
  const errors: string[] = [];
  const bySlug = new Map<string, Partial<Record<string, Page>>>();
  for (const p of pages) bySlug.set(p.slug, { ...bySlug.get(p.slug), [p.lang]: p });
  for (const [slug, langs] of bySlug) {
    const { en, ru } = langs;
    if (!en || !ru) {
      errors.push(`page "${slug}" exists only in ${en ? 'English' : 'Russian'}: write its twin`);
      continue;
    }
    const ids = (p: Page) => sectionHeadings(p.source).map((h) => h.id ?? `(no id: ${h.text})`);
    const a = ids(en).join(' ');
    const b = ids(ru).join(' ');
    if (a !== b) errors.push(`page "${slug}": heading ids differ between languages\n  en: ${a}\n  ru: ${b}`);
  }
  return errors;
}

export function checkContract(pages: Page[], contract: AnchorContract): string[] {
  const errors: string[] = [];
  const live = contentSections(pages);
  for (const [id, slug] of Object.entries(contract.sections)) {
    if (!live.has(id) && !(id in contract.redirects)) {
      errors.push(`published anchor "${id}" (page ${slug}) no longer exists: restore it or add a redirect in ${ANCHORS_FILE}`);
    } else if (live.has(id) && live.get(id) !== slug) {
      errors.push(`anchor "${id}" moved from ${slug} to ${live.get(id)}: run \`npm run anchors:update\``);
    }
  }
  for (const [id, slug] of live) {
    if (!(id in contract.sections)) errors.push(`new anchor "${id}" on ${slug} is not in ${ANCHORS_FILE}: run \`npm run anchors:update\``);
  }
  for (const [from, to] of Object.entries(contract.redirects)) {
    if (live.has(from)) errors.push(`"${from}" is both a live section and a redirect`);
    if (!resolveAnchor({ sections: Object.fromEntries(live), redirects: contract.redirects }, to)) {
      errors.push(`redirect "${from}" → "${to}" leads to no live section`);
    }
  }
  return errors;
}

/**
 * Records new and moved sections. Never drops a published id: one that disappeared must get a
 * redirect (by hand, deliberately), or the check keeps failing.
 */
export function updateContract(pages: Page[], contract: AnchorContract): AnchorContract {
  const sections = { ...contract.sections };
  for (const [id, slug] of contentSections(pages)) sections[id] = slug;
  for (const id of Object.keys(contract.redirects)) {
    if (id in sections && !contentSections(pages).has(id)) delete sections[id];
  }
  return { sections, redirects: { ...contract.redirects } };
}
