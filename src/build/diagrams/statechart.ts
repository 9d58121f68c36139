// Mermaid `stateDiagram-v2` text for a component's statechart: the labels a caller supplies, edge
// labels that merge the causes of one (from → to) pair, and escaping. Pure: no machine walking here
// (src/model/engine/machine-shape.ts), no words (component-jobs.ts).

export interface StatechartLabels {
  state: (path: string) => string;
  /** Short edge label of an event type. */
  event: (type: string) => string;
  /** Label of a guard (with its params), or undefined to leave the guard off the edge. */
  guard: (type: string, params?: Record<string, unknown>) => string | undefined;
}

export interface DiagramEdge {
  /** Source state path. */
  from: string;
  to: string;
  label: string;
}

export interface EdgeCause {
  event: string;
  guard?: string;
}

/** Text safe inside a quoted Mermaid label or after `:` on an edge. */
export function mermaidLabel(text: string): string {
  // `"` would end a quoted Mermaid label and `;` a statement; `#` starts an entity.
  return text.replace(/;/g, ',').replace(/#/g, '#35;').replace(/"/g, '#quot;').replace(/\s+/g, ' ').trim();
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
