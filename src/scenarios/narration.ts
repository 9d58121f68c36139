// A scenario's words (content/scenarios/<lang>/<id>.yaml): a title and an explanation for every state
// and every event, plus short labels for guards on diagram edges. Pure: parsing, pattern matching,
// interpolation and the completeness check; reading the files is in narration-files.ts.
//
// State keys are dot paths. A segment in braces matches any one segment and names it for the text:
// `running.{member}.leader` covers `running.m1.leader` … `running.m5.leader`, and "{member}" in its
// title or text becomes "m1" … "m5". An exact key wins over a pattern.
import type { AnyStateMachine } from 'xstate';
import { type EventSpec, type ParamValue, type ScenarioEvent, specFor } from './events.ts';
import { stateNodes, transitions } from './statechart.ts';

export interface StateText {
  title: string;
  text: string;
}

export interface EventText {
  /** Button label, e.g. "Stop {member}". */
  label: string;
  /** Short label on diagram edges, without parameters, e.g. "stop". */
  edge: string;
  /** What just happened, e.g. "{member} stopped". */
  title: string;
  text: string;
}

export interface ScenarioText {
  title: string;
  description: string;
  /** Optional status line, with placeholders filled from the scenario's status() values. */
  status?: string;
  states: Record<string, StateText>;
  events: Record<string, EventText>;
  guards: Record<string, string>;
}

/**
 * What the page needs: the same shape, but `states` keyed by every concrete state path (patterns such
 * as `running.{member}.down` expanded); events still carry their {param} placeholders.
 */
export type ResolvedNarration = ScenarioText;

const EVENT_FIELDS = ['label', 'edge', 'title', 'text'] as const;
const STATE_FIELDS = ['title', 'text'] as const;
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** Turns parsed YAML into a ScenarioText, collecting shape errors instead of throwing. */
export function toScenarioText(raw: unknown, where: string, errors: string[] = []): ScenarioText {
  const r = (raw ?? {}) as Record<string, unknown>;
  const out: ScenarioText = { title: str(r.title), description: str(r.description), states: {}, events: {}, guards: {} };
  if (!out.title) errors.push(`${where}: no title`);
  if (!out.description) errors.push(`${where}: no description`);
  if (r.status !== undefined) out.status = str(r.status);
  for (const [key, value] of Object.entries((r.states ?? {}) as Record<string, Record<string, unknown>>)) {
    const entry = { title: str(value?.title), text: str(value?.text) };
    for (const f of STATE_FIELDS) if (!entry[f]) errors.push(`${where}: state "${key}" has no ${f}`);
    out.states[key] = entry;
  }
  for (const [key, value] of Object.entries((r.events ?? {}) as Record<string, Record<string, unknown>>)) {
    const entry = { label: str(value?.label), edge: str(value?.edge), title: str(value?.title), text: str(value?.text) };
    for (const f of EVENT_FIELDS) if (!entry[f]) errors.push(`${where}: event "${key}" has no ${f}`);
    out.events[key] = entry;
  }
  for (const [key, value] of Object.entries((r.guards ?? {}) as Record<string, unknown>)) {
    out.guards[key] = str(value);
    if (!out.guards[key]) errors.push(`${where}: guard "${key}" has no label`);
  }
  return out;
}

/** Bindings if `key` (possibly with {name} segments) matches `path`, else undefined. */
export function matchKey(key: string, path: string): Record<string, string> | undefined {
  const k = key.split('.');
  const p = path.split('.');
  if (k.length !== p.length) return undefined;
  const bindings: Record<string, string> = {};
  for (let i = 0; i < k.length; i++) {
    const m = /^\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(k[i]);
    if (m) bindings[m[1]] = p[i];
    else if (k[i] !== p[i]) return undefined;
  }
  return bindings;
}

export function interpolate(text: string, values: Readonly<Record<string, ParamValue>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of one state: an exact key first, else the most specific matching pattern. */
export function stateText(text: ScenarioText, path: string): StateText | undefined {
  if (text.states[path]) return text.states[path];
  let best: { entry: StateText; bindings: Record<string, string> } | undefined;
  for (const [key, entry] of Object.entries(text.states)) {
    const bindings = matchKey(key, path);
    if (!bindings) continue;
    if (!best || Object.keys(bindings).length < Object.keys(best.bindings).length) best = { entry, bindings };
  }
  if (!best) return undefined;
  return { title: interpolate(best.entry.title, best.bindings), text: interpolate(best.entry.text, best.bindings) };
}

export function eventText(narration: Pick<ResolvedNarration, 'events'>, event: ScenarioEvent): EventText {
  const entry = narration.events[event.type];
  if (!entry) return { label: event.type, edge: event.type, title: event.type, text: '' };
  const values = event as Record<string, ParamValue>;
  return {
    label: interpolate(entry.label, values),
    edge: entry.edge,
    title: interpolate(entry.title, values),
    text: interpolate(entry.text, values),
  };
}

/** Guard types used by transitions that change something (these label diagram edges). */
export function guardTypes(machine: AnyStateMachine): Set<string> {
  return new Set(transitions(machine).flatMap((t) => (t.guard && t.targets.length ? [t.guard.type] : [])));
}

/**
 * Everything wrong with one language's text for a scenario: states or events without text, text for
 * states or events that no longer exist, guards on diagram edges without a label, unknown placeholders.
 */
export function checkNarration(machine: AnyStateMachine, specs: readonly EventSpec[], text: ScenarioText, where: string): string[] {
  const errors: string[] = [];
  const paths = stateNodes(machine).map((s) => s.path).filter((p) => p !== '');
  for (const path of paths) if (!stateText(text, path)) errors.push(`${where}: state "${path}" has no text`);
  for (const key of Object.keys(text.states)) {
    if (!paths.some((p) => matchKey(key, p))) errors.push(`${where}: text for state "${key}", which does not exist`);
    const bound = new Set(key.split('.').flatMap((seg) => /^\{(.+)\}$/.exec(seg)?.[1] ?? []));
    const { title, text: body } = text.states[key];
    for (const [, name] of `${title} ${body}`.matchAll(PLACEHOLDER)) {
      if (!bound.has(name)) errors.push(`${where}: state "${key}" uses {${name}}, which its key does not bind`);
    }
  }
  for (const spec of specs) if (!text.events[spec.type]) errors.push(`${where}: event "${spec.type}" has no text`);
  for (const [type, entry] of Object.entries(text.events)) {
    const spec = specFor(specs, type);
    if (!spec) {
      errors.push(`${where}: text for event "${type}", which does not exist`);
      continue;
    }
    for (const f of EVENT_FIELDS) {
      for (const [, name] of entry[f].matchAll(PLACEHOLDER)) {
        if (f === 'edge' || name !== spec.param?.name) errors.push(`${where}: event "${type}" ${f} uses unknown {${name}}`);
      }
    }
  }
  const guards = guardTypes(machine);
  for (const g of guards) if (!text.guards[g]) errors.push(`${where}: guard "${g}" has no label`);
  for (const g of Object.keys(text.guards)) if (!guards.has(g)) errors.push(`${where}: label for guard "${g}", which is not used`);
  return errors;
}

/** Both languages must describe the same states, events and guards (with the same keys). */
export function checkParity(a: ScenarioText, b: ScenarioText, where: string): string[] {
  const errors: string[] = [];
  for (const part of ['states', 'events', 'guards'] as const) {
    const ka = new Set(Object.keys(a[part]));
    const kb = new Set(Object.keys(b[part]));
    for (const k of ka) if (!kb.has(k)) errors.push(`${where}: ${part} key "${k}" is missing in the other language`);
    for (const k of kb) if (!ka.has(k)) errors.push(`${where}: ${part} key "${k}" exists only in the other language`);
  }
  return errors;
}

export function resolveNarration(machine: AnyStateMachine, text: ScenarioText): ResolvedNarration {
  const states: Record<string, StateText> = {};
  for (const { path } of stateNodes(machine)) {
    if (path === '') continue;
    const entry = stateText(text, path);
    if (!entry) throw new Error(`${machine.id}: state "${path}" has no text`);
    states[path] = entry;
  }
  return {
    title: text.title,
    description: text.description,
    ...(text.status ? { status: text.status } : {}),
    states,
    events: text.events,
    guards: text.guards,
  };
}
