// Back / Forward / Start over / Copy a link to this step, beside the step they move through.
import { PlayerActor, useCursor, useProps, useReady } from './context.ts';
import { useFocusAfter } from './focus.ts';

export function StepControls({ onCopy }: { onCopy: () => void }) {
  const { ui } = useProps();
  const ready = useReady();
  const cursor = useCursor();
  const total = PlayerActor.useSelector((s) => s.context.tokens.length);
  const copied = PlayerActor.useSelector((s) => s.context.copied);
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const go = (key: string, type: 'back' | 'forward' | 'reset') => () => {
    focusAfter(key);
    actor.send({ type });
  };
  return (
    <div class="kb-player__controls">
      <button type="button" data-focus-key="back" disabled={!ready || cursor === 0} onClick={go('back', 'back')}>
        <span aria-hidden="true">←</span> <span class="kb-player__label">{ui.back}</span>
      </button>
      <button type="button" data-focus-key="forward" disabled={!ready || cursor >= total} onClick={go('forward', 'forward')}>
        <span class="kb-player__label">{ui.forward}</span> <span aria-hidden="true">→</span>
      </button>
      <button type="button" data-focus-key="reset" disabled={!ready || total === 0} onClick={go('reset', 'reset')}>
        <span aria-hidden="true">⟲</span> <span class="kb-player__label">{ui.reset}</span>
      </button>
      <button type="button" class="kb-player__copy" data-focus-key="copy" title={ui.copyLink} disabled={!ready} onClick={onCopy}>
        {copied ? ui.copied : ui.copyShort}
      </button>
    </div>
  );
}
