// The contract between the scenario engine (src/model/engine/), the scenarios (src/model/scenarios/<id>/), the
// component library (src/model/components/) and the player island (src/player/). The engine produces a
// RunView after every step; the player only renders RunViews and sends ReaderEvents. Words are resolved
// to the page's language before they reach the player, so the island never loads the other language.
//
// Fields may be added (optional first); none may be renamed or removed without updating every user.
export type ParamValue = string | number;

/**
 * A reader's event: `type` plus at most one parameter. Token form in links: `type` or `type:value`.
 * This is the bound the engine and the player carry any scenario's events in; a scenario declares its
 * own union (`{ type: 'member.stop'; member: MemberId } | …`, see ScenarioDef), and every member of
 * such a union fits this bound.
 */
export type ReaderEvent = { type: string } & { [param: string]: ParamValue };

/** The spec of a reader event: its type and, if it has one, its parameter with the values a link may carry. */
export interface ReaderEventSpec {
  readonly type: string;
  readonly param?: { readonly name: string; readonly values: readonly ParamValue[] };
}

type ParamKeys<E> = Exclude<keyof E, 'type'> & string;
/** The spec of one member of a scenario's event union: a parameter-less event has no `param`; an
 * event with a parameter names it and lists values of its type. */
type SpecOf<E extends ReaderEvent> = [ParamKeys<E>] extends [never]
  ? { readonly type: E['type']; readonly param?: undefined }
  : { [K in ParamKeys<E>]: { readonly type: E['type']; readonly param: { readonly name: K; readonly values: readonly E[K][] } } }[ParamKeys<E>];

/** A spec checked against a scenario's event union `E` (see `eventSpecs` in component.ts). */
export type ReaderEventSpecOf<E extends ReaderEvent> = E extends ReaderEvent ? SpecOf<E> : never;

/** Clock events every scenario has; the engine handles them, the scenario never sees them. */
export const CLOCK_ADVANCE = 'clock.advance'; // param `seconds`: 1, 10, 60, 300
export const CLOCK_NEXT = 'clock.next'; // "until something changes"
export const ADVANCE_SECONDS = [1, 10, 60, 300] as const;

export type Layer = 'etcd' | 'control-plane' | 'nodes' | 'workloads' | 'network' | 'clients' | 'monitoring';

/** Why a transition happened. */
export type Cause =
  | { kind: 'reader'; event: string } // token of the reader's event
  | { kind: 'timer'; delayMs: number } // an `after` delay of the component itself
  | { kind: 'message'; from: string; event: string }; // an event sent by another instance (its id)

/** One line of the engine's transition log. */
export interface LogEntry {
  /** Simulated ms since the start, at which the transition happened (a timer's due time). */
  t: number;
  instance: string;
  componentType: string;
  /** State paths, e.g. 'follower' → 'leader', 'waiting' → 'failed.deadlineExceeded'. */
  from: string;
  to: string;
  cause: Cause;
  /** Values for the narration of this transition (term, error string, value, revision…). */
  params: Record<string, ParamValue>;
}

/** A log entry, or a run of repeated ones merged ("retried the lease 68 times, every 2–4.4 s"), in words. */
export interface NarratedEntry {
  t: number;
  /** t of the last merged entry, when several were merged. */
  tEnd?: number;
  count?: number;
  instance: string;
  /** Inline text: `code` and [links](../page/#id) allowed, already in the page's language. */
  text: string;
  /** Marks an error a reader would see (shown as a marker on the timeline). */
  error?: boolean;
}

/** One row of the "now" table. */
export interface InstanceView {
  id: string; // 'm1', 'write', 'apiserver-cp1'
  componentType: string; // 'etcd-member'
  layer: Layer;
  label: string; // 'm1', 'kube-apiserver (cp1)'
  /** Dot path of the instance's state, stable across languages: the test hook. */
  state: string;
  stateTitle: string; // in the page's language
  /** Short facts shown in the row: role, term, index, revision… already formatted. */
  facts: Array<{ label: string; value: string }>;
  /** "What you see": the command, output or error an operator gets now. Inline text. */
  see: string[];
  changed: boolean; // changed in the last step
  /** Highlighted as the one to look at (the etcd leader, say). */
  emphasis?: boolean;
  /** Instance group (InstanceSpec.group): rows with the same key may be summarised as one. */
  group?: string;
}

export interface LaneSegment {
  from: number;
  to: number;
  state: string;
  title: string;
  /** The step that brought the instance into this state (0: its state from the start). */
  step: number;
}

export interface Lane {
  instance: string;
  label: string;
  segments: LaneSegment[];
  /** Errors a reader would see, at their time; `step` is the index of the step that produced it. */
  markers: Array<{ t: number; step: number; text: string }>;
}

export interface StepView {
  /** 0 is the start; step i is the result of events[i-1]. */
  index: number;
  token?: string;
  /** The event's label in the page's language ("+10 s", "Stop m2"). */
  label?: string;
  t0: number;
  t1: number;
  narration: NarratedEntry[];
}

/** What matters after a step, above its narration (ScenarioDef.summary and the run's next timer). */
export interface SummaryView {
  /** The scenario's lines (can you write, can you read, do the pods run), in the page's language. Inline text. */
  now: string[];
  /** The next change a timer makes by itself: when, the instance's label and its new state's title. */
  next?: { t: number; label: string; title: string };
  /** No timer is pending: nothing changes until the reader acts. */
  still?: boolean;
}

/** Everything the player shows at one step. */
export interface RunView {
  scenario: string;
  /** Simulated ms since the start. */
  time: number;
  /** Comma-separated `<instance>.<state path>` of every instance, stable order: the test hook. */
  dataState: string;
  instances: InstanceView[];
  /** All steps so far (history and narration); the last one is the current step. */
  steps: StepView[];
  lanes: Lane[];
  /** Events the reader can send now (clock events included), with their labels. */
  available: Array<{ event: ReaderEvent; token: string; label: string; group: string }>;
  /** Instance group key → its label in the page's language (the scenario words' `instanceGroups`). */
  groupLabels?: Record<string, string>;
  /** After the setup step, for a scenario with a summary. */
  summary?: SummaryView;
}
