// Event buttons in groups, in a stable order: faults, requests, clock, then any other group.
import type { RunView } from '../engine/types.ts';

const ORDER = ['faults', 'requests', 'clock'];

/** Groups in a stable order; a group known to the scenario stays (empty) when nothing in it is possible now. */
export function groupsOf(available: RunView['available'], known: readonly string[] = []): Array<{ group: string; items: RunView['available'] }> {
  const byGroup = new Map<string, RunView['available']>(known.map((g) => [g, []]));
  for (const a of available) byGroup.set(a.group, [...(byGroup.get(a.group) ?? []), a]);
  if (!byGroup.has('clock')) byGroup.set('clock', []);
  const rank = (g: string) => (ORDER.includes(g) ? ORDER.indexOf(g) : ORDER.length);
  return [...byGroup.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([group, items]) => ({ group, items }));
}
