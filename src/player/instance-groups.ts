// The "now" table and the timeline of a scenario with many instances (issue 14): rows by layer,
// identical instances (InstanceSpec.group) summarised as one row ("Worker nodes 3/3 Ready"), and
// which layer or group is open. Pure functions: the grouped island chunk (island/Grouped.tsx)
// renders them, the unit tests pin them. Only scenarios whose words name instance groups load this.
import type { InstanceView, Layer, RunView } from '../model/engine/types.ts';
import type { Cell, LaneGeometry } from './timeline-geometry.ts';

export interface RowGroup {
  key: string;
  label: string;
  rows: InstanceView[];
  /** "3/3 Ready" or "2/3 Ready; 1/3 NotReady" (a state title may hold a comma): counts of each state title, the most common first. */
  summary: string;
  changed: boolean;
}

export type LayerItem = { kind: 'row'; inst: InstanceView } | { kind: 'group'; group: RowGroup };

export interface LayerSection {
  layer: Layer;
  items: LayerItem[];
  /** Instances in the layer. */
  count: number;
  changed: boolean;
}

/** Counts of each title, the most common first (ties: in the order the instances come). */
export function summarise(titles: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const t of titles) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([title, n]) => `${n}/${titles.length} ${title}`)
    .join('; ');
}

/**
 * Layers in the engine's order; inside a layer the instances in their order, those of one group
 * (two or more with the same key) gathered where the first of them stands.
 */
export function sections(view: RunView): LayerSection[] {
  const out: LayerSection[] = [];
  for (const inst of view.instances) {
    let section = out.find((s) => s.layer === inst.layer);
    if (!section) out.push((section = { layer: inst.layer, items: [], count: 0, changed: false }));
    section.count++;
    section.changed ||= inst.changed;
    const key = inst.group;
    const members = key ? view.instances.filter((i) => i.group === key) : [];
    if (!key || members.length < 2) {
      section.items.push({ kind: 'row', inst });
      continue;
    }
    if (section.items.some((it) => it.kind === 'group' && it.group.key === key)) continue;
    section.items.push({
      kind: 'group',
      group: {
        key,
        label: view.groupLabels?.[key] ?? key,
        rows: members,
        summary: summarise(members.map((m) => m.stateTitle)),
        changed: members.some((m) => m.changed),
      },
    });
  }
  return out;
}

/** The reader's explicit choice for a layer or group: open or closed, and at which step it was made. */
export interface Choice {
  open: boolean;
  step: number;
}

/**
 * Open or closed now. A layer or group that changed in this step opens by itself, unless the reader
 * closed it at this very step; otherwise the reader's last choice holds, else the default (layers
 * open, groups closed).
 */
export function isOpen(changed: boolean, choice: Choice | undefined, step: number, byDefault: boolean): boolean {
  if (changed && choice?.step !== step) return true;
  return choice?.open ?? byDefault;
}

export const layerKey = (layer: string) => `layer:${layer}`;
export const groupKey = (key: string) => `group:${key}`;

/**
 * The timeline's lanes with each group the reader has not opened drawn as one lane: per stretch of
 * time, the summary of its members' states ("2/3 Ready; 1/3 NotReady"), in the tone of the state
 * that stands out most (the least common one), and every member's error marks.
 */
export function groupLanes(
  lanes: readonly LaneGeometry[],
  view: RunView,
  open: (key: string) => boolean,
): LaneGeometry[] {
  const groupOf = new Map(view.instances.filter((i) => i.group).map((i) => [i.id, i.group!]));
  const size = new Map<string, number>();
  for (const g of groupOf.values()) size.set(g, (size.get(g) ?? 0) + 1);
  const out: LaneGeometry[] = [];
  const done = new Set<string>();
  for (const lane of lanes) {
    const key = groupOf.get(lane.instance);
    if (!key || (size.get(key) ?? 0) < 2 || open(key)) {
      out.push(lane);
      continue;
    }
    if (done.has(key)) continue;
    done.add(key);
    const members = lanes.filter((l) => groupOf.get(l.instance) === key);
    const edges = [...new Set(members.flatMap((m) => m.cells.flatMap((c) => [c.x, c.x + c.w])))].sort((a, b) => a - b);
    const cells: Cell[] = [];
    for (let i = 0; i + 1 < edges.length; i++) {
      const [x0, x1] = [edges[i], edges[i + 1]];
      if (x1 - x0 < 1e-9) continue;
      const here = members.map((m) => m.cells.find((c) => c.x <= x0 + 1e-9 && c.x + c.w >= x1 - 1e-9)).filter((c): c is Cell => !!c);
      if (here.length === 0) continue;
      const title = summarise(here.map((c) => c.title));
      const rare = [...here].sort((a, b) => here.filter((c) => c.state === a.state).length - here.filter((c) => c.state === b.state).length)[0];
      const last = cells.at(-1);
      if (last && last.title === title && Math.abs(last.x + last.w - x0) < 1e-9) last.w += x1 - x0;
      else cells.push({ x: x0, w: x1 - x0, state: rare.state, title });
    }
    out.push({
      instance: `group:${key}`,
      label: `${view.groupLabels?.[key] ?? key} (${members.length})`,
      cells,
      markers: members.flatMap((m) => m.markers),
    });
  }
  return out;
}
