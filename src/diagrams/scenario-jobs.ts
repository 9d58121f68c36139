// Render jobs for scenario statecharts: one diagram per region and language, labels from the
// scenario's content file. Registered in providers.ts, read back by the Scenario component.
import type { AnyStateMachine } from 'xstate';
import type { RenderJob } from './cache.ts';
import { LANGS, type Lang } from './spec.ts';
import { type RegionDiagram, type StatechartLabels, statechartDiagrams } from './statechart.ts';
import { loadAllScenarios } from '../scenarios/index.ts';
import { type ResolvedNarration, interpolate, resolveNarration } from '../scenarios/narration.ts';
import { loadScenarioText } from '../scenarios/narration-files.ts';
import { regions } from '../scenarios/statechart.ts';
import type { ParamValue } from '../scenarios/events.ts';

export function statechartSvgId(scenarioId: string, region: string, lang: Lang): string {
  return `sc-${scenarioId}-${region ? region.replaceAll('.', '-') : 'root'}-${lang}`;
}

export function labelsFrom(narration: ResolvedNarration): StatechartLabels {
  return {
    state: (path) => narration.states[path]?.title ?? path,
    event: (type) => narration.events[type]?.edge ?? type,
    guard: (type, params) =>
      narration.guards[type] ? interpolate(narration.guards[type], (params ?? {}) as Record<string, ParamValue>) : undefined,
  };
}

export interface ScenarioDiagram extends RegionDiagram {
  svgId: string;
  job: RenderJob;
}

export function scenarioDiagrams(machine: AnyStateMachine, narration: ResolvedNarration, lang: Lang): ScenarioDiagram[] {
  return statechartDiagrams(machine, regions(machine), labelsFrom(narration)).map((d) => {
    const svgId = statechartSvgId(machine.id, d.region, lang);
    return { ...d, svgId, job: { svgId, source: d.source } };
  });
}

export async function scenarioJobs(): Promise<RenderJob[]> {
  const jobs: RenderJob[] = [];
  for (const scenario of await loadAllScenarios()) {
    for (const lang of LANGS) {
      const narration = resolveNarration(scenario.machine, loadScenarioText(scenario.id, lang));
      jobs.push(...scenarioDiagrams(scenario.machine, narration, lang).map((d) => d.job));
    }
  }
  return jobs;
}
