// What a scenario page needs without JavaScript, computed at build time (node:fs): each component
// type's states with their words and transitions (beside its statechart SVG), and each curated
// timeline played out step by step with its narration and "now" table. Built on the engine, beside
// the statechart render jobs; scenario-data.ts turns it into Scenario.astro's props.
import { componentDiagram, componentSvgId } from '../build/diagrams/component-jobs.ts';
import type { Lang } from '../site/i18n/langs.ts';
import { statePathSelector } from '../model/engine/index.ts';
import { loadScenarioDef } from '../model/scenarios/registry.ts';
import { leafStates } from '../model/engine/machine-shape.ts';
import { Run } from '../model/engine/run.ts';
import type { Timeline } from '../model/engine/timeline.ts';
import type { InstanceView, NarratedEntry, SummaryView } from '../model/engine/types.ts';
import { eventLabel, runView } from '../model/engine/view.ts';
import { type Words, formatTime } from '../model/engine/words.ts';
import { loadWords } from '../model/engine/words-files.ts';

export interface ComponentStatics {
  type: string;
  title: string;
  text: string;
  /** Cached statechart SVG id (diagram-cache), rendered by `npm run diagrams`. */
  svgId: string;
  states: Array<{ path: string; title: string; text: string; selector: string; transitions: Array<{ label: string; target: string }> }>;
  /** Transitions that apply in every state of a compound state ('' = the whole component), listed
   * under the chart instead of drawn from each state: "in every Running state: stop → Stopped". */
  everywhere: Array<{ scope: string; scopeTitle: string; label: string; target: string }>;
}

export interface TimelineStatics {
  id: string;
  title: string;
  source: string;
  /** `summary`: what matters after the step (a scenario with a summary). */
  steps: Array<{ token: string; label: string; time: string; narration: NarratedEntry[]; now: InstanceView[]; summary?: SummaryView }>;
}

export interface ScenarioStatics {
  id: string;
  title: string;
  description: string;
  words: Words;
  components: ComponentStatics[];
  timelines: TimelineStatics[];
}

export async function scenarioStatics(id: string, lang: Lang): Promise<ScenarioStatics> {
  const scenario = await loadScenarioDef(id);
  const words = loadWords(scenario, lang);
  const components = scenario.components.map((def): ComponentStatics => {
    const w = words.components[def.type];
    const d = componentDiagram(def.machine, def.type, w, lang);
    const title = (p: string) => w.states[p]?.title ?? p;
    return {
      type: def.type,
      title: w.title,
      text: w.text ?? '',
      svgId: componentSvgId(def.type, lang),
      states: leafStates(def.machine).map((path) => ({
        path,
        title: title(path),
        text: w.states[path]?.text ?? '',
        selector: statePathSelector(def.type, path),
        transitions: d.edges.filter((e) => e.from === path).map((e) => ({ label: e.label, target: title(e.to) })),
      })),
      everywhere: d.scoped.map((r) => ({ scope: r.scope, scopeTitle: r.scope ? title(r.scope) : w.title, label: r.label, target: title(r.target) })),
    };
  });
  const mod = (await import(`../model/scenarios/${id}/timelines.ts`)) as { timelines: Timeline[] };
  const timelines = mod.timelines.map((t): TimelineStatics => {
    const run = new Run(scenario);
    const steps: TimelineStatics['steps'] = [];
    for (const s of t.steps) {
      if (!run.send(s.event).ok) throw new Error(`${id} timeline ${t.id}: ${s.event} does not fit`);
      const view = runView(run, words);
      const last = view.steps.at(-1)!;
      steps.push({
        token: last.token!,
        label: eventLabel(run, words, run.events.at(-1)!),
        time: formatTime(run.time, words),
        narration: last.narration,
        now: view.instances,
        ...(view.summary ? { summary: view.summary } : {}),
      });
    }
    return { id: t.id, title: lang === 'ru' ? t.title.ru : t.title.en, source: t.source, steps };
  });
  return { id, title: words.scenario.title, description: words.scenario.description, words, components, timelines };
}
