// content/step-links.json: the step links published in runbooks, which must keep working. Each entry
// is replayed by a unit test and must reach its recorded state. When an event or a scenario is
// renamed, add an alias instead of editing the links.
import { readFileSync } from 'node:fs';

export const STEP_LINKS_FILE = 'content/step-links.json';

export interface PublishedLink {
  /** The query value: tokens separated by commas. */
  steps: string;
  /** Instance id → state path prefix the link must reach (engine v2; src/engine/contract.test.ts). */
  expect?: Record<string, string>;
  /** Why `expect` changed: a fact correction changed what the situation leads to. */
  corrected?: string;
  note?: string;
}

export interface ScenarioContract {
  /** Slug of the page the scenario is on (links are /<lang>/<page>/?<id>=<steps>). */
  page?: string;
  /** Old scenario ids whose query parameter still addresses this scenario. */
  formerIds: string[];
  /** Retired token or event type → current one. */
  eventAliases: Record<string, string>;
  links: PublishedLink[];
}

export interface StepLinkContract {
  scenarios: Record<string, ScenarioContract>;
}

export function parseContract(text: string): StepLinkContract {
  const raw = JSON.parse(text) as { scenarios?: Record<string, Partial<ScenarioContract>> };
  const scenarios: Record<string, ScenarioContract> = {};
  for (const [id, c] of Object.entries(raw.scenarios ?? {})) {
    scenarios[id] = { ...(c.page ? { page: c.page } : {}), formerIds: c.formerIds ?? [], eventAliases: c.eventAliases ?? {}, links: c.links ?? [] };
  }
  return { scenarios };
}

export function loadContract(file = STEP_LINKS_FILE): StepLinkContract {
  return parseContract(readFileSync(file, 'utf8'));
}

export function contractFor(contract: StepLinkContract, id: string): ScenarioContract {
  return contract.scenarios[id] ?? { formerIds: [], eventAliases: {}, links: [] };
}
