// The swimlane timeline, which is also the list of steps taken: one lane per instance, simulated
// time left to right (one column per step, numbered, see timeline-geometry.ts), state segments with
// their names, and a mark where a reader would see an error. Each step's column is a button named
// after its step: click it, or Tab to it and press Enter, to go to that step.
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { RunView } from '../../model/engine/types.ts';
import { type LaneGeometry, columns, lanes, unit } from '../timeline-geometry.ts';
import { fill } from '../ui.ts';
import { PlayerActor, useClock, useCursor, useProps, useReady } from './context.ts';
import { useFocusAfter } from './focus.ts';
import { memo } from 'preact/compat';
import { sameJson } from './same-json.ts';

/**
 * A tone per kind of state, read from its path (the state's name is written in the segment too when it
 * fits, and the now table names it, so colour is never the only cue): trouble (an error, a firing alert,
 * something dead or refusing), the leader, waiting or degraded, nothing yet, and fine.
 */
const TONES: Array<[RegExp, number]> = [
  [/fail|error|timedout|deadline|refused|rejected|unknownflag|lost|noquorum|nobackend|down|dead|stopped|exited|crash|backoff|killed|cancel|broken|unhealthy|unreachable|servfail|firing|nospace|phantom|watchhangs|disruption|unknown|etcdunavailable|waitingforetcd|writesrejected|stalled/i, 5],
  [/noleader/i, 3],
  [/(^|\.)(leader|leading)(\.|$)/i, 0],
  [/wait|pending|elect|candidate|retry|partition|isolated|stale|degraded|reduced|renewing|frozen|notstarted|dialing|cleaning/i, 3],
  [/idle|none|absent|notsent|notrun|^off/i, 1],
];
export function tone(state: string): number {
  return TONES.find(([re]) => re.test(state))?.[1] ?? 2;
}

/** Left and width in weight units (timeline-geometry.ts), scaled by --tl-u on the timeline. */
const at = (x: number, w?: number) => ({ left: `calc(${x} * var(--tl-u))`, width: w === undefined ? undefined : `calc(${w} * var(--tl-u))` });

/** A lane whose last cell has no width: it ends where the lane does, however far the tip is. */
const open = (l: LaneGeometry): LaneGeometry => ({ ...l, cells: l.cells.map((c, i, a) => (a[i + 1] ? c : { ...c, w: 0 })) });

/** One lane. Its last cell runs to the right end (w 0: see open()), so a lane whose state held through a step keeps its props and skips re-rendering (memo, by value). */
const Lane = memo(function Lane({ l }: { l: LaneGeometry }) {
  return (
    <div class="kb-tl__lane" data-lane={l.instance}>
      {l.cells.map((c, i) => (
        <span key={i} class={`kb-tl__seg kb-tl__seg--${tone(c.state)}`} style={c.w ? at(c.x, c.w) : { ...at(c.x), right: 0 }} title={c.title} data-state={c.state}>
          {c.title}
        </span>
      ))}
      {l.markers.map((m, i) => (
        <span key={`m${i}`} class="kb-tl__marker" style={at(m.x)} title={m.text} data-marker-step={m.step}>
          ✖
        </span>
      ))}
    </div>
  );
}, sameJson);

/** `group`: lanes drawn together (a scenario with instance groups, island/Grouped.tsx). */
export function Swimlanes({ group }: { group?: (lanes: LaneGeometry[], tip: RunView) => LaneGeometry[] }) {
  const { ui, id } = useProps();
  const views = PlayerActor.useSelector((s) => s.context.views);
  const cursor = useCursor();
  const ready = useReady();
  const clock = useClock();
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const area = useRef<HTMLDivElement>(null);
  const geometry = useMemo(() => {
    if (views.length === 0) return undefined;
    const tip = views[views.length - 1];
    if (!tip) return undefined;
    return { cols: columns(tip), lanes: (group ? group(lanes(views), tip) : lanes(views)).map(open), tip };
  }, [views, group]);
  // A segment too narrow for its state's name shows none rather than a stump of it ("1/3 L"): marked
  // whenever the lanes or the timeline's width change.
  // Measured after the browser's own layout (where the page is laid out anyway), every segment read
  // before any is marked: measuring in the commit, one mark between two reads, laid the page out once
  // per segment in the middle of the click.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    const mark = () => {
      const segs = [...el.querySelectorAll<HTMLElement>('.kb-tl__seg')];
      const cut = segs.map((seg) => seg.scrollWidth > seg.clientWidth + 1);
      segs.forEach((seg, i) => seg.toggleAttribute('data-cut', cut[i]));
    };
    // A new observer reports the element's size once, after the next layout: that marks this render.
    const watch = new ResizeObserver(mark);
    watch.observe(el);
    return () => watch.disconnect();
    // Not on every render: a step back or forward along the same path moves the cursor, not a segment.
  }, [geometry, ready]);
  if (!ready || !geometry || geometry.lanes.length === 0) return <div class="kb-player__timeline" data-timeline aria-hidden="true" />;
  const { cols, tip } = geometry;
  const current = cols[cursor];
  return (
    <section class="kb-player__timeline" data-timeline aria-labelledby={`${id}-timeline`}>
      <h3 class="kb-player__kicker">
        {/* The id on a span: search makes a section of every heading with an id (see Narration). */}
        <span id={`${id}-timeline`}>{ui.timeline}</span>
      </h3>
      <div class="kb-tl" style={{ '--tl-u': `${unit(cols)}%` }}>
        <div class="kb-tl__labels" aria-hidden="true">
          {geometry.lanes.map((l) => (
            <span key={l.instance} title={l.label}>
              {l.label}
            </span>
          ))}
        </div>
        <div class="kb-tl__area" ref={area}>
          <div class="kb-tl__lanes" aria-hidden="true">
            {geometry.lanes.map((l) => (
              <Lane key={l.instance} l={l} />
            ))}
          </div>
          {current && <span class="kb-tl__cursor" aria-hidden="true" style={at(current.x, current.w)} />}
          <ol class="kb-tl__steps">
            {cols.map((c) => {
              const step = tip.steps[c.step];
              return (
                <li key={c.step} style={at(c.x, c.w)}>
                  <button
                    type="button"
                    data-timeline-step={c.step}
                    data-focus-key={`timeline:${c.step}`}
                    data-future={c.step > cursor ? 'true' : undefined}
                    aria-current={c.step === cursor ? 'step' : undefined}
                    aria-label={c.step === 0 ? `${ui.start}, ${clock(0)}` : fill(ui.timelineStep, { n: c.step, time: clock(c.t1), label: step?.label ?? '' })}
                    onClick={() => {
                      focusAfter(`timeline:${c.step}`);
                      actor.send({ type: 'goto', index: c.step });
                    }}
                  />
                </li>
              );
            })}
          </ol>
        </div>
        {/* Under the lanes: the time at both ends, and each column's step number. */}
        <span class="kb-tl__ends" aria-hidden="true">
          {clock(0)} … {clock(tip.time)}
        </span>
        <span class="kb-tl__numbers" aria-hidden="true">
          {cols.map((c) => (
            <span key={c.step} style={at(c.x, c.w)} data-current={c.step === cursor ? 'true' : undefined}>
              {c.step}
            </span>
          ))}
        </span>
      </div>
      <p class="kb-player__hint">{ui.keys}</p>
    </section>
  );
}
