// Build time: everything the Scenario component renders for one scenario in one language — the
// statechart figures (cached SVGs, initial state highlighted), the player's props, and the no-JS
// list of states and transitions — all derived from the machine and its content file.
import { readCached } from '../diagrams/cache.ts';
import { scenarioDiagrams } from '../diagrams/scenario-jobs.ts';
import { highlightedNodes, mermaidName } from '../diagrams/statechart.ts';
import type { Lang } from '../diagrams/spec.ts';
import { withTextAlternative } from '../diagrams/svg.ts';
import { loadScenario } from '../scenarios/index.ts';
import { plainText } from '../scenarios/inline.ts';
import { type ResolvedNarration, resolveNarration } from '../scenarios/narration.ts';
import { loadScenarioText } from '../scenarios/narration-files.ts';
import { activeLeaves, regions as regionsOf, stateNodes } from '../scenarios/statechart.ts';
import { contractFor, loadContract } from './contract.ts';
import { initialSnapshot } from './restore.ts';
import type { PlayerProps, RegionView } from './types.ts';

export interface FigureView {
  id: string;
  region: string;
  caption: string;
  svg: string;
}

export interface FallbackState {
  path: string;
  title: string;
  text: string;
  transitions: { label: string; target: string }[];
}

export interface FallbackRegion {
  path: string;
  label: string;
  text: string;
  figureId?: string;
  states: FallbackState[];
  regionWide: { label: string; target: string; except: string[] }[];
}

export interface ScenarioView {
  figures: FigureView[];
  fallback: FallbackRegion[];
  initialState: string;
  player: Omit<PlayerProps, 'ui' | 'lang' | 'pageSlug' | 'children'>;
}

function nodeElementId(svg: string, svgId: string, name: string): string | undefined {
  const prefix = `${svgId}-state-${name}-`;
  for (const [, id] of svg.matchAll(/\sid="([^"]+)"/g)) {
    if (id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length))) return id;
  }
  return undefined;
}

function addClass(svg: string, elementId: string, cls: string): string {
  return svg.replace(new RegExp(`<g class="([^"]*)" id="${elementId}"`), (_m, classes: string) => `<g class="${classes} ${cls}" id="${elementId}"`);
}

function regionLabel(narration: ResolvedNarration, path: string): string {
  return path === '' ? narration.title : (narration.states[path]?.title ?? path);
}

export async function scenarioView(id: string, lang: Lang): Promise<ScenarioView> {
  const scenario = await loadScenario(id);
  const { machine } = scenario;
  const narration = resolveNarration(machine, loadScenarioText(id, lang));
  const contract = contractFor(loadContract(), id);
  const diagrams = scenarioDiagrams(machine, narration, lang);
  const leaves = activeLeaves(machine, initialSnapshot(machine).value);
  const initiallyLit = new Set(highlightedNodes(diagrams, leaves));

  const figures: FigureView[] = [];
  const elementOf = new Map<string, string>();
  for (const d of diagrams) {
    let svg = readCached(d.job);
    if (!svg) throw new Error(`Statechart ${d.svgId} is not rendered yet: run \`npm run diagrams\`.`);
    for (const node of d.nodes) {
      const el = nodeElementId(svg, d.svgId, mermaidName(machine.id, node));
      if (!el) throw new Error(`Statechart ${d.svgId} has no node for state ${node}`);
      elementOf.set(`${d.region}\u0000${node}`, el);
      if (initiallyLit.has(node)) svg = addClass(svg, el, 'kb-active');
    }
    const label = regionLabel(narration, d.region);
    const description = d.region === '' ? narration.description : plainText(narration.states[d.region]?.text ?? '');
    figures.push({
      id: `${d.svgId}-figure`,
      region: d.region,
      caption: label,
      svg: withTextAlternative(svg, d.svgId, label, description),
    });
  }

  // Each leaf lights its own node and the nodes that stand for its ancestors in other diagrams.
  const highlight: Record<string, string[]> = {};
  const states = stateNodes(machine);
  for (const s of states.filter((x) => x.kind === 'atomic' || x.kind === 'final')) {
    const ids: string[] = [];
    for (const d of diagrams) {
      for (const node of highlightedNodes([d], [s.path])) ids.push(elementOf.get(`${d.region}\u0000${node}`)!);
    }
    highlight[s.path] = ids;
  }

  const figureOf = new Map(diagrams.map((d) => [d.region, `${d.svgId}-figure`]));
  const regionViews: RegionView[] = regionsOf(machine).map((path) => ({
    path,
    label: regionLabel(narration, path),
    ...(figureOf.has(path) ? { figureId: figureOf.get(path) } : {}),
  }));

  const title = (path: string) => narration.states[path]?.title ?? path;
  const fallback: FallbackRegion[] = diagrams.map((d) => ({
    path: d.region,
    label: regionLabel(narration, d.region),
    text: d.region === '' ? narration.description : (narration.states[d.region]?.text ?? ''),
    figureId: figureOf.get(d.region),
    states: d.nodes.map((path) => ({
      path,
      title: title(path),
      text: narration.states[path]?.text ?? '',
      transitions: d.edges.filter((e) => e.from === path).map((e) => ({ label: e.label, target: title(e.to) })),
    })),
    regionWide: d.regionWide.map((w) => ({ label: w.label, target: title(w.target), except: w.except.map(title) })),
  }));

  return {
    figures,
    fallback,
    initialState: leaves.join(','),
    player: {
      id,
      initialState: leaves.join(','),
      narration,
      regions: regionViews,
      highlight,
      paramKeys: [id, ...contract.formerIds],
      eventAliases: contract.eventAliases,
      focus: [...(scenario.focus ?? [])],
    },
  };
}
