// Public API of engine v2. The player imports only this module and ./types.ts.
//
//   (the scenario registry, loadScenarioDef / SCENARIO_IDS_V2, is src/model/scenarios/registry.ts: scenarios sit above the engine)
//   createRun(scenario, words?): EngineRun                 a fresh run at t = 0, before the setup event
//     run.send(event | token): SendResult                  { ok: true } | { ok: false, reason }
//     run.view(): RunView                                  needs `words`
//     run.replay(events): { validPrefixLength, problem? }  restarts from t = 0 and plays `events`
//     run.events, run.time, run.dataState()
//   parseLink(scenario, value): ParsedLink                 `2~tok,tok…` or a v1 value; longest valid prefix
//   encodeLink(scenario, events): string                   `2~tok,tok…`
//   tokenOf / parseToken                                   one event ↔ its token
//   formatTime(ms, words), formatDuration(ms, words)       "t+1.5 s" / «t+1,5 с»
//   statePathSelector(type, path): string                  CSS selector of the statechart node of a state
//   playTimeline(scenario, timeline, answers): { run, failures }  plays a curated timeline on the engine
//   statePrefixMatches(state, prefix): boolean             how timeline/contract state expectations match
//   Build time only (node:fs): loadWords(scenario, lang) in ./words-files.ts. A page's no-JS statics
//   are built on this API in src/player/statics.ts.
//
// Determinism: the same events always give the same states, so a step is its list of events; Back,
// links and history replay from the start (no snapshots are stored).
import type { ScenarioDef } from './component.ts';
import type { LinkProblem } from './link.ts';
import { Run, type SendResult } from './run.ts';
import type { ReaderEvent, RunView } from './types.ts';
import { tokenOf } from './tokens.ts';
import { runView } from './view.ts';
import type { Words } from './words.ts';

export type { ScenarioDef, ComponentDef, World } from './component.ts';
export type { Words } from './words.ts';
export type { Timeline, TimelineStep, TimelineAnswer } from './timeline.ts';
export type { LinkProblem, LinkReason, ParsedLink } from './link.ts';
export type { SendResult, SendProblem } from './run.ts';
export { parseLink, encodeLink, LINK_VERSION, MAX_LINK_STEPS } from './link.ts';
export { parseToken, tokenOf } from './tokens.ts';
export { formatTime, formatDuration } from './words.ts';
export { NEXT_CAP_MS } from './run.ts';
export { playTimeline, answerOf } from './play.ts';
export { statePrefixMatches } from './timeline.ts';

export interface EngineRun {
  readonly scenario: ScenarioDef;
  send(event: ReaderEvent | string): SendResult;
  view(): RunView;
  replay(events: ReadonlyArray<ReaderEvent | string>): { validPrefixLength: number; problem?: LinkProblem };
  readonly events: ReaderEvent[];
  readonly time: number;
  dataState(): string;
}

export function createRun(scenario: ScenarioDef, words?: Words): EngineRun {
  let run = new Run(scenario);
  return {
    scenario,
    send: (event) => run.send(event),
    view: () => {
      if (!words) throw new Error('createRun: view() needs the words of the page language');
      return runView(run, words);
    },
    replay: (events) => {
      run = new Run(scenario);
      for (const [i, e] of events.entries()) {
        const r = run.send(e);
        if (!r.ok) return { validPrefixLength: i, problem: { reason: r.reason, step: i + 1, token: (typeof e === 'string' ? e : tokenOf(scenario.events, e)).slice(0, 40) } };
      }
      return { validPrefixLength: events.length };
    },
    get events() {
      return run.events;
    },
    get time() {
      return run.time;
    },
    dataState: () => run.dataState(),
  };
}

/** Selector of a state's node in the component type's statechart SVG (rendered at build time). */
export function statePathSelector(componentType: string, path: string): string {
  return `g.node[id*="-state-${mermaidName(componentType, path)}-"]`;
}

/** Mermaid state name of a component state: `etcd-member` + `up.leader` → `etcd_member__up__leader`. */
export function mermaidName(componentType: string, path: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_');
  return [safe(componentType), ...(path ? path.split('.').map(safe) : [])].join('__');
}
