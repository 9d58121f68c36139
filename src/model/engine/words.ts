// The words of a run in ONE language: engine words, the scenario's words and each component type's
// words (content/scenarios/<lang>/…). Resolved at build time and passed to the island as props.
import type { Params } from './component.ts';

export interface StateWords {
  title: string;
  text: string;
}

export interface ComponentWords {
  title: string;
  text?: string;
  states: Record<string, StateWords>;
  /** `from -> to`, `* -> to` or `from -> *`. */
  transitions: Record<string, string>;
  events: Record<string, string>;
  delays: Record<string, string>;
  facts: Record<string, { label: string; value: string }>;
  see: Record<string, string>;
  /** Short labels of named guards, for statechart edges. */
  guards?: Record<string, string>;
}

export interface ScenarioWords {
  title: string;
  description: string;
  groups: Record<string, string>;
  /** `runbook`: a procedure step's title in the runbook (imperative: "Compact the history"). */
  events: Record<string, { group: string; label: string; text: string; runbook?: string }>;
  /** A procedure's runbook view (src/model/engine/procedure.ts): its heading and one line of introduction. */
  runbook?: { title: string; intro: string };
  /** Words for parameter values that are not names (`all` → "all members"). */
  values?: Record<string, string>;
  /** Instance group key (InstanceSpec.group) → its label ("Worker nodes"). */
  instanceGroups?: Record<string, string>;
  /** Summary line key (ScenarioDef.summary) → its words ("Writes time out after {s} s"). */
  summary?: Record<string, string>;
}

export interface EngineWords {
  clock: { group: string; advance: string; next: string; capped: string; quiet: string };
  units: { s: string; min: string };
  time: string;
  merged: string;
  mergedSame: string;
  step: { start: string };
  layers: Record<string, string>;
}

export interface Words {
  lang: string;
  engine: EngineWords;
  scenario: ScenarioWords;
  components: Record<string, ComponentWords>;
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Numbers in the page's language: `1.5` → `1,5` in Russian. */
export function formatNumber(n: number, lang: string): string {
  const s = String(Math.round(n * 1000) / 1000);
  return lang === 'ru' ? s.replace('.', ',') : s;
}

export function interpolate(text: string, values: Readonly<Params>, lang = 'en'): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in values)) return whole;
    const v = values[name];
    return typeof v === 'number' ? formatNumber(v, lang) : String(v);
  });
}

/** "1.5 s", "5 min": a duration in the page's language. */
export function formatDuration(ms: number, words: Words): string {
  const s = ms / 1000;
  if (s >= 60 && s % 60 === 0) return interpolate(words.engine.units.min, { n: s / 60 }, words.lang);
  return interpolate(words.engine.units.s, { n: s }, words.lang);
}

/** "t+1.5 s". */
export function formatTime(ms: number, words: Words): string {
  return interpolate(words.engine.time, { t: formatDuration(ms, words) }, words.lang);
}

/**
 * The words of one transition: exact pair first, then `* -> to`, then `from -> *`; at each level a key
 * with ` @<cause>` (`@timer`, `@reader` or the event type of the message) wins over the plain key.
 */
export function transitionWords(c: ComponentWords, from: string, to: string, cause?: string): string | undefined {
  for (const key of [`${from} -> ${to}`, `* -> ${to}`, `${from} -> *`]) {
    const text = (cause !== undefined ? c.transitions[`${key} @${cause}`] : undefined) ?? c.transitions[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The cause tag a transition's words may be keyed by. */
export function causeTag(cause: { kind: string; event?: string }): string {
  return cause.kind === 'message' ? (cause.event ?? 'message') : cause.kind;
}

/** Which key a (from, to) pair uses, for the coverage check. */
export function transitionKey(c: ComponentWords, from: string, to: string): string | undefined {
  return [`${from} -> ${to}`, `* -> ${to}`, `${from} -> *`].find((k) => k in c.transitions);
}
