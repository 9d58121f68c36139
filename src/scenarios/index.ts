// Registry: scenario id → its module. Loaded on demand, so a page ships only the machine it shows.
import type { Scenario } from './types.ts';

const loaders: Record<string, () => Promise<Scenario>> = {
  'etcd-quorum': () => import('./etcd-quorum.ts').then((m) => m.scenario),
};

export const SCENARIO_IDS: readonly string[] = Object.keys(loaders);

export function isScenarioId(id: string): boolean {
  return Object.hasOwn(loaders, id);
}

export async function loadScenario(id: string): Promise<Scenario> {
  const load = loaders[id];
  if (!load) throw new Error(`Unknown scenario "${id}". Known: ${SCENARIO_IDS.join(', ')}`);
  const scenario = await load();
  if (scenario.id !== id || scenario.machine.id !== id) {
    throw new Error(`Scenario module for "${id}" declares id "${scenario.id}" / machine "${scenario.machine.id}"`);
  }
  return scenario;
}

export async function loadAllScenarios(): Promise<Scenario[]> {
  return Promise.all(SCENARIO_IDS.map(loadScenario));
}
