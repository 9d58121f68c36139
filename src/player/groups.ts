// Event buttons in groups, in a stable order: the scenario's groups, then the clock.
import type { RunView } from '../model/engine/types.ts';

/**
 * Groups in the scenario's order (`order`, the clock last); a group in `reserve` stays (empty) when
 * nothing in it is possible now, so its row keeps its place.
 */
export function groupsOf(
  available: RunView['available'],
  order: readonly string[] = [],
  reserve: readonly string[] = [],
): Array<{ group: string; items: RunView['available'] }> {
  const byGroup = new Map<string, RunView['available']>(reserve.map((g) => [g, []]));
  for (const a of available) byGroup.set(a.group, [...(byGroup.get(a.group) ?? []), a]);
  if (!byGroup.has('clock')) byGroup.set('clock', []);
  const rank = (g: string) => (g === 'clock' ? Infinity : order.includes(g) ? order.indexOf(g) : order.length);
  return [...byGroup.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([group, items]) => ({ group, items }));
}
