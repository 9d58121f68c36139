// Every scenario on the site, the page it is on, and its curated timelines (src/model/scenarios/<id>/
// timelines.ts, written from the fact sheets): what the end-to-end tests play, the bench clicks
// through and the no-JS view shows. Neutral ground: e2e/ and bench/ both read it, neither imports the
// other.
import type { Timeline } from '../model/engine/index.ts';
import { SCENARIO_IDS_V2 } from '../model/scenarios/registry.ts';
import { loadLinkContract } from '../model/engine/contract.ts';

/** A scenario's curated timelines: src/model/scenarios/<id>/timelines.ts (every scenario has one). */
export async function loadTimelines(id: string): Promise<Timeline[]> {
  const mod = (await import(`../model/scenarios/${id}/timelines.ts`)) as { timelines?: Timeline[] };
  if (!mod.timelines?.length) throw new Error(`scenario ${id} has no curated timelines (src/model/scenarios/${id}/timelines.ts)`);
  return mod.timelines;
}

export interface CatalogScenario {
  id: string;
  /** Slug of the page it is on (/<lang>/<page>/), from the step-link contract. */
  page: string;
  timelines: Timeline[];
  /** A scenario not yet published: it may have no published link. */
  draft: boolean;
  /** Published step links: the query value and the few states each must open. */
  links: Array<{ steps: string; expect: Record<string, string> }>;
}

/** Every scenario on a page; a draft that names no page yet (npm run new:scenario) is left out. */
export async function scenarioCatalog(): Promise<CatalogScenario[]> {
  const contract = loadLinkContract();
  const placed = SCENARIO_IDS_V2.filter((id) => !(contract[id]?.draft && !contract[id]?.page));
  return Promise.all(
    placed.map(async (id) => {
      const c = contract[id];
      if (!c?.page) throw new Error(`content/step-links.json names no page for scenario ${id}`);
      return { id, page: c.page, draft: !!c.draft, timelines: await loadTimelines(id), links: c.links.map((l) => ({ steps: l.steps, expect: l.expect ?? {} })) };
    }),
  );
}

/**
 * The JavaScript a scenario page may ship on top of a page without one, KB gzip (issue 22): the
 * player on @xstate/react and Preact's compat layer, Astro's island runtime and the scenario's chunk.
 */
export const ISLAND_BUDGET_KB = 55;

export const scenarioUrl = (lang: string, page: string, id?: string, link?: string) => `/${lang}/${page}/${id && link ? `?${id}=${link}` : ''}`;
