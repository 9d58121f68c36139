// content/step-links.json, the contract of published step links (build time and tests, node:fs).
// Each entry names only the few instance states it is about, so adding a component never breaks a
// link. Rule: an entry is never removed and its `steps` never edited; `expect` may change only for a
// fact correction, recorded in `corrected`.
import { readFileSync } from 'node:fs';

export const STEP_LINKS_FILE = 'content/step-links.json';

export interface PublishedLinkV2 {
  /** The query value as published: v1 tokens, or `2~` + tokens. */
  steps: string;
  /** Instance id → state path prefix the link must reach. */
  expect: Record<string, string>;
  /** Why `expect` changed: the fact correction that changed what the situation leads to. */
  corrected?: string;
  note?: string;
}

export interface ScenarioLinks {
  /** A scenario not yet published (npm run new:scenario writes it so): it needs no published link,
   * and until it names a page the end-to-end tests and the bench leave it out. */
  draft?: boolean;
  page?: string;
  formerIds: string[];
  eventAliases: Record<string, string>;
  links: PublishedLinkV2[];
}

export function loadLinkContract(file = STEP_LINKS_FILE): Record<string, ScenarioLinks> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { scenarios?: Record<string, Partial<ScenarioLinks>> };
  const out: Record<string, ScenarioLinks> = {};
  for (const [id, c] of Object.entries(raw.scenarios ?? {})) {
    out[id] = { ...(c.draft ? { draft: true } : {}), ...(c.page ? { page: c.page } : {}), formerIds: c.formerIds ?? [], eventAliases: c.eventAliases ?? {}, links: c.links ?? [] };
  }
  return out;
}

export function linksOf(id: string, file = STEP_LINKS_FILE): ScenarioLinks {
  return loadLinkContract(file)[id] ?? { formerIds: [], eventAliases: {}, links: [] };
}
