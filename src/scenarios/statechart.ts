// Reads the structure of any XState machine the player shows: state nodes by dot path, the regions
// (components) that run side by side, the active leaves of a state value, and the transitions.
// The diagrams, the narration check, the no-JS fallback and the model-based tests all start here.
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

export interface StateInfo {
  /** Dot path from the root, e.g. `running.m1.leader`; the root itself is ''. */
  path: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The region (component) the state belongs to: the root ('') or a child of a parallel state. */
  region: string;
  /** Declaration order, for stable output. */
  order: number;
}

export interface GuardRef {
  type: string;
  params?: Record<string, unknown>;
}

export interface TransitionInfo {
  source: string;
  eventType: string;
  guard?: GuardRef;
  /** Target dot paths; empty for a targetless transition (actions only, or a blocked event). */
  targets: string[];
  hasActions: boolean;
  /** Index among the transitions for this (source, event), in priority order. */
  branch: number;
}

export const pathOf = (node: AnyStateNode): string => node.path.join('.');

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];

function walk(node: AnyStateNode, region: string, out: StateInfo[]): void {
  const path = pathOf(node);
  out.push({ path, kind: node.type, region, order: out.length });
  for (const child of children(node)) walk(child, node.type === 'parallel' ? pathOf(child) : region, out);
}

/** Every state node, root first, in declaration order. */
export function stateNodes(machine: AnyStateMachine): StateInfo[] {
  const out: StateInfo[] = [];
  walk(machine.root, '', out);
  return out;
}

/** The regions, in machine order: the root, then every child of a parallel state. */
export function regions(machine: AnyStateMachine): string[] {
  return stateNodes(machine)
    .filter((s) => s.path === '' || s.region === s.path)
    .map((s) => s.path);
}

export function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode {
  let node: AnyStateNode = machine.root;
  for (const key of path ? path.split('.') : []) {
    const next = node.states[key] as AnyStateNode | undefined;
    if (!next) throw new Error(`${machine.id}: no state ${path}`);
    node = next;
  }
  return node;
}

/** Dot paths of the active leaf states, regions in the order the machine defines them. */
export function activeLeaves(machine: AnyStateMachine, value: StateValue): string[] {
  const out: string[] = [];
  const visit = (node: AnyStateNode, v: StateValue | undefined) => {
    if (node.type === 'parallel') {
      for (const child of children(node)) visit(child, (v as Record<string, StateValue>)[child.key]);
      return;
    }
    if (node.type === 'compound') {
      const key = typeof v === 'string' ? v : Object.keys(v ?? {})[0];
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) throw new Error(`${machine.id}: state value does not fit at ${pathOf(node) || '(root)'}`);
      visit(child, typeof v === 'string' ? undefined : (v as Record<string, StateValue>)[key]);
      return;
    }
    out.push(pathOf(node));
  };
  visit(machine.root, value);
  return out;
}

/** The value of the `data-state` attribute: active leaves, comma-separated. */
export function stateKey(machine: AnyStateMachine, value: StateValue): string {
  return activeLeaves(machine, value).join(',');
}

export function regionOf(states: StateInfo[], path: string): string {
  const s = states.find((x) => x.path === path);
  if (!s) throw new Error(`no state ${path}`);
  return s.region;
}

function guardRef(guard: unknown): GuardRef | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return { type: guard };
  if (typeof guard === 'object' && guard && 'type' in guard) {
    const g = guard as { type: string; params?: Record<string, unknown> };
    return g.params ? { type: g.type, params: g.params } : { type: g.type };
  }
  throw new Error('Inline guard functions cannot be named in diagrams: use a named guard from setup()');
}

/** Every transition of every state node, eventless and wildcard ones excluded. */
export function transitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  const visit = (node: AnyStateNode) => {
    // Eventless (`always`) transitions are listed with the event type '' (engine v2 components use them).
    const lists: Array<[string, typeof node.always & object]> = [...node.transitions];
    if (node.always?.length) lists.push(['', node.always]);
    for (const [eventType, list] of lists) {
      list.forEach((t, branch) => {
        out.push({
          source: pathOf(node),
          eventType,
          guard: guardRef(t.guard),
          targets: (t.target ?? []).map(pathOf),
          hasActions: t.actions.length > 0,
          branch,
        });
      });
    }
    children(node).forEach(visit);
  };
  visit(machine.root);
  return out;
}

/** Transitions a reader can take: ones that change the state or run an action (not blocked events). */
export function effectiveTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return transitions(machine).filter((t) => t.targets.length > 0 || t.hasActions);
}

export function transitionId(t: Pick<TransitionInfo, 'source' | 'eventType' | 'branch'>): string {
  return `${t.source || '(root)'} --${t.eventType}#${t.branch}-->`;
}
