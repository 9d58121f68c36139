// Scenario id → its run and step-link codec, loaded on demand so a page ships only the scenario it
// shows. `words` are the scenario's texts in the page's language, handed over by Scenario.astro.
import type { ScenarioClient } from './driver.ts';

import type { Words } from '../model/engine/index.ts';

/** Every scenario runs on the engine; the engine's registry loads the scenario's own chunk. */
export async function loadClient(id: string, words: unknown, aliases: Record<string, string>): Promise<ScenarioClient> {
  const { engineClient, loadScenarioDef } = await import('./engine-client.ts');
  return engineClient(await loadScenarioDef(id), words as Words, aliases);
}

/**
 * Parts of the island only some scenarios need, each loaded on demand under its key (the size check,
 * src/tools/quality/page-js.ts, counts a part only on pages whose scenario host names it in
 * `data-island-parts`): the grouped table and timeline for scenarios with instance groups.
 */
export const islandParts = {
  groups: () => import('./island/Grouped.ts').then((m) => m.GroupedLayout),
};
