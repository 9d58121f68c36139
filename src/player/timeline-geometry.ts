// Where things go on the swimlane timeline. Simulated time runs left to right, but a `+5 min` jump
// would dwarf a 1.5 s election, so each step is a column whose width grows with the log of its
// duration (an instant fault still gets a column to click); inside a column time is linear.
// Positions are in those weight units, not percent: a new step then leaves every earlier position as
// it was, and only the scale (unit(), the CSS variable --tl-u) changes, not each segment's style.
import type { RunView } from '../model/engine/types.ts';

export interface Column {
  step: number;
  /** Weight units from the left (see unit()). */
  x: number;
  w: number;
  t0: number;
  t1: number;
}

export interface Cell {
  x: number;
  w: number;
  state: string;
  title: string;
}

export interface LaneGeometry {
  instance: string;
  label: string;
  cells: Cell[];
  markers: Array<{ x: number; step: number; text: string }>;
}

const weight = (ms: number) => 1 + Math.log2(1 + Math.max(0, ms) / 1000);

/** Columns for the steps of the furthest view on the reader's path (views[views.length - 1]). */
export function columns(tip: RunView): Column[] {
  let x = 0;
  return tip.steps.map((s) => {
    const col = { step: s.index, x, w: weight(s.t1 - s.t0), t0: s.t0, t1: s.t1 };
    x += col.w;
    return col;
  });
}

/** Percent of the width per weight unit: the columns fill the width. */
export function unit(cols: readonly Column[]): number {
  const last = cols[cols.length - 1];
  return last ? 100 / (last.x + last.w) : 100;
}

/** Horizontal position (weight units) of time t inside step `step`'s column. */
export function xAt(cols: readonly Column[], step: number, t: number): number {
  const c = cols[step];
  if (!c) return 100;
  if (c.t1 <= c.t0) return c.x + c.w / 2;
  return c.x + (c.w * (Math.min(Math.max(t, c.t0), c.t1) - c.t0)) / (c.t1 - c.t0);
}

/**
 * One lane per instance. An instant step's column shows the state after it (from that step's view
 * if the reader has been there, else the lane's state after that step); a column that lasts shows the
 * lane's segments inside its time range, so a change in the middle of a jump (a leader elected 1.5 s
 * into `+10 s`) sits where it happened.
 */
export function lanes(views: ReadonlyArray<RunView | undefined>): LaneGeometry[] {
  const tip = views[views.length - 1]!;
  const cols = columns(tip);
  return tip.lanes.map((lane) => {
    const cells: Cell[] = [];
    const push = (c: Cell) => {
      const last = cells[cells.length - 1];
      if (last && last.state === c.state && Math.abs(last.x + last.w - c.x) < 1e-9) last.w += c.w;
      else cells.push({ ...c });
    };
    for (const col of cols) {
      if (col.t1 <= col.t0) {
        const inst = views[col.step]?.instances.find((i) => i.id === lane.instance);
        // By step, not by time: steps taken at one moment share a time, and the last segment begun by
        // then is the state after all of them (the start column showed the state after later faults).
        const seg = inst ? undefined : lane.segments.filter((g) => g.step <= col.step).at(-1);
        if (inst) push({ x: col.x, w: col.w, state: inst.state, title: inst.stateTitle });
        else if (seg) push({ x: col.x, w: col.w, state: seg.state, title: seg.title });
        continue;
      }
      for (const seg of lane.segments) {
        const from = Math.max(seg.from, col.t0);
        const to = Math.min(seg.to, col.t1);
        if (to <= from) continue;
        const x = xAt(cols, col.step, from);
        push({ x, w: xAt(cols, col.step, to) - x, state: seg.state, title: seg.title });
      }
    }
    const markers = lane.markers.map((m) => ({ x: xAt(cols, m.step, m.t), step: m.step, text: m.text }));
    return { instance: lane.instance, label: lane.label, cells, markers };
  });
}
