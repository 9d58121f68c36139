// From a run to the RunView the player renders: narration built from the log with the components'
// words (repeated lines merged), the "now" table grouped by layer, lanes and the available events.
import type { Run } from './run.ts';
import { CLOCK_ADVANCE, CLOCK_NEXT, type InstanceView, type Lane, type LogEntry, type NarratedEntry, type ReaderEvent, type RunView, type StepView, type SummaryView } from './types.ts';
import { tokenOf } from './tokens.ts';
import { type Words, causeTag, formatDuration, interpolate, transitionWords } from './words.ts';

const LAYER_ORDER = ['etcd', 'control-plane', 'nodes', 'workloads', 'network', 'clients', 'monitoring'];

export function eventLabel(run: Run, words: Words, event: ReaderEvent): string {
  if (event.type === CLOCK_ADVANCE) return interpolate(words.engine.clock.advance, { duration: formatDuration(Number(event.seconds) * 1000, words) });
  if (event.type === CLOCK_NEXT) return words.engine.clock.next;
  const w = words.scenario.events[event.type];
  return w ? interpolate(w.label, eventParams(words, event), words.lang) : event.type;
}

/** An event's parameters, with values the scenario has words for (`all`) in the page language. */
function eventParams(words: Words, event: ReaderEvent): ReaderEvent {
  const out: ReaderEvent = { ...event };
  for (const [k, v] of Object.entries(event)) if (k !== 'type' && words.scenario.values?.[String(v)]) out[k] = words.scenario.values[String(v)];
  return out;
}

function eventText(words: Words, event: ReaderEvent): string {
  const w = words.scenario.events[event.type];
  return w ? interpolate(w.text, eventParams(words, event), words.lang) : event.type;
}

/** An instance's label: its own, or its component type's title. */
export function instanceLabel(run: Run, words: Words, id: string): string {
  const spec = run.instances.find((i) => i.id === id);
  return spec?.label || (spec && words.components[spec.type]?.title) || id;
}

function entryText(run: Run, words: Words, e: LogEntry): string {
  const c = words.components[e.componentType];
  const label = instanceLabel(run, words, e.instance);
  const text = c ? transitionWords(c, e.from, e.to, causeTag(e.cause)) : undefined;
  return interpolate(text ?? `${e.from} → ${e.to}`, { instance: label, ...e.params }, words.lang);
}

/** Narration of log entries; consecutive entries of one instance with the same words merge into one line. */
export function narrate(run: Run, words: Words, entries: readonly LogEntry[]): NarratedEntry[] {
  const out: Array<NarratedEntry & { key: string; times: number[] }> = [];
  for (const e of entries) {
    const text = entryText(run, words, e);
    const key = `${e.instance}|${e.from}|${e.to}|${text}`;
    const error = run.component(e.componentType).isError?.(e.to) ?? false;
    const prev = out.at(-1);
    if (prev && prev.key === key) {
      prev.times.push(e.t);
      continue;
    }
    out.push({ key, times: [e.t], t: e.t, instance: e.instance, text, ...(error ? { error } : {}) });
  }
  return out.map(({ key: _k, times, ...n }) => {
    if (times.length === 1) return n;
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    const [min, max] = [Math.min(...gaps), Math.max(...gaps)];
    const text =
      min === max
        ? interpolate(words.engine.mergedSame, { text: n.text, count: times.length, every: formatDuration(min, words) })
        : interpolate(words.engine.merged, { text: n.text, count: times.length, min: formatDuration(min, words), max: formatDuration(max, words) });
    return { ...n, text, tEnd: times.at(-1)!, count: times.length };
  });
}

/** A finished step never changes: its view is built once per run and words bundle. */
const stepCache = new WeakMap<Run, { words: Words; steps: StepView[] }>();

function stepViews(run: Run, words: Words): StepView[] {
  let cache = stepCache.get(run);
  if (!cache || cache.words !== words) {
    cache = { words, steps: [{ index: 0, t0: 0, t1: 0, narration: [] }] };
    stepCache.set(run, cache);
  }
  const steps = cache.steps;
  run.steps.forEach((s, i) => {
    if (steps[i + 1]) return;
    // A clock step's label (+5 min) says what the reader did; a line repeating it would only push
    // what happened out of sight.
    const clockStep = s.event.type === CLOCK_ADVANCE || s.event.type === CLOCK_NEXT;
    const first: NarratedEntry[] = clockStep ? [] : [{ t: s.t0, instance: '', text: eventText(words, s.event) }];
    const entries = narrate(run, words, run.log.slice(s.from, s.to));
    const quiet: NarratedEntry[] =
      clockStep
        ? entries.length
          ? []
          : [{ t: s.t1, instance: '', text: s.capped ? words.engine.clock.capped : words.engine.clock.quiet }]
        : [];
    steps.push({ index: i + 1, token: s.token, label: eventLabel(run, words, s.event), t0: s.t0, t1: s.t1, narration: [...first, ...entries, ...quiet] });
  });
  return steps.slice(0, run.steps.length + 1);
}

function rows(run: Run, words: Words): InstanceView[] {
  const world = run.world();
  const last = run.steps.at(-1);
  const changed = new Set(last ? run.log.slice(last.from, last.to).map((e) => e.instance) : []);
  const list = run.instances.map((spec) => {
    const def = run.component(spec.type);
    const w = words.components[spec.type];
    const state = world.state(spec.id);
    const ctx = world.context(spec.id);
    // A fact or a "what you see" line reads the instance's own values (its `params`, as its narration
    // does), and any the WordRef adds or overrides.
    const own = def.params(ctx, state);
    const text = (key: string, params = {}) => interpolate(w?.see[key] ?? key, { ...own, ...params }, words.lang);
    return {
      id: spec.id,
      componentType: spec.type,
      layer: def.layer,
      label: instanceLabel(run, words, spec.id),
      state,
      stateTitle: w?.states[state]?.title ?? state,
      facts: def.facts(ctx, state, world).map((f) => ({
        label: w?.facts[f.key]?.label ?? f.key,
        value: interpolate(w?.facts[f.key]?.value ?? '', { ...own, ...f.params }, words.lang),
      })),
      see: def.see(ctx, state, world).map((s) => text(s.key, s.params)),
      changed: changed.has(spec.id),
      ...(def.emphasis?.(ctx, state) ? { emphasis: true } : {}),
      ...(spec.group ? { group: spec.group } : {}),
    } satisfies InstanceView;
  });
  return list.sort((a, b) => LAYER_ORDER.indexOf(a.layer) - LAYER_ORDER.indexOf(b.layer));
}

function lanes(run: Run, words: Words): Lane[] {
  const stepOf = (index: number) => run.steps.findIndex((s) => index >= s.from && index < s.to) + 1;
  const byInstance = new Map<string, Array<{ e: LogEntry; i: number }>>();
  run.log.forEach((e, i) => {
    const list = byInstance.get(e.instance) ?? [];
    list.push({ e, i });
    byInstance.set(e.instance, list);
  });
  return run.instances.map((spec) => {
    const w = words.components[spec.type];
    const def = run.component(spec.type);
    const entries = byInstance.get(spec.id) ?? [];
    const segments: Lane['segments'] = [];
    let state = entries[0]?.e.from ?? run.world().state(spec.id);
    let from = 0;
    let step = 0;
    for (const { e, i } of entries) {
      // A state left at the moment it was entered still ends its step (several steps at one time): kept,
      // with no length, for that step's column.
      if (e.t > from || stepOf(i) !== step) segments.push({ from, to: e.t, state, title: w?.states[state]?.title ?? state, step });
      state = e.to;
      from = e.t;
      step = stepOf(i);
    }
    segments.push({ from, to: run.time, state, title: w?.states[state]?.title ?? state, step });
    const markers = entries
      .filter(({ e }) => def.isError?.(e.to))
      .map(({ e, i }) => ({ t: e.t, step: stepOf(i), text: entryText(run, words, e) }));
    return { instance: spec.id, label: instanceLabel(run, words, spec.id), segments, markers };
  });
}

/** The scenario's summary lines in words, and the next change a timer makes by itself (Run.nextChange). */
function summary(run: Run, words: Words): SummaryView | undefined {
  const lines = run.started ? run.scenario.summary?.(run.world()) : undefined;
  if (!lines) return undefined;
  const now = lines.map((l) => interpolate(words.scenario.summary?.[l.key] ?? l.key, l.params ?? {}, words.lang));
  const next = run.nextChange();
  if (!next) return run.clock.pending() ? { now } : { now, still: true };
  const title = words.components[run.world().typeOf(next.instance)]?.states[next.to]?.title ?? next.to;
  return { now, next: { t: next.t, label: instanceLabel(run, words, next.instance), title } };
}

export function runView(run: Run, words: Words): RunView {
  const sum = summary(run, words);
  return {
    scenario: run.scenario.id,
    time: run.time,
    dataState: run.dataState(),
    instances: rows(run, words),
    steps: stepViews(run, words),
    lanes: lanes(run, words),
    available: run.available().map((event) => {
      const clock = event.type === CLOCK_ADVANCE || event.type === CLOCK_NEXT;
      const group = clock ? 'clock' : (words.scenario.events[event.type]?.group ?? '');
      return { event, token: tokenOf(run.scenario.events, event), label: eventLabel(run, words, event), group };
    }),
    ...(words.scenario.instanceGroups ? { groupLabels: words.scenario.instanceGroups } : {}),
    ...(sum ? { summary: sum } : {}),
  };
}
