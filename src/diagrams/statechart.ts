// Statechart → Mermaid `stateDiagram-v2`, one small diagram per region (component), so a machine with
// many parallel regions stays readable on a phone. Pure: the labels come in from the caller.
//
// Mermaid's state ids are global to a diagram, so every state is declared from its full dot path
// (`state "Leader" as etcd_quorum__running__m1__leader`): the player finds a node by that exact name.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type TransitionInfo, nodeAt, pathOf, transitions } from '../scenarios/statechart.ts';

export interface StatechartLabels {
  state: (path: string) => string;
  /** Short edge label of an event type. */
  event: (type: string) => string;
  /** Label of a guard (with its params), or undefined to leave the guard off the edge. */
  guard: (type: string, params?: Record<string, unknown>) => string | undefined;
}

/** A transition defined on the region itself (it applies in every state of the region that does
 * not take the event itself): listed under the diagram instead of drawn from every node. */
export interface RegionWideTransition {
  label: string;
  target: string;
  /** Drawn states that take these events themselves, so the transition does not apply there. */
  except: string[];
}

export interface DiagramEdge {
  /** Source state path, or '[*]' for the start marker. */
  from: string;
  to: string;
  label: string;
}

export interface RegionDiagram {
  region: string;
  /** Paths of the states drawn as nodes. */
  nodes: string[];
  edges: DiagramEdge[];
  source: string;
  regionWide: RegionWideTransition[];
}

/** Mermaid state name for a dot path: `etcd-quorum` + `running.m1.down` → `etcd_quorum__running__m1__down`. */
export function mermaidName(machineId: string, path: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_');
  return [safe(machineId), ...(path ? path.split('.').map(safe) : [])].join('__');
}

const kids = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];

/** Nodes drawn for a region: its states, nested compound states flattened to their leaves, and a
 * parallel state as one box (its own regions get their own diagrams). */
export function regionNodes(machine: AnyStateMachine, region: string): string[] {
  const out: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (node.type === 'compound') kids(node).forEach(visit);
    else out.push(pathOf(node));
  };
  kids(nodeAt(machine, region)).forEach(visit);
  return out;
}

function initialLeaf(node: AnyStateNode): AnyStateNode {
  let n = node;
  while (n.type === 'compound' && n.initial?.target?.[0]) n = n.initial.target[0] as AnyStateNode;
  return n;
}

const within = (path: string, ancestor: string) =>
  ancestor === '' || path === ancestor || path.startsWith(`${ancestor}.`);

/** The drawn node that stands for `target` in this region, if the target lies inside it. */
function drawnNodeFor(machine: AnyStateMachine, nodes: string[], target: string): string | undefined {
  const direct = nodes.find((n) => within(target, n));
  if (direct) return direct;
  const leaf = pathOf(initialLeaf(nodeAt(machine, target)));
  return nodes.find((n) => within(leaf, n));
}

function escapeLabel(text: string): string {
  // `"` would end a quoted Mermaid label and `;` a statement; `#` starts an entity.
  return text.replace(/;/g, ',').replace(/#/g, '#35;').replace(/"/g, '#quot;').replace(/\s+/g, ' ').trim();
}

interface EdgeCause {
  event: string;
  guard?: string;
}

function causeOf(t: TransitionInfo, labels: StatechartLabels): EdgeCause {
  const guard = t.guard ? labels.guard(t.guard.type, t.guard.params) : undefined;
  return guard ? { event: labels.event(t.eventType), guard } : { event: labels.event(t.eventType) };
}

/** "stop, leader fails [quorum lost]", "choose size [3 members / 5 members]", "stop [this member], leader fails". */
export function edgeLabel(causes: EdgeCause[]): string {
  const byGuard = new Map<string, string[]>();
  for (const c of causes) {
    const events = byGuard.get(c.guard ?? '') ?? [];
    if (!events.includes(c.event)) events.push(c.event);
    byGuard.set(c.guard ?? '', events);
  }
  const byEvents = new Map<string, string[]>();
  for (const [guard, events] of byGuard) {
    const key = events.join(', ');
    byEvents.set(key, [...(byEvents.get(key) ?? []), ...(guard ? [guard] : [])]);
  }
  return [...byEvents].map(([events, guards]) => (guards.length ? `${events} [${guards.join(' / ')}]` : events)).join(', ');
}

export function regionDiagram(machine: AnyStateMachine, region: string, labels: StatechartLabels): RegionDiagram {
  const nodes = regionNodes(machine, region);
  const name = (path: string) => mermaidName(machine.id, path);
  const all = transitions(machine).filter((t) => t.targets.length > 0);
  const edges = new Map<string, { from: string; to: string; causes: EdgeCause[] }>();
  const addEdge = (from: string, to: string, cause: EdgeCause) => {
    if (from === to) return;
    const key = `${from}\u0000${to}`;
    const edge = edges.get(key) ?? { from, to, causes: [] };
    edge.causes.push(cause);
    edges.set(key, edge);
  };

  const wide = new Map<string, { target: string; causes: EdgeCause[]; events: Set<string> }>();
  for (const t of all) {
    const targets = [...new Set(t.targets.map((p) => drawnNodeFor(machine, nodes, p)).filter((p) => p !== undefined))];
    if (targets.length === 0) continue;
    const label = causeOf(t, labels);
    if (nodes.includes(t.source)) {
      for (const to of targets) addEdge(t.source, to, label);
    } else if (within(t.source, region) && t.source !== region && !nodes.some((n) => within(t.source, n))) {
      // Defined on a flattened compound state: it applies in each of its leaves.
      for (const from of nodes.filter((n) => within(n, t.source))) for (const to of targets) addEdge(from, to, label);
    } else if (t.source === region) {
      for (const to of targets) {
        const key = to;
        const entry = wide.get(key) ?? { target: to, causes: [], events: new Set<string>() };
        entry.causes.push(label);
        entry.events.add(t.eventType);
        wide.set(key, entry);
      }
    } else if (!within(t.source, region)) {
      // Entered from outside the region with an explicit target: drawn from the start marker.
      for (const to of targets) addEdge('[*]', to, label);
    }
  }
  const node = nodeAt(machine, region);
  const initial = node.initial?.target?.[0] ? drawnNodeFor(machine, nodes, pathOf(node.initial.target[0] as AnyStateNode)) : undefined;

  const lines = ['stateDiagram-v2', `  direction ${region === '' ? 'LR' : 'TB'}`];
  for (const path of nodes) lines.push(`  state "${escapeLabel(labels.state(path))}" as ${name(path)}`);
  if (initial) lines.push(`  [*] --> ${name(initial)}`);
  const drawn: DiagramEdge[] = [...edges.values()].map((e) => ({ from: e.from, to: e.to, label: edgeLabel(e.causes) }));
  for (const e of drawn) {
    const label = escapeLabel(e.label);
    lines.push(`  ${e.from === '[*]' ? '[*]' : name(e.from)} --> ${name(e.to)}${label ? ` : ${label}` : ''}`);
  }
  const takesItself = (path: string, events: Set<string>) =>
    [...events].some((e) => nodeAt(machine, path).transitions.has(e));
  const regionWide = [...wide.values()].map((w) => ({
    label: edgeLabel(w.causes),
    target: w.target,
    except: nodes.filter((n) => takesItself(n, w.events)),
  }));
  return { region, nodes, edges: drawn, source: `${lines.join('\n')}\n`, regionWide };
}

/** One diagram per region that has states of its own, in machine order. */
export function statechartDiagrams(machine: AnyStateMachine, regions: string[], labels: StatechartLabels): RegionDiagram[] {
  return regions.filter((r) => regionNodes(machine, r).length > 0).map((r) => regionDiagram(machine, r, labels));
}

/** Which drawn nodes light up for a set of active leaves: each leaf's drawn node in every region. */
export function highlightedNodes(diagrams: RegionDiagram[], leaves: string[]): string[] {
  const lit = new Set<string>();
  for (const d of diagrams) for (const n of d.nodes) if (leaves.some((l) => within(l, n))) lit.add(n);
  return [...lit];
}
