// Render jobs for the statechart of each component type (engine v2): one diagram per type and
// language, drawn from the type's machine (leaf states and the transitions between them) with the
// words of content/scenarios/<lang>/components/<type>.yaml. Node names follow the engine's
// mermaidName, so a state path finds its node in the SVG.
import type { ComponentDef } from '../engine/component.ts';
import { SCENARIO_IDS_V2, loadScenarioDef, mermaidName } from '../engine/index.ts';
import { edges, leafStates } from '../engine/machine-shape.ts';
import type { ComponentWords } from '../engine/words.ts';
import { componentWordsFile } from '../engine/words-files.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { RenderJob } from './cache.ts';
import { LANGS, type Lang } from './spec.ts';

export const componentSvgId = (type: string, lang: Lang) => `ct-${type}-${lang}`;

export interface ComponentChart {
  type: string;
  svgId: string;
  job: RenderJob;
  /** Leaf state paths drawn as nodes. */
  nodes: string[];
  edges: Array<{ from: string; to: string; label: string }>;
}

const AFTER = /^xstate\.after\.([^.]+)\./;

function escapeLabel(text: string): string {
  // `"` would end a quoted Mermaid label and `;` a statement; `#` starts an entity.
  return text.replace(/;/g, ',').replace(/#/g, '#35;').replace(/"/g, '#quot;').replace(/\s+/g, ' ').trim();
}

/** The label of what moves a component from one state to another: an event's words, or its timer's. */
function causeLabel(event: string, words: ComponentWords): string {
  const after = AFTER.exec(event);
  // A type's chart has no instance: "election timeout ({electionS} s)" becomes "election timeout".
  if (after) return (words.delays?.[after[1]] ?? after[1]).replace(/\s*\([^)]*\{[^}]+\}[^)]*\)/g, '').replace(/\{[^}]+\}/g, '…');
  if (event === '') return '';
  return words.events?.[event] ?? event;
}

export function componentChart(def: ComponentDef<never>, words: ComponentWords, lang: Lang): ComponentChart {
  const svgId = componentSvgId(def.type, lang);
  const nodes = leafStates(def.machine).filter((p) => p !== 'boot');
  const name = (p: string) => mermaidName(def.type, p);
  const byPair = new Map<string, { from: string; to: string; labels: string[] }>();
  for (const e of edges(def.machine)) {
    if (!nodes.includes(e.from) || !nodes.includes(e.to)) continue;
    const key = `${e.from}|${e.to}`;
    const entry = byPair.get(key) ?? { from: e.from, to: e.to, labels: [] };
    const label = causeLabel(e.event, words);
    if (label && !entry.labels.includes(label)) entry.labels.push(label);
    byPair.set(key, entry);
  }
  const drawn = [...byPair.values()].map((e) => ({ from: e.from, to: e.to, label: e.labels.join(', ') }));
  const lines = ['stateDiagram-v2', '  direction TB'];
  for (const p of nodes) lines.push(`  state "${escapeLabel(words.states[p]?.title ?? p)}" as ${name(p)}`);
  // Where an instance starts: the states its `boot` state leads to (down, or already running).
  const starts = [...new Set(edges(def.machine).filter((e) => e.from === 'boot').map((e) => e.to))].filter((p) => nodes.includes(p));
  for (const p of starts.length ? starts : nodes.slice(0, 1)) lines.push(`  [*] --> ${name(p)}`);
  for (const e of drawn) lines.push(`  ${name(e.from)} --> ${name(e.to)}${e.label ? ` : ${escapeLabel(e.label)}` : ''}`);
  return { type: def.type, svgId, job: { svgId, source: `${lines.join('\n')}\n` }, nodes, edges: drawn };
}

export function componentWords(type: string, lang: Lang): ComponentWords {
  return parse(readFileSync(componentWordsFile(type, lang), 'utf8')) as ComponentWords;
}

/** Every component type used by a registered scenario, once. */
export async function componentTypes(): Promise<ComponentDef<never>[]> {
  const seen = new Map<string, ComponentDef<never>>();
  for (const id of SCENARIO_IDS_V2) for (const c of (await loadScenarioDef(id)).components) seen.set(c.type, c);
  return [...seen.values()];
}

export async function componentJobs(): Promise<RenderJob[]> {
  const jobs: RenderJob[] = [];
  for (const def of await componentTypes()) for (const lang of LANGS) jobs.push(componentChart(def, componentWords(def.type, lang), lang).job);
  return jobs;
}
