// Step links written on the pages (`[…](../control-plane-outage/?control-plane-outage=2~…)`) are published
// links: a reader copies them into a runbook. Each one must be an entry of content/step-links.json, whose
// replay src/model/engine/contract.test.ts checks, must point at the page the scenario is on, and the two
// languages of a page must link the same steps, so that neither language links a step nobody checks.
import type { ScenarioLinks } from '../../model/engine/contract.ts';
import { proseLines, type Page } from './pages.ts';

export interface PageStepLink {
  /** The page slug the link leads to. */
  target: string;
  scenario: string;
  steps: string;
  line: number;
}

/** Link targets of the prose (Markdown links and `href="…"`, code blocks ignored) that carry `?<scenario-id>=`. */
export function stepLinksIn(page: Page, scenarioIds: readonly string[]): PageStepLink[] {
  const out: PageStepLink[] = [];
  proseLines(page.source).forEach((text, i) => {
    for (const m of text.matchAll(/(?:\]\(|href=")([^)"\s?#]*)\?([^)"\s#]*)/g)) {
      const params = new URLSearchParams(m[2]);
      for (const id of scenarioIds) {
        const steps = params.get(id);
        if (steps === null) continue;
        out.push({ target: targetSlug(page.slug, m[1]), scenario: id, steps, line: i + 1 });
      }
    }
  });
  return out;
}

/** `../outage/` from page `x` → `outage`; `./outage/` from the landing page → `outage`; `` → the page itself. */
function targetSlug(from: string, path: string): string {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.' && p !== '..');
  return parts.length ? parts[parts.length - 1] : from;
}

export function checkStepLinks(pages: Page[], contract: Record<string, ScenarioLinks>): string[] {
  const errors: string[] = [];
  const ids = Object.keys(contract);
  const bySlug = new Map<string, Map<string, string[]>>();
  for (const page of pages) {
    const found = stepLinksIn(page, ids);
    for (const link of found) {
      const c = contract[link.scenario];
      const where = `${page.file}:${link.line}`;
      if (c.page && link.target !== c.page) errors.push(`${where}: a ${link.scenario} step link must lead to /${c.page}/, not /${link.target}/`);
      if (!c.links.some((l) => l.steps === link.steps)) {
        errors.push(`${where}: step link ${link.scenario}=${link.steps} is not in content/step-links.json (add it with the states it must open)`);
      }
    }
    const langs = bySlug.get(page.slug) ?? new Map<string, string[]>();
    langs.set(page.lang, found.map((l) => `${l.scenario}=${l.steps}`).sort());
    bySlug.set(page.slug, langs);
  }
  for (const [slug, langs] of bySlug) {
    const [first, ...rest] = [...langs.entries()];
    for (const [lang, links] of rest) {
      const missing = first[1].filter((l) => !links.includes(l));
      const extra = links.filter((l) => !first[1].includes(l));
      if (missing.length || extra.length) {
        errors.push(`${slug}: the step links differ between ${first[0]} and ${lang}${missing.length ? `; only in ${first[0]}: ${missing.join(' ')}` : ''}${extra.length ? `; only in ${lang}: ${extra.join(' ')}` : ''}`);
      }
    }
  }
  return errors;
}
