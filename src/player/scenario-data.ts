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
import { CLOCK_NEXT, type ReaderEventSpec, type RunView } from '../model/engine/types.ts';
import { interpolate } from '../model/engine/words.ts';
import { plainText } from '../site/text/inline.ts';
import { type Playable, playable, replay, replayAll, startRun } from './playable.ts';
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
  /** Group → its buttons' smallest place in this language (rem), where a label needs more than the default. */
  places: Record<string, number>;
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

/**
 * The places also cover every step of the curated timelines, which go deeper than the few steps
 * buttonSlots explores (the restore's last group appears some twenty steps in).
 */
function withTimelines(slots: Record<string, Record<string, number>>, client: Playable, timelines: TimelineStatics[]) {
  for (const t of timelines) {
    const tokens = t.steps.map((step) => step.token);
    const setup = (slots[tokens[0]!] ??= {});
    for (const view of replayAll(client, tokens).slice(1)) {
      for (const g of groupsOf(view.available)) setup[g.group] = Math.max(setup[g.group] ?? 0, g.items.length);
    }
  }
  return slots;
}

/** About how wide a label is at the buttons' size (13 px Inter), in px: Cyrillic runs wider than Latin. */
export function labelWidth(label: string): number {
  let px = 0;
  for (const ch of label) {
    if (/[а-яё]/.test(ch)) px += 7.6;
    else if (/[А-ЯЁA-Z]/.test(ch)) px += 8.8;
    else if (/[a-z]/.test(ch)) px += 6.6;
    else if (/[0-9]/.test(ch)) px += 7.4;
    else if (ch === ' ') px += 3.7;
    else if (/[-.,:;'’|]/.test(ch)) px += 4.6;
    else px += 8;
  }
  return px;
}

/** A button's smallest place, as before (rem), and what a label adds to its own width: padding, border, a margin for the estimate. */
const PLACE = 6.6;
const BUTTON_EXTRA_PX = 13 + 2 + 6;

/**
 * Each group's smallest button place in this language (rem, above the default only), from the longest
 * label of any event the scenario defines in it, with every value of its parameter: the group keeps that
 * place in every step, so no label is cut and stepping never changes how many buttons share a row. The
 * setup group is left out (its buttons show only at the start, where they may wrap). A label wider than
 * a phone line wraps.
 */
export function buttonPlaces(events: readonly ReaderEventSpec[], words: Words, setup: string): Record<string, number> {
  const widest = new Map<string, number>();
  for (const spec of events) {
    const w = words.scenario.events[spec.type];
    if (!w || spec.type === setup) continue;
    for (const value of spec.param ? spec.param.values : [undefined]) {
      const v = value === undefined ? {} : { [spec.param!.name]: words.scenario.values?.[String(value)] ?? value };
      const px = labelWidth(plainText(interpolate(w.label, v, words.lang)));
      widest.set(w.group, Math.max(widest.get(w.group) ?? 0, px));
    }
  }
  const out: Record<string, number> = {};
  for (const [g, px] of widest) {
    const rem = Math.ceil(((px + BUTTON_EXTRA_PX) / 16) * 10) / 10;
    if (rem > PLACE) out[g] = rem;
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
  if (!slotCache.has(id)) slotCache.set(id, withTimelines(buttonSlots(client), client, statics.timelines));
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
    places: buttonPlaces(def.events, words, initial.available[0]?.event.type ?? ''),
  };
}
