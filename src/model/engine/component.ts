// What a component type and a scenario give the engine. A component type is one small XState machine
// plus the pure functions that turn its context into narration values, facts and "what you see"
// lines; the words for all of them live in content/scenarios/<lang>/components/<type>.yaml. A
// scenario composes instances of component types and routes the reader's events to them. The engine
// knows nothing about etcd: adding a component type never needs an engine change.
import type { AnyStateMachine } from 'xstate';
import type { Layer, ParamValue, ReaderEvent, ReaderEventSpec, ReaderEventSpecOf } from './types.ts';

export type Params = Record<string, ParamValue>;

/**
 * A scenario's instances by id and the context type of each: `{ etcdctl: EtcdctlContext; [m: `m${number}`]:
 * MemberContext }`. `World<Contexts>` then types `world.context(id)`; the default (`Contexts`) knows none.
 */
export type Contexts = Record<string, unknown>;

/** Read-only access to the other instances, for views and routing. */
export interface World<C extends Contexts = Contexts> {
  now(): number;
  ids(): string[];
  typeOf(id: string): string;
  /** Dot path of the instance's state. */
  state(id: string): string;
  /** The instance's context, of the type the scenario's instance map gives that id. */
  context<K extends keyof C & string>(id: K): C[K];
  /** Every instance of a component type, in composition order, its context typed by the type's def: what a
   * component type that reads other instances uses (it knows no scenario's instance map). */
  instancesOf<T>(def: ComponentDef<T>): Array<{ id: string; context: T }>;
}

/** A line for the "now" table: a words key (facts.<key> / see.<key>) and its values. */
export interface WordRef {
  key: string;
  params?: Params;
}

export interface ComponentDef<TContext = unknown> {
  type: string;
  layer: Layer;
  machine: AnyStateMachine;
  /** Values for the narration and the row of this instance (term, error, value…). */
  params(context: TContext, state: string): Params;
  /** Facts for the row: words facts.<key> gives the label and the value template. */
  facts(context: TContext, state: string, world: World): WordRef[];
  /** "What you see" lines: words see.<key> interpolated with params. */
  see(context: TContext, state: string, world: World): WordRef[];
  /** A digest of what matters beyond the state path (a member's term and leader): when it changes,
   * the change is logged even if the state path stays (a follower that now follows a new leader). */
  observe?(context: TContext): string;
  /** States a reader sees as an error (timeline markers, NarratedEntry.error). */
  isError?(state: string): boolean;
  /** The instance to look at first (the etcd leader). */
  emphasis?(context: TContext, state: string): boolean;
  /** Delay values of named `after` delays, for the log's `cause.delayMs`. */
  delayMs?(name: string, context: TContext): number | undefined;
}

export interface InstanceSpec<Id extends string = string> {
  id: Id;
  type: string;
  /** Row and lane label; '' = the component type's title in the page language. */
  label: string;
  input: Record<string, unknown>;
  /** Instances with the same key are identical in kind (one component type): the player may
   * summarise them as one row ("Worker nodes 3/3 Ready"). Its label: the scenario words'
   * `instanceGroups.<key>`. */
  group?: string;
}

export interface Delivery {
  to: string;
  event: { type: string; [k: string]: unknown };
}

/** What the engine hands `compose` (the setup event) and `route` (every other event); with the default
 * (`ReaderEvent`, any type) both get any event. */
type SetupEventOf<E extends ReaderEvent, S extends string> = string extends S ? E : Extract<E, { type: S }>;
type StepEventOf<E extends ReaderEvent, S extends string> = string extends S ? E : Exclude<E, { type: S }>;

/**
 * A scenario, typed by its reader events `E` (a union: `{ type: 'member.stop'; member: MemberId } | …`),
 * its instance map `C` (instance id → context type) and its setup event's type `S`.
 *
 * The engine, the registry and the player hold any scenario as the bare `ScenarioDef`, whose defaults
 * are `any`: the engine's one untyped boundary. A run parses tokens into `ReaderEvent`s and passes one
 * on only if it equals one the scenario's `available` returned (or, before the setup, one of the setup
 * event's values): that run-time check is what lets `route` and `compose` take the scenario's own types.
 * (With `ReaderEvent`/`Contexts` as defaults, TypeScript's variance check would refuse a typed scenario.)
 */
export interface ScenarioDef<E extends ReaderEvent = any, C extends Contexts = any, S extends E['type'] = any> {
  id: string;
  components: readonly ComponentDef<never>[];
  /** Reader events of the scenario (clock events are the engine's and are not listed): write them with
   * `eventSpecs<E>([…])`, which checks each against the event union. */
  events: readonly ReaderEventSpec[];
  /** Retired token or event type → current one (for old links). */
  aliases?: Readonly<Record<string, string>>;
  /** The first event a run takes: it decides which instances exist. */
  setupEvent: S;
  compose(event: SetupEventOf<E, S>): InstanceSpec<keyof C & string>[];
  /** Non-clock events possible now. */
  available(world: World<C>): E[];
  /** Where a reader event goes; only called for available events. */
  route(event: StepEventOf<E, S>, world: World<C>): Delivery[];
  /** Ceiling of a "until something changes" jump, in ms. */
  nextCapMs?: number;
  /** The few lines that matter after a step (can you write, can you read, do the pods run): words
   * `summary.<key>` of the scenario, with values. Optional: without it the player shows no summary. */
  summary?(world: World<C>): WordRef[];
}

/** A scenario's event specs, each checked against its event union `E` (type, parameter name and the type
 * of its values); the list is then held as plain specs, as the engine and the player read them. */
export function eventSpecs<E extends ReaderEvent>(specs: readonly ReaderEventSpecOf<E>[]): readonly ReaderEventSpec[] {
  return specs;
}
