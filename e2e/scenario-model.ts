// What the scenario end-to-end specs expect, computed from the machine and its content (never by hand).
import { scenarioDiagrams } from '../src/diagrams/scenario-jobs.ts';
import { highlightedNodes, mermaidName } from '../src/diagrams/statechart.ts';
import type { Lang } from '../src/diagrams/spec.ts';
import { loadContract } from '../src/player/contract.ts';
import { replay } from '../src/player/restore.ts';
import { type ScenarioEvent, eventToken } from '../src/scenarios/events.ts';
import { loadScenario } from '../src/scenarios/index.ts';
import { explore, pathsToStateNodes } from '../src/scenarios/model.ts';
import { eventText, resolveNarration } from '../src/scenarios/narration.ts';
import { loadScenarioText } from '../src/scenarios/narration-files.ts';
import { activeLeaves } from '../src/scenarios/statechart.ts';

export const SCENARIO_ID = 'etcd-quorum';
export const scenario = await loadScenario(SCENARIO_ID);
export const page = loadContract().scenarios[SCENARIO_ID].page!;
export const url = (lang: Lang, steps = '') => `/${lang}/${page}/${steps ? `?${SCENARIO_ID}=${steps}` : ''}`;

export const narration = {
  en: resolveNarration(scenario.machine, loadScenarioText(SCENARIO_ID, 'en')),
  ru: resolveNarration(scenario.machine, loadScenarioText(SCENARIO_ID, 'ru')),
};

const diagrams = { en: scenarioDiagrams(scenario.machine, narration.en, 'en'), ru: scenarioDiagrams(scenario.machine, narration.ru, 'ru') };

/** Shortest path to every state node (model-based, xstate/graph). */
export const stateNodePaths = [...pathsToStateNodes(explore(scenario))].sort(([a], [b]) => a.localeCompare(b));

export const token = (e: ScenarioEvent) => eventToken(scenario.events, e);

export interface Expected {
  state: string;
  leaves: string[];
  /** Ids (without the trailing Mermaid counter) of the diagram nodes that must be lit. */
  lit: string[];
  /** "What just happened" title. */
  happened?: string;
  /** Region path → state title shown in the table. */
  rows: Record<string, string>;
}

export function expected(events: ScenarioEvent[], lang: Lang): Expected {
  const r = replay(scenario.machine, scenario.events, events);
  if (r.problem) throw new Error(`path not possible: ${JSON.stringify(r.problem)}`);
  const leaves = activeLeaves(scenario.machine, r.snapshots[r.snapshots.length - 1].value);
  const lit = diagrams[lang].flatMap((d) =>
    highlightedNodes([d], leaves).map((p) => `${d.svgId}-state-${mermaidName(scenario.machine.id, p)}`),
  );
  const rows: Record<string, string> = {};
  for (const leaf of leaves) rows[leaf] = narration[lang].states[leaf].title;
  const last = events[events.length - 1];
  return { state: leaves.join(','), leaves, lit: lit.sort(), happened: last ? eventText(narration[lang], last).title : undefined, rows };
}
