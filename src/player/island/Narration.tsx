// What happened in this step and why, each line with its simulated time: what went wrong (✖) first,
// then the rest, each part in time order. On a desktop the box has a fixed height, so stepping never
// pushes the rest of the player down, and one tap shows every line without an inner scroll; on a
// phone it always shows every line (src/site/styles/scenario.css).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { fill } from '../ui.ts';
import { PlayerActor, useClock, useCursor, useProps, useView } from './context.ts';
import { Inline } from './Inline.tsx';
import { StepControls } from './StepControls.tsx';
import { Summary } from './Summary.tsx';

export function Narration({ onCopy }: { onCopy: () => void }) {
  const { ui, pageSlug, id } = useProps();
  const view = useView();
  const cursor = useCursor();
  const clock = useClock();
  const total = PlayerActor.useSelector((s) => s.context.tokens.length);
  const step = view.steps[view.steps.length - 1];
  const entries = step?.narration ?? [];
  const ordered = [...entries.filter((e) => e.error), ...entries.filter((e) => !e.error)];
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // Whether the collapsed box hides lines: only then is there something to show. Measured in the
  // next frame, where the browser lays the page out anyway: measuring in the commit forced a layout of
  // the whole page in the middle of the click (about a third of a step's time).
  useLayoutEffect(() => {
    const f = requestAnimationFrame(() => {
      const el = box.current;
      if (el && !expanded) setCut(el.scrollHeight > el.clientHeight + 1);
    });
    return () => cancelAnimationFrame(f);
  }, [cursor, entries.length, expanded]);
  return (
    <div class="kb-player__happened" data-narration data-expanded={expanded ? '' : undefined} data-summary-room={view.summary ? '' : undefined}>
      <div class="kb-player__step-bar">
        {/* The id sits on a span, not on the heading: the search index makes a section of every heading
            with an id, and the player's own caption is no section a reader could land on. */}
        <h3 class="kb-player__kicker" data-step-caption>
          <span id={`${id}-happened`}>
            {cursor === 0 ? ui.start : fill(ui.stepOf, { n: cursor, total })}
            {cursor > 0 && step && (
              <span class="kb-player__span">
                {' '}
                · {step.label} · {step.t1 > step.t0 ? `${clock(step.t0)} → ${clock(step.t1)}` : clock(step.t1)}
              </span>
            )}
          </span>
        </h3>
        <StepControls onCopy={onCopy} />
      </div>
      <Summary />
      {/* The lines scroll inside a box of fixed height; the box takes focus so the keyboard can scroll it.
          A named group, not a region: two scenarios on one page would give two landmarks of one name. */}
      <div class="kb-player__scroll" ref={box} id={`${id}-lines`} role="group" tabIndex={0} aria-labelledby={`${id}-happened`}>
      {entries.length === 0 ? (
        <p data-narration-empty>{cursor === 0 ? ui.startText : ui.nothingHappened}</p>
      ) : (
        <ol class="kb-player__entries">
          {ordered.map((e, i) => (
            <li key={i} data-error={e.error ? 'true' : undefined} data-instance={e.instance}>
              <span class="kb-player__when">
                {clock(e.t)}
                {e.tEnd !== undefined && e.tEnd !== e.t ? `–${clock(e.tEnd).slice(2)}` : ''}
              </span>{' '}
              {e.error && (
                <span class="kb-player__err" aria-hidden="true">
                  ✖{' '}
                </span>
              )}
              <Inline text={e.text} pageSlug={pageSlug} />
            </li>
          ))}
        </ol>
      )}
      </div>
      {(cut || expanded) && (
        <button type="button" class="kb-player__small kb-player__more" aria-expanded={expanded ? 'true' : 'false'} aria-controls={`${id}-lines`} data-focus-key="more" onClick={() => setExpanded(!expanded)}>
          {expanded ? ui.fewerLines : ui.allLines}
        </button>
      )}
    </div>
  );
}
