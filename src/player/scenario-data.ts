// Build time: what Scenario.astro needs for one scenario in one language. The statics
// (./statics.ts) give the words, each component type's states and transitions, and the
// curated timelines played out; this adds the start view, the statechart SVGs with the node ids of
// each state (the island lights them), the event groups and the button places to reserve.
import { componentDiagram } from '../build/diagrams/component-jobs.ts';
import { readCached } from '../build/diagrams/cache.ts';
import type { Lang } from '../site/i18n/langs.ts';
import { withTextAlternative } from '../build/diagrams/svg.ts';
import { linksOf } from '../model/engine/contract.ts';
import { type Words, mermaidName } from '../model/engine/index.ts';
import { loadScenarioDef } from '../model/scenarios/registry.ts';
import { type ComponentStatics, type TimelineStatics, scenarioStatics } from './statics.ts';
import { CLOCK_NEXT, type RunView } from '../model/engine/types.ts';
import { plainText } from '../site/text/inline.ts';
import { type Playable, playable, replay, startRun } from './playable.ts';
import { groupsOf } from './groups.ts';

export interface ChartSource extends ComponentStatics {
  svg: string;
  /** State path → ids of the SVG nodes that stand for it. */
  nodes: Record<string, string[]>;
}

export interface ScenarioData {
  title: string;
  description: string;
  initial: RunView;
  words: Words;
  aliases: Record<string, string>;
  formerIds: string[];
  charts: ChartSource[];
  timelines: TimelineStatics[];
  /** Group key → label, in the order the groups are shown (the clock last). */
  groups: Array<{ key: string; label: string }>;
  layers: Record<string, string>;
  clockPreview: RunView['available'];
  /** Setup token (the first step) → button places per group. */
  slots: Record<string, Record<string, number>>;
}

/**
 * The most buttons each group offers in any state reachable within a few steps of each setup
 * (3 or 5 members), so the island reserves the places once and stepping never changes its height.
 */
export function buttonSlots(client: Playable, depth = 3): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  const start = startRun(client).view();
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
function clockButtons(client: Playable, initial: RunView, words: Words): RunView['available'] {
  const after = replay(client, [initial.available[0].token]).views[1]?.available ?? [];
  const jumps = after.filter((a) => a.group === 'clock' && a.token !== CLOCK_NEXT);
  return [...jumps, { event: { type: CLOCK_NEXT }, token: CLOCK_NEXT, label: words.engine.clock.next, group: 'clock' }];
}

function nodeIds(svg: string, svgId: string, name: string): string[] {
  const prefix = `${svgId}-state-${name}-`;
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]).filter((id) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)));
}

const cache = new Map<string, Promise<ScenarioData>>();

export function scenarioData(id: string, lang: Lang): Promise<ScenarioData> {
  const key = `${id}|${lang}`;
  if (!cache.has(key)) cache.set(key, load(id, lang));
  return cache.get(key)!;
}

const slotCache = new Map<string, Record<string, Record<string, number>>>();

async function load(id: string, lang: Lang): Promise<ScenarioData> {
  const def = await loadScenarioDef(id);
  const statics = await scenarioStatics(id, lang);
  const { words } = statics;
  const contract = linksOf(id);
  const client = playable(def, words, contract.eventAliases);
  const initial = startRun(client).view();
  const charts: ChartSource[] = statics.components.map((c) => {
    const machine = def.components.find((d) => d.type === c.type)!.machine;
    const job = componentDiagram(machine, c.type, words.components[c.type], lang).job;
    const cached = readCached(job);
    if (!cached) throw new Error(`Statechart ${job.svgId} is not rendered yet: run \`npm run diagrams\`.`);
    // Every id in the SVG starts with its svgId; scoped by the scenario, two scenarios on one page that
    // share a component type keep their ids (and lit states) apart.
    const svgId = `${id}-${job.svgId}`;
    const svg = cached.replaceAll(job.svgId, svgId);
    const nodes = Object.fromEntries(c.states.map((s) => [s.path, nodeIds(svg, svgId, mermaidName(c.type, s.path))]));
    return { ...c, svg: withTextAlternative(svg, svgId, c.title, plainText(c.text)), nodes };
  });
  if (!slotCache.has(id)) slotCache.set(id, buttonSlots(client));
  const groupKeys = [...Object.keys(words.scenario.groups), 'clock'];
  return {
    title: statics.title,
    description: statics.description,
    initial,
    words,
    aliases: contract.eventAliases,
    formerIds: contract.formerIds,
    charts,
    timelines: statics.timelines,
    groups: groupKeys.map((k) => ({ key: k, label: k === 'clock' ? words.engine.clock.group : words.scenario.groups[k] })),
    layers: words.engine.layers,
    clockPreview: clockButtons(client, initial, words),
    slots: slotCache.get(id)!,
  };
}
