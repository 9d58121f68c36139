// Build time: what Scenario.astro needs for one scenario in one language — the start view, the words
// handed to the island's run, each component type's statechart (SVG from the diagram cache, states
// and transitions for the no-JS list), the curated timelines played out (the no-JS tables), and the
// button places to reserve.
import { componentChart } from '../diagrams/component-jobs.ts';
import { readCached } from '../diagrams/cache.ts';
import { withTextAlternative } from '../diagrams/svg.ts';
import { type Words, loadScenarioDef, mermaidName } from '../engine/index.ts';
import { CLOCK_NEXT, type NarratedEntry, type RunView } from '../engine/types.ts';
import { loadWords } from '../engine/words-files.ts';
import { plainText } from '../scenarios/inline.ts';
import { loadTimelines } from './catalog.ts';
import { contractFor, loadContract } from './contract.ts';
import { type ScenarioClient, replay, replayAll } from './driver.ts';
import { engineClient } from './engine-client.ts';
import { groupsOf } from './groups.ts';

export interface ChartSource {
  componentType: string;
  label: string;
  text?: string;
  svg?: string;
  /** State path → ids of the SVG nodes that stand for it. */
  nodes: Record<string, string[]>;
  states: Array<{ path: string; title: string; text?: string; transitions: Array<{ label: string; target: string }> }>;
}

export interface PlayedStep {
  index: number;
  label: string;
  t: number;
  narration: NarratedEntry[];
  states: Array<{ instance: string; label: string; state: string; stateTitle: string; see: string[] }>;
}

export interface PlayedTimeline {
  id: string;
  title: string;
  steps: PlayedStep[];
}

export interface ScenarioData {
  title: string;
  description: string;
  initial: RunView;
  words: Words;
  aliases: Record<string, string>;
  formerIds: string[];
  charts: ChartSource[];
  timelines: PlayedTimeline[];
  /** Group key → label, in the order the groups are shown (the clock last). */
  groups: Array<{ key: string; label: string }>;
  layers: Record<string, string>;
  clockPreview: RunView['available'];
  /** Setup token (the first step) → button places per group. */
  slots: Record<string, Record<string, number>>;
}

/** A played-out timeline as rows: one per step, with the narration and the states after it. */
export function playedSteps(views: RunView[]): PlayedStep[] {
  return views.map((v, i) => {
    const step = v.steps[v.steps.length - 1];
    return {
      index: i,
      label: step.label ?? '',
      t: v.time,
      narration: step.narration,
      states: v.instances.map((x) => ({ instance: x.id, label: x.label, state: x.state, stateTitle: x.stateTitle, see: x.see })),
    };
  });
}

/**
 * The most buttons each group offers in any state reachable within a few steps of each setup
 * (3 or 5 members), so the island reserves the places once and stepping never changes its height.
 */
export function buttonSlots(client: ScenarioClient, depth = 3): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  const start = client.createRun().view();
  for (const setup of start.available) {
    const slots: Record<string, number> = {};
    const seen = new Set<string>();
    const visit = (tokens: string[], level: number) => {
      const { views } = replay(client, tokens);
      const view = views[views.length - 1]!;
      const key = `${view.dataState}|${view.available.map((a) => a.token).join()}`;
      if (seen.has(key)) return;
      seen.add(key);
      for (const g of groupsOf(view.available)) slots[g.group] = Math.max(slots[g.group] ?? 0, g.items.length);
      if (level === 0) return;
      for (const a of view.available) if (a.group !== 'clock') visit([...tokens, a.token], level - 1);
    };
    visit([setup.token], depth);
    out[setup.token] = slots;
  }
  return out;
}

/** Every clock button a run can offer (the jumps, and "until something changes", which is offered only
 * while a timer is due), for the island to keep their places. */
function clockButtons(client: ScenarioClient, initial: RunView, words: Words): RunView['available'] {
  const after = replay(client, [initial.available[0].token]).views[1]?.available ?? [];
  const jumps = after.filter((a) => a.group === 'clock' && a.token !== CLOCK_NEXT);
  return [...jumps, { event: { type: CLOCK_NEXT }, token: CLOCK_NEXT, label: words.engine.clock.next, group: 'clock' }];
}

function nodeIds(svg: string, svgId: string, name: string): string[] {
  const prefix = `${svgId}-state-${name}-`;
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)));
}

const cache = new Map<string, Promise<ScenarioData>>();

export function scenarioData(id: string, lang: 'en' | 'ru'): Promise<ScenarioData> {
  const key = `${id}|${lang}`;
  if (!cache.has(key)) cache.set(key, load(id, lang));
  return cache.get(key)!;
}

const slotCache = new Map<string, Record<string, Record<string, number>>>();

async function load(id: string, lang: 'en' | 'ru'): Promise<ScenarioData> {
  const def = await loadScenarioDef(id);
  const words = loadWords(def, lang);
  const contract = contractFor(loadContract(), id);
  const client = engineClient(def, words, contract.eventAliases);
  const initial = client.createRun().view();
  const timelines = (await loadTimelines(id)).map((t) => ({
    id: t.id,
    title: t.title[lang],
    steps: playedSteps(replayAll(client, t.steps.map((s) => s.event))),
  }));
  const charts: ChartSource[] = def.components.map((c) => {
    const w = words.components[c.type];
    const chart = componentChart(c, w, lang);
    const svg = readCached(chart.job);
    if (!svg) throw new Error(`Statechart ${chart.svgId} is not rendered yet: run \`npm run diagrams\`.`);
    const nodes = Object.fromEntries(chart.nodes.map((p) => [p, nodeIds(svg, chart.svgId, mermaidName(c.type, p))]));
    const title = (p: string) => w.states[p]?.title ?? p;
    return {
      componentType: c.type,
      label: w.title,
      text: w.text,
      svg: withTextAlternative(svg, chart.svgId, w.title, plainText(w.text ?? '')),
      nodes,
      states: chart.nodes.map((p) => ({
        path: p,
        title: title(p),
        text: w.states[p]?.text,
        transitions: chart.edges.filter((e) => e.from === p).map((e) => ({ label: e.label, target: title(e.to) })),
      })),
    };
  });
  const groupKeys = [...Object.keys(words.scenario.groups), 'clock'];
  if (!slotCache.has(id)) slotCache.set(id, buttonSlots(client));
  return {
    title: words.scenario.title,
    description: words.scenario.description,
    initial,
    words,
    aliases: contract.eventAliases,
    formerIds: contract.formerIds,
    charts,
    timelines,
    groups: groupKeys.map((k) => ({ key: k, label: k === 'clock' ? words.engine.clock.group : words.scenario.groups[k] })),
    layers: words.engine.layers,
    clockPreview: clockButtons(client, initial, words),
    slots: slotCache.get(id)!,
  };
}
