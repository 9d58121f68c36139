// A run: one actor system on our own clock, holding every component instance of a scenario as an
// actor spawned by a generic root machine (systemId = instance id). The reader's events go in; the
// engine answers clock events itself and routes the others through the scenario. Every state change
// of an instance is logged from XState's inspection events, with its cause: the reader's event, the
// instance's own timer, or a message from another instance. Deterministic: the same events always
// give the same log, so a step is its list of events and Back / links replay from the start.
import { type ActorRefLike, type AnyActorLogic, type AnyActorRef, type InspectionEvent, type StateValue, assertEvent, createActor, enqueueActions, setup, transition } from 'xstate';
import { EngineClock } from './clock.ts';
import type { ComponentDef, Contexts, Delivery, InstanceSpec, ScenarioDef, World } from './component.ts';
import { CLOCK_ADVANCE, CLOCK_NEXT, type Cause, type LogEntry, type ReaderEvent } from './types.ts';
import { parseToken, sameEvent, tokenOf, type TokenProblem } from './tokens.ts';

/** "Until something changes" never jumps further than this unless the scenario says otherwise. */
export const NEXT_CAP_MS = 10 * 60_000;

export type SendProblem = TokenProblem | 'not-possible';

export type SendResult = { ok: true } | { ok: false; reason: SendProblem };

/** The next change no reader event causes: `instance` moves to state `to` at `t` on a timer of its own. */
export interface NextChange {
  t: number;
  instance: string;
  to: string;
}

export interface StepRecord {
  token: string;
  event: ReaderEvent;
  t0: number;
  t1: number;
  /** Log entries of this step: log.slice(from, to). */
  from: number;
  to: number;
  /** clock.next only: the jump stopped at the cap with nothing changed. */
  capped?: boolean;
}

type RootEvent =
  | { type: 'engine.spawn'; instances: Array<{ id: string; logic: AnyActorLogic; input: Record<string, unknown> }> }
  | { type: 'engine.deliver'; deliveries: Delivery[] };

/** The generic root: spawns the instances once, then only relays deliveries. It knows no component. */
const engineRoot = setup({
  types: { events: {} as RootEvent },
  actions: {
    spawn: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'engine.spawn');
      // The root declares no actors in setup() (it hosts any component type), so spawnChild's typed
      // options have no systemId; widen them to what spawnChild accepts at run time.
      const spawn = enqueue.spawnChild as (logic: AnyActorLogic, options: { id: string; systemId: string; input: unknown }) => void;
      for (const i of event.instances) spawn(i.logic, { id: i.id, systemId: i.id, input: i.input });
    }),
    deliver: enqueueActions(({ event, enqueue, system }) => {
      assertEvent(event, 'engine.deliver');
      for (const d of event.deliveries) {
        const ref = system.get(d.to) as AnyActorRef | undefined;
        if (ref) enqueue.sendTo(ref, d.event);
      }
    }),
  },
}).createMachine({
  id: 'engine',
  initial: 'setup',
  states: {
    setup: { on: { 'engine.spawn': { target: 'running', actions: 'spawn' } } },
    running: { on: { 'engine.deliver': { actions: 'deliver' } } },
  },
});

/** `{ up: { follower: 'waiting' } }` → `up.follower.waiting`. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, sub] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  const rest = sub === undefined ? '' : statePath(sub as StateValue);
  return rest ? `${key}.${rest}` : key;
}

const AFTER = /^xstate\.after\.([^.]+)\./;

/** A run of one scenario; `C`, the scenario's instance map, types `world().context(id)` for tests and tools. */
export class Run<C extends Contexts = Contexts> {
  readonly scenario: ScenarioDef;
  readonly clock = new EngineClock();
  readonly log: LogEntry[] = [];
  readonly steps: StepRecord[] = [];
  instances: InstanceSpec[] = [];
  private readonly actor;
  private readonly types = new Map<string, ComponentDef<unknown>>();
  private readonly current = new Map<string, string>();
  private readonly observed = new Map<string, string>();
  private readonly sources = new WeakMap<object, ActorRefLike | undefined>();
  /** The last event each actor received from outside: the cause of what it raised to itself. */
  private readonly lastReceived = new WeakMap<object, { type: string }>();
  private readerToken = '';

  constructor(scenario: ScenarioDef<any, C>) {
    this.scenario = scenario;
    for (const c of scenario.components) this.types.set(c.type, c as ComponentDef<unknown>);
    this.actor = createActor(engineRoot, { clock: this.clock, inspect: (e) => this.inspect(e) });
    this.actor.start();
  }

  get time(): number {
    return this.clock.now();
  }

  get events(): ReaderEvent[] {
    return this.steps.map((s) => s.event);
  }

  get started(): boolean {
    return this.instances.length > 0;
  }

  component(type: string): ComponentDef<unknown> {
    const c = this.types.get(type);
    if (!c) throw new Error(`${this.scenario.id}: unknown component type ${type}`);
    return c;
  }

  world(): World<C> {
    return {
      now: () => this.clock.now(),
      ids: () => this.instances.map((i) => i.id),
      typeOf: (id) => this.instances.find((i) => i.id === id)?.type ?? '',
      state: (id) => this.current.get(id) ?? '',
      // The actor of an instance runs its component type's machine, whose context the instance map and
      // the def name: the two typed reads below rest on that.
      context: (id) => this.ref(id)?.getSnapshot().context,
      instancesOf: (def) => this.instances.filter((i) => i.type === def.type).map((i) => ({ id: i.id, context: this.ref(i.id)?.getSnapshot().context })),
    };
  }

  /** `<instance>.<state path>` of every instance, in composition order. */
  dataState(): string {
    return this.instances.map((i) => `${i.id}.${this.current.get(i.id) ?? ''}`).join(',');
  }

  states(): Record<string, string> {
    return Object.fromEntries(this.instances.map((i) => [i.id, this.current.get(i.id) ?? '']));
  }

  /** The reader events possible now, clock events included (before the setup, only the setup event). */
  available(): ReaderEvent[] {
    if (!this.started) {
      const spec = this.scenario.events.find((s) => s.type === this.scenario.setupEvent);
      return spec?.param ? spec.param.values.map((v) => ({ type: spec.type, [spec.param!.name]: v })) : [{ type: this.scenario.setupEvent }];
    }
    const clock: ReaderEvent[] = [1, 10, 60, 300].map((seconds) => ({ type: CLOCK_ADVANCE, seconds }));
    if (this.clock.pending() > 0) clock.push({ type: CLOCK_NEXT });
    return [...this.scenario.available(this.world()), ...clock];
  }

  isPossible(event: ReaderEvent): boolean {
    if (event.type === CLOCK_ADVANCE) return this.started && Number.isInteger(event.seconds) && Number(event.seconds) > 0;
    return this.available().some((e) => sameEvent(e, event));
  }

  send(input: ReaderEvent | string): SendResult {
    let event: ReaderEvent;
    if (typeof input === 'string') {
      const parsed = parseToken(this.scenario.events, input, this.scenario.aliases);
      if (!parsed.ok) return { ok: false, reason: parsed.reason };
      event = parsed.event;
    } else event = input;
    if (!this.isPossible(event)) return { ok: false, reason: 'not-possible' };
    const token = tokenOf(this.scenario.events, event);
    const step: StepRecord = { token, event, t0: this.clock.now(), t1: 0, from: this.log.length, to: 0 };
    this.readerToken = token;
    if (event.type === CLOCK_ADVANCE) this.clock.advance(Number(event.seconds) * 1000);
    else if (event.type === CLOCK_NEXT) step.capped = !this.untilSomethingChanges();
    else if (!this.started) this.setup(event);
    else this.actor.send({ type: 'engine.deliver', deliveries: this.scenario.route(event, this.world()) });
    step.t1 = this.clock.now();
    step.to = this.log.length;
    this.steps.push(step);
    return { ok: true };
  }

  /**
   * The first pending timer whose own transition moves its instance to another state, found without
   * firing anything: each timer's event is tried on a copy of its instance's snapshot (xstate's pure
   * `transition`), at its due time. A change that a message from a timer causes in another instance is
   * not foreseen; the timers that cause one in their own instance are the ones a reader waits for.
   * Checked against "until something changes" on every curated timeline (src/model/scenarios/next-change.test.ts).
   */
  nextChange(): NextChange | undefined {
    // XState records each scheduled event and at once sets its timer on our clock, and drops the record
    // when it cancels or fires it: both lists hold the pending timers in the order they were set.
    const dues = this.clock.dues();
    const events = Object.values(this.actor.system.getSnapshot()._scheduledEvents);
    if (events.length !== dues.length) return undefined;
    // An instance whose earlier timer changes nothing visible may still restart its other timers (a
    // re-entered state) or change what they decide: its later timers are not foreseen.
    const unsure = new Set<string>();
    for (const [i, e] of events.map((e, i) => [i, e] as const).sort((a, b) => dues[a[0]] - dues[b[0]])) {
      const { id } = e.target;
      const type = this.world().typeOf(id);
      if (!type || unsure.has(id)) continue;
      const to = this.clock.at(dues[i], () => statePath(transition(this.component(type).machine, e.target.getSnapshot(), e.event)[0].value));
      if (to !== this.current.get(id)) return { t: dues[i], instance: id, to };
      unsure.add(id);
    }
    return undefined;
  }

  /** Fires timers one due time at a time until one changes a state, or the cap. True if something changed. */
  private untilSomethingChanges(): boolean {
    const cap = this.clock.now() + (this.scenario.nextCapMs ?? NEXT_CAP_MS);
    const before = this.log.length;
    for (let due = this.clock.nextDue(); due !== undefined && due <= cap; due = this.clock.nextDue()) {
      this.clock.advanceTo(due);
      if (this.log.length > before) return true;
    }
    this.clock.advanceTo(cap);
    return false;
  }

  private setup(event: ReaderEvent): void {
    this.instances = this.scenario.compose(event);
    const now = () => this.clock.now();
    this.actor.send({
      type: 'engine.spawn',
      instances: this.instances.map((i) => ({ id: i.id, logic: this.component(i.type).machine, input: { ...i.input, id: i.id, now } })),
    });
    for (const i of this.instances) {
      const snapshot = this.ref(i.id)!.getSnapshot();
      this.current.set(i.id, statePath(snapshot.value));
      this.observed.set(i.id, this.component(i.type).observe?.(snapshot.context) ?? '');
    }
  }

  private ref(id: string): AnyActorRef | undefined {
    return this.actor.system.get(id) as AnyActorRef | undefined;
  }

  private inspect(e: InspectionEvent): void {
    if (e.type === '@xstate.event') {
      this.sources.set(e.event, e.sourceRef);
      this.lastReceived.set(e.actorRef, e.event);
      return;
    }
    // Microsteps, not snapshots: a microstep is reported before the actions it deferred (messages to
    // other instances) run, so the log keeps cause before effect.
    if (e.type !== '@xstate.microstep') return;
    const id = (e.actorRef as AnyActorRef).id;
    const spec = this.instances.find((i) => i.id === id);
    if (!spec || !this.current.has(id)) return;
    const snapshot = e.snapshot as unknown as { value: StateValue; context: unknown };
    const to = statePath(snapshot.value);
    const from = this.current.get(id)!;
    const def = this.component(spec.type);
    const seen = def.observe?.(snapshot.context) ?? '';
    if (to === from && seen === (this.observed.get(id) ?? '')) return;
    this.current.set(id, to);
    this.observed.set(id, seen);
    this.log.push({
      t: this.clock.now(),
      instance: id,
      componentType: spec.type,
      from,
      to,
      cause: this.causeOf(e.event, e.actorRef as AnyActorRef, def, snapshot.context),
      params: def.params(snapshot.context, to),
    });
  }

  private causeOf(raw: { type: string }, self: AnyActorRef, def: ComponentDef<unknown>, context: unknown): Cause {
    const event = this.sources.has(raw) || AFTER.test(raw.type) ? raw : (this.lastReceived.get(self) ?? raw);
    const after = AFTER.exec(event.type);
    if (after) {
      const name = after[1];
      const impl = (def.machine.implementations.delays as Record<string, unknown>)[name];
      const delayMs = /^[0-9]+$/.test(name)
        ? Number(name)
        : (def.delayMs?.(name, context) ??
          (typeof impl === 'number' ? impl : typeof impl === 'function' ? Number(impl({ context, event: {} })) : 0));
      return { kind: 'timer', delayMs };
    }
    const source = this.sources.get(event) as AnyActorRef | undefined;
    if (source && source !== self && source !== this.actor && this.instances.some((i) => i.id === source.id)) {
      return { kind: 'message', from: source.id, event: event.type };
    }
    return { kind: 'reader', event: this.readerToken };
  }
}
