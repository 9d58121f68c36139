// Render jobs for engine v2: one statechart per COMPONENT TYPE and language (not per scenario), labels
// from the component's words. The player highlights an instance's state by toggling a class on
// `g.node[id*="-state-<mermaid name>-"]` (statePathSelector in src/engine/index.ts).
import type { AnyStateMachine } from 'xstate';
import type { RenderJob } from './cache.ts';
import { LANGS, type Lang } from './spec.ts';
import { type RegionDiagram, type StatechartLabels, regionDiagram } from './statechart.ts';
import type { ComponentDef } from '../engine/component.ts';
import { SCENARIO_IDS_V2, loadScenarioDef } from '../engine/registry.ts';
import type { ComponentWords } from '../engine/words.ts';
import { loadWords } from '../engine/words-files.ts';

export function componentSvgId(type: string, lang: Lang): string {
  return `ct-${type}-${lang}`;
}

export function componentLabels(words: ComponentWords): StatechartLabels {
  return {
    state: (path) => words.states[path]?.title ?? path,
    event: (type) => {
      const after = /^xstate\.after\.([^.]+)\./.exec(type);
      if (after) return words.delays[after[1]] ?? after[1];
      return type === '' ? '' : (words.events[type] ?? type);
    },
    guard: (type) => words.guards?.[type],
  };
}

export interface ComponentDiagram extends RegionDiagram {
  type: string;
  svgId: string;
  job: RenderJob;
}

export function componentDiagram(machine: AnyStateMachine, type: string, words: ComponentWords, lang: Lang): ComponentDiagram {
  const d = regionDiagram(machine, '', componentLabels(words));
  // Top to bottom: a component's chart then fits a phone's width and grows in height instead.
  const source = d.source.replace(/^ {2}direction LR$/m, '  direction TB');
  const svgId = componentSvgId(type, lang);
  return { ...d, source, type, svgId, job: { svgId, source } };
}

/** Every component type used by a v2 scenario, once. */
export async function componentTypes(): Promise<Array<{ def: ComponentDef<never>; scenario: string }>> {
  const seen = new Map<string, { def: ComponentDef<never>; scenario: string }>();
  for (const id of SCENARIO_IDS_V2) {
    const scenario = await loadScenarioDef(id);
    for (const def of scenario.components) if (!seen.has(def.type)) seen.set(def.type, { def, scenario: id });
  }
  return [...seen.values()];
}

export async function componentJobs(): Promise<RenderJob[]> {
  const jobs: RenderJob[] = [];
  for (const { def, scenario } of await componentTypes()) {
    const s = await loadScenarioDef(scenario);
    for (const lang of LANGS) {
      const words = loadWords(s, lang).components[def.type];
      jobs.push(componentDiagram(def.machine, def.type, words, lang).job);
    }
  }
  return jobs;
}
