// Model-based testing helpers over any scenario: a bounded traversal of the machine (states told
// apart by their state value, events limited to those a reader can send), shortest paths to every
// state node, and a set of paths that takes every transition at least once. Used by the unit tests
// and by the end-to-end walk through the UI.
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { type ScenarioEvent, concreteEvents, eventToken } from './events.ts';
import { activeLeaves, effectiveTransitions, pathOf, stateNodes, transitionId } from './statechart.ts';
import type { Scenario } from './types.ts';

/** A traversal that has not finished by then means time or counters leaked into the state value. */
export const MAX_STATES = 20_000;
/** Bound on the traversal itself (one iteration per transition explored). */
export const MAX_ITERATIONS = 250_000;

export interface ModelEdge {
  from: string;
  event: ScenarioEvent;
  to: string;
}

export interface Model {
  scenario: Scenario;
  /** Serialised state value → snapshot. */
  states: Map<string, AnyMachineSnapshot>;
  edges: ModelEdge[];
  /** Shortest event path from the initial state to each state (by serialised value). */
  shortest: Map<string, ScenarioEvent[]>;
}

export const serialize = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);

export function explore(scenario: Scenario): Model {
  const events = concreteEvents(scenario.events);
  const adjacency = getAdjacencyMap(scenario.machine, {
    events,
    serializeState: (s: AnyMachineSnapshot) => serialize(s),
    filterEvents: (s: AnyMachineSnapshot, e: ScenarioEvent) => s.can(e),
    limit: MAX_ITERATIONS,
  } as never) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: ScenarioEvent; state: AnyMachineSnapshot }> }>;
  const states = new Map<string, AnyMachineSnapshot>();
  const edges: ModelEdge[] = [];
  for (const [key, value] of Object.entries(adjacency)) {
    states.set(key, value.state);
    for (const t of Object.values(value.transitions)) edges.push({ from: key, event: t.event, to: serialize(t.state) });
  }
  if (states.size >= MAX_STATES) throw new Error(`${scenario.id}: more than ${MAX_STATES} states; is time or a counter in the state value?`);
  // Breadth-first from the initial state, events in catalogue order: deterministic shortest paths.
  const initial = serialize(initialTransition(scenario.machine)[0] as AnyMachineSnapshot);
  const order = new Map(events.map((e, i) => [eventToken(scenario.events, e), i]));
  const out = new Map<string, ModelEdge[]>();
  for (const e of edges) out.set(e.from, [...(out.get(e.from) ?? []), e]);
  for (const list of out.values()) list.sort((a, b) => order.get(eventToken(scenario.events, a.event))! - order.get(eventToken(scenario.events, b.event))!);
  const shortest = new Map<string, ScenarioEvent[]>([[initial, []]]);
  const queue = [initial];
  while (queue.length) {
    const from = queue.shift()!;
    for (const e of out.get(from) ?? []) {
      if (shortest.has(e.to)) continue;
      shortest.set(e.to, [...shortest.get(from)!, e.event]);
      queue.push(e.to);
    }
  }
  return { scenario, states, edges, shortest };
}

/** Ids (see transitionId) of the transitions an event takes from a snapshot. */
export function takenTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: ScenarioEvent): string[] {
  return machine.getTransitionData(snapshot as never, event as never).flatMap((t) => {
    if (!t.target?.length && !t.actions.length) return [];
    const source = t.source;
    const branch = (source.transitions.get(t.eventType) ?? []).indexOf(t);
    return [transitionId({ source: pathOf(source), eventType: t.eventType, branch })];
  });
}

/** For every state node, the shortest path to a state where it is active. */
export function pathsToStateNodes(model: Model): Map<string, ScenarioEvent[]> {
  const { machine } = model.scenario;
  const result = new Map<string, ScenarioEvent[]>();
  const nodes = stateNodes(machine).map((s) => s.path).filter((p) => p !== '');
  for (const [key, path] of [...model.shortest].sort((a, b) => a[1].length - b[1].length)) {
    const leaves = activeLeaves(machine, model.states.get(key)!.value);
    for (const node of nodes) {
      if (result.has(node)) continue;
      if (leaves.some((l) => l === node || l.startsWith(`${node}.`))) result.set(node, path);
    }
  }
  return result;
}

/**
 * Paths that together take every transition of the machine: for each transition, the shortest path
 * to a state where it fires, plus that event. Returns the paths and, per transition, the path index.
 */
export function transitionCoveringPaths(model: Model): { paths: ScenarioEvent[][]; covers: Map<string, number> } {
  const { machine } = model.scenario;
  const paths: ScenarioEvent[][] = [];
  const covers = new Map<string, number>();
  const edges = [...model.edges].sort((a, b) => model.shortest.get(a.from)!.length - model.shortest.get(b.from)!.length);
  for (const e of edges) {
    const ids = takenTransitions(machine, model.states.get(e.from)!, e.event).filter((id) => !covers.has(id));
    if (!ids.length) continue;
    paths.push([...model.shortest.get(e.from)!, e.event]);
    for (const id of ids) covers.set(id, paths.length - 1);
  }
  return { paths, covers };
}

export function allTransitionIds(machine: AnyStateMachine): string[] {
  return effectiveTransitions(machine).map(transitionId);
}
