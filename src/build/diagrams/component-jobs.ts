// Render jobs for engine v2: one statechart per COMPONENT TYPE and language (not per scenario), labels
// from the component's words. The player highlights an instance's state by toggling a class on
// `g.node[id*="-state-<mermaid name>-"]` (statePathSelector in src/model/engine/index.ts).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { RenderJob } from './cache.ts';
import { LANGS, type Lang } from '../../site/i18n/langs.ts';
import { type DiagramEdge, type EdgeCause, type StatechartLabels, edgeLabel, mermaidLabel } from './statechart.ts';
import { initialLeaf, leafStates, nodeAt, transitions } from '../../model/engine/machine-shape.ts';
import { mermaidName } from '../../model/engine/index.ts';
import type { ComponentDef } from '../../model/engine/component.ts';
import { SCENARIO_IDS_V2, loadScenarioDef } from '../../model/scenarios/registry.ts';
import type { ComponentWords } from '../../model/engine/words.ts';
import { loadWords } from '../../model/engine/words-files.ts';

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

/** A transition defined on a compound state (or the machine itself): it applies in each of its states,
 * so it is listed under the chart ("in every Running state: stop → Stopped") instead of drawn from each. */
export interface ScopedTransition {
  /** State path of the compound state; '' for the whole component. */
  scope: string;
  label: string;
  target: string;
}

export interface ComponentDiagram {
  type: string;
  svgId: string;
  /** Leaf states, drawn as nodes. */
  nodes: string[];
  edges: DiagramEdge[];
  scoped: ScopedTransition[];
  source: string;
  job: RenderJob;
}

const pathOfNode = (n: AnyStateNode) => n.path.join('.');

export function componentDiagram(machine: AnyStateMachine, type: string, words: ComponentWords, lang: Lang): ComponentDiagram {
  const labels = componentLabels(words);
  const nodes = leafStates(machine);
  const byEdge = new Map<string, { from: string; to: string; causes: EdgeCause[] }>();
  const scoped = new Map<string, { scope: string; target: string; causes: EdgeCause[] }>();
  for (const t of transitions(machine)) {
    if (!t.targets.length) continue;
    const guard = t.guard ? labels.guard(t.guard.type, t.guard.params) : undefined;
    const cause = { event: labels.event(t.eventType), ...(guard ? { guard } : {}) };
    for (const target of t.targets) {
      const to = pathOfNode(initialLeaf(nodeAt(machine, target)));
      if (nodes.includes(t.source)) {
        if (to === t.source) continue;
        const key = `${t.source}\u0000${to}`;
        const e = byEdge.get(key) ?? { from: t.source, to, causes: [] };
        e.causes.push(cause);
        byEdge.set(key, e);
      } else {
        const key = `${t.source}\u0000${to}`;
        const w = scoped.get(key) ?? { scope: t.source, target: to, causes: [] };
        w.causes.push(cause);
        scoped.set(key, w);
      }
    }
  }
  const name = (p: string) => mermaidName(type, p);
  const edges: DiagramEdge[] = [...byEdge.values()].map((e) => ({ from: e.from, to: e.to, label: edgeLabel(e.causes) }));
  const lines = ['stateDiagram-v2', '  direction TB'];
  for (const p of nodes) lines.push(`  state "${mermaidLabel(labels.state(p))}" as ${name(p)}`);
  lines.push(`  [*] --> ${name(pathOfNode(initialLeaf(machine.root)))}`);
  for (const e of edges) lines.push(`  ${name(e.from)} --> ${name(e.to)}${e.label ? ` : ${mermaidLabel(e.label)}` : ''}`);
  const source = `${lines.join('\n')}\n`;
  const svgId = componentSvgId(type, lang);
  return {
    type,
    svgId,
    nodes,
    edges,
    scoped: [...scoped.values()].map((w) => ({ scope: w.scope, label: edgeLabel(w.causes), target: w.target })),
    source,
    job: { svgId, source },
  };
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
