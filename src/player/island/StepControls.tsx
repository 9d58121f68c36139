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
  // A control not possible now stays focusable (aria-disabled, dimmed by data-off), as the event
  // buttons do (island/Events.tsx): Forward at the last step keeps the reader's focus instead of
  // dropping it, and the focus keeper need not move it after the render (island/focus.ts).
  const control = (key: string, off: boolean, action: () => void) => ({
    'data-focus-key': key,
    'aria-disabled': off ? ('true' as const) : undefined,
    'data-off': off ? '' : undefined,
    onClick: () => {
      if (off) return;
      focusAfter(key);
      action();
    },
  });
  return (
    <div class="kb-player__controls">
      <button type="button" {...control('back', !ready || cursor === 0, () => actor.send({ type: 'back' }))}>
        <span aria-hidden="true">←</span> <span class="kb-player__label">{ui.back}</span>
      </button>
      <button type="button" {...control('forward', !ready || cursor >= total, () => actor.send({ type: 'forward' }))}>
        <span class="kb-player__label">{ui.forward}</span> <span aria-hidden="true">→</span>
      </button>
      <button type="button" {...control('reset', !ready || total === 0, () => actor.send({ type: 'reset' }))}>
        <span aria-hidden="true">⟲</span> <span class="kb-player__label">{ui.reset}</span>
      </button>
      <button type="button" class="kb-player__copy" title={ui.copyLink} {...control('copy', !ready, onCopy)}>
        {copied ? ui.copied : ui.copyShort}
      </button>
    </div>
  );
}
