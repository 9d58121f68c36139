// Every scenario on the site, the page it is on, and its curated timelines with what each step must
// show: what the end-to-end tests play and the bench clicks through. Neutral ground: e2e/ and bench/
// both read it, neither imports the other.
import { readFileSync } from 'node:fs';

export interface TimelineExpectation {
  /** Simulated ms after the step. */
  time?: number;
  /** Instance id → state path after the step (only the instances the timeline is about). */
  states?: Record<string, string>;
}

export interface CatalogTimeline {
  id: string;
  steps: Array<{ token: string; expect?: TimelineExpectation }>;
}

export interface CatalogScenario {
  id: string;
  /** Slug of the page it is on (/<lang>/<page>/). */
  page: string;
  timelines: CatalogTimeline[];
}

/** The page of each scenario, from the step-link contract (content/step-links.json). */
export function scenarioPages(file = 'content/step-links.json'): Record<string, string> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { scenarios: Record<string, { page?: string }> };
  return Object.fromEntries(Object.entries(raw.scenarios).flatMap(([id, c]) => (c.page ? [[id, c.page]] : [])));
}

export async function scenarioCatalog(): Promise<CatalogScenario[]> {
  const { FAKE_TIMELINES } = await import('./fixtures/fake-run.ts');
  return [{ id: 'fake-quorum', page: 'raft-ha', timelines: FAKE_TIMELINES.map((t) => ({ id: t.id, steps: t.steps })) }];
}

export const scenarioUrl = (lang: string, page: string, id?: string, link?: string) => `/${lang}/${page}/${id && link ? `?${id}=${link}` : ''}`;
