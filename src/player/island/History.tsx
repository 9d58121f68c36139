// The steps taken, as one scrolling row (fixed height): click one to go back to it. Steps after the
// cursor stay until the reader takes a different event there.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { PlayerActor, useClock, useCursor, useProps, useReady, useTip } from './context.ts';
import { useFocusAfter } from './focus.ts';

export function History() {
  const { ui, id } = useProps();
  const tip = useTip();
  const cursor = useCursor();
  const ready = useReady();
  const clock = useClock();
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const list = useRef<HTMLOListElement>(null);
  // Keep the current step in view inside the row without moving the page.
  useLayoutEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const box = list.current;
    if (!el || !box || box.scrollWidth <= box.clientWidth) return;
    const frame = requestAnimationFrame(() => {
      box.scrollLeft = el.offsetLeft - box.clientWidth / 2 + el.offsetWidth / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [cursor, tip]);
  return (
    <nav class="kb-player__history" aria-labelledby={`${id}-history`} data-history>
      <h3 class="kb-player__kicker" id={`${id}-history`}>
        {ui.history}
      </h3>
      <ol ref={list} start={0}>
        {tip.steps.map((s) => (
          <li key={s.index} data-future={s.index > cursor ? 'true' : undefined}>
            <button
              type="button"
              disabled={!ready}
              data-focus-key={`history:${s.index}`}
              aria-current={s.index === cursor ? 'step' : undefined}
              onClick={() => {
                focusAfter(`history:${s.index}`);
                actor.send({ type: 'goto', index: s.index });
              }}
            >
              <span class="kb-player__when">{clock(s.t1)}</span> {s.index === 0 ? ui.start : s.label}
            </button>
          </li>
        ))}
      </ol>
      <p class="kb-player__hint">{ui.keys}</p>
    </nav>
  );
}
