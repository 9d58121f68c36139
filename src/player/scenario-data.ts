// Build time: what Scenario.astro needs for one scenario in one language — the start view, the
// component types' statecharts (states and transitions, SVG rendered by src/diagrams/), the curated
// timelines played out (the no-JS tables), and the words handed to the island's run.
import type { NarratedEntry, RunView } from '../engine/types.ts';
import { replay } from './driver.ts';
import { groupsOf } from './groups.ts';

export interface ChartSource {
  componentType: string;
  label: string;
  /** Rendered SVG (build time), if the diagram pipeline has one for this type. */
  svg?: string;
  svgId?: string;
  /** State path → ids of the SVG nodes that stand for it. */
  nodes: Record<string, string[]>;
  states: Array<{ path: string; title: string; text?: string; transitions: Array<{ label: string; target: string }> }>;
}

export interface PlayedStep {
  index: number;
  label: string;
  t: number;
  narration: NarratedEntry[];
  states: Array<{ instance: string; label: string; state: string; stateTitle: string }>;
}

export interface PlayedTimeline {
  id: string;
  title: string;
  steps: PlayedStep[];
}

export interface ScenarioData {
  title: string;
  initial: RunView;
  charts: ChartSource[];
  timelines: PlayedTimeline[];
  words?: unknown;
  /** Views of every curated timeline's steps (to reserve button places). */
  views: RunView[];
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
      states: v.instances.map((x) => ({ instance: x.id, label: x.label, state: x.state, stateTitle: x.stateTitle })),
    };
  });
}

/** The most buttons any of these views offers per group: the places the island reserves. */
export function buttonSlots(views: RunView[]): Record<string, number> {
  const slots: Record<string, number> = {};
  for (const v of views) for (const g of groupsOf(v.available)) slots[g.group] = Math.max(slots[g.group] ?? 0, g.items.length);
  return slots;
}

type Loader = (lang: 'en' | 'ru') => Promise<ScenarioData>;

const loaders: Record<string, Loader> = {
  'fake-quorum': async (lang) => {
    const { fakeClient, FAKE_TIMELINES } = await import('./fixtures/fake-run.ts');
    const client = fakeClient(lang);
    const initial = client.createRun().view();
    const played = FAKE_TIMELINES.map((t) => ({ t, views: replay(client, t.steps.map((x) => x.token)).views }));
    return {
      title: lang === 'ru' ? 'Кворум (тестовый)' : 'Quorum (test fixture)',
      initial,
      charts: [],
      timelines: played.map(({ t, views }) => ({ id: t.id, title: t.title[lang], steps: playedSteps(views) })),
      views: [initial, ...played.flatMap((p) => p.views)],
    };
  },
};

export function scenarioData(id: string, lang: 'en' | 'ru'): Promise<ScenarioData> {
  const load = loaders[id];
  if (!load) throw new Error(`Unknown scenario "${id}"`);
  return load(lang);
}
