// The top bar: the simulated clock (always visible: the bar sticks below Starlight's header) and
// Back / Forward / Start over / Copy link.
import { PlayerActor, useClock, useCursor, useProps, useReady, useView } from './context.ts';
import { useFocusAfter } from './focus.ts';

export function Toolbar({ onCopy }: { onCopy: () => void }) {
  const { ui } = useProps();
  const view = useView();
  const clock = useClock();
  const ready = useReady();
  const cursor = useCursor();
  const total = PlayerActor.useSelector((s) => s.context.tokens.length);
  const copied = PlayerActor.useSelector((s) => s.context.copied);
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  return (
    <div class="kb-player__toolbar">
      <p class="kb-player__clock" data-clock>
        <span class="kb-player__kicker">{ui.clock}</span>
        <span class="kb-player__time">{clock(view.time)}</span>
      </p>
      <div class="kb-player__controls">
        <button type="button" data-focus-key="back" disabled={!ready || cursor === 0} onClick={() => { focusAfter('back'); actor.send({ type: 'back' }); }}>
          <span aria-hidden="true">←</span> <span class="kb-player__label">{ui.back}</span>
        </button>
        <button type="button" data-focus-key="forward" disabled={!ready || cursor >= total} onClick={() => { focusAfter('forward'); actor.send({ type: 'forward' }); }}>
          <span class="kb-player__label">{ui.forward}</span> <span aria-hidden="true">→</span>
        </button>
        <button type="button" data-focus-key="reset" disabled={!ready || total === 0} onClick={() => { focusAfter('reset'); actor.send({ type: 'reset' }); }}>
          <span aria-hidden="true">⟲</span> <span class="kb-player__label">{ui.reset}</span>
        </button>
        <button type="button" class="kb-player__copy" data-focus-key="copy" title={ui.copyLink} disabled={!ready} onClick={onCopy}>
          {copied ? ui.copied : ui.copyShort}
        </button>
      </div>
    </div>
  );
}
