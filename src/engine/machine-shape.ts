// The shape of a component machine, read from its definition: leaf states and the (from → to) pairs
// its transitions can log. The words check, the statecharts and the no-JS view start here.
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

function initialLeaf(n: AnyStateNode): AnyStateNode {
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
