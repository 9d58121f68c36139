// The shape of a component machine, read from its definition: leaf states, the (from → to) pairs
// its transitions can log, and every transition with its guard. The words check, the statechart
// render jobs (src/build/diagrams/) and the no-JS view start here.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const kids = (n: AnyStateNode) => Object.values(n.states) as AnyStateNode[];
const path = (n: AnyStateNode) => n.path.join('.');

export function leafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (n: AnyStateNode) => (kids(n).length ? kids(n).forEach(visit) : n.path.length && out.push(path(n)));
  visit(machine.root);
  return out;
}

/** Every state path, compound ones included, root excluded. */
export function allStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (n: AnyStateNode) => {
    if (n.path.length) out.push(path(n));
    kids(n).forEach(visit);
  };
  visit(machine.root);
  return out;
}

/** The leaf a transition into `n` ends in: `n` itself, or its initial child, all the way down. */
export function initialLeaf(n: AnyStateNode): AnyStateNode {
  let cur = n;
  while (kids(cur).length && cur.initial?.target?.[0]) cur = cur.initial.target[0] as AnyStateNode;
  return cur;
}

const leavesUnder = (n: AnyStateNode): AnyStateNode[] => (kids(n).length ? kids(n).flatMap(leavesUnder) : [n]);

export interface Edge {
  from: string;
  to: string;
  /** Event type, `xstate.after.<delay>…` for a timer, '' for an eventless transition. */
  event: string;
}

/** Every (from leaf → to leaf, event) a transition can take; self-loops left out (they log nothing). */
export function edges(machine: AnyStateMachine): Edge[] {
  const out = new Map<string, Edge>();
  const visit = (n: AnyStateNode) => {
    const lists: Array<[string, ReadonlyArray<{ target?: readonly AnyStateNode[] }>]> = [...n.transitions];
    if (n.always) lists.push(['', n.always]);
    for (const [event, list] of lists) {
      for (const t of list) {
        for (const target of t.target ?? []) {
          const to = path(initialLeaf(target));
          for (const leaf of leavesUnder(n)) {
            const from = path(leaf);
            if (from !== to && from !== 'boot') out.set(`${from}|${to}|${event}`, { from, to, event });
          }
        }
      }
    }
    kids(n).forEach(visit);
  };
  visit(machine.root);
  return [...out.values()];
}

export function nodeAt(machine: AnyStateMachine, statePath: string): AnyStateNode {
  let node: AnyStateNode = machine.root;
  for (const key of statePath ? statePath.split('.') : []) {
    const next = node.states[key] as AnyStateNode | undefined;
    if (!next) throw new Error(`${machine.id}: no state ${statePath}`);
    node = next;
  }
  return node;
}

export interface GuardRef {
  type: string;
  params?: Record<string, unknown>;
}

export interface TransitionInfo {
  /** Dot path of the state the transition is defined on ('' for the machine itself). */
  source: string;
  /** Event type; '' for an eventless (`always`) transition. */
  eventType: string;
  guard?: GuardRef;
  /** Target dot paths; empty for a targetless transition (actions only, or a blocked event). */
  targets: string[];
}

function guardRef(guard: unknown): GuardRef | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return { type: guard };
  if (typeof guard === 'object' && guard && 'type' in guard) {
    const g = guard as { type: string; params?: Record<string, unknown> };
    return g.params ? { type: g.type, params: g.params } : { type: g.type };
  }
  // A statechart labels a guard by its name; an inline function has none.
  throw new Error('Inline guard functions cannot be named in diagrams: use a named guard from setup()');
}

/** Every transition of every state node, eventless ones included, in priority order per event. */
export function transitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  const visit = (node: AnyStateNode) => {
    const lists: Array<[string, typeof node.always & object]> = [...node.transitions];
    if (node.always?.length) lists.push(['', node.always]);
    for (const [eventType, list] of lists) {
      for (const t of list) {
        out.push({ source: path(node), eventType, guard: guardRef(t.guard), targets: (t.target ?? []).map(path) });
      }
    }
    kids(node).forEach(visit);
  };
  visit(machine.root);
  return out;
}
