// The top bar: the simulated clock and its jumps (+1 s … "until something changes"). It sticks
// below Starlight's header, so the time stays in sight while the reader scrolls through the player.
import { useClock, useProps, useView } from './context.ts';
import { ClockEvents } from './Events.tsx';

export function Toolbar() {
  const { ui } = useProps();
  const view = useView();
  const clock = useClock();
  return (
    <div class="kb-player__toolbar">
      <p class="kb-player__clock" data-clock>
        <span class="kb-player__kicker">{ui.clock}</span>
        <span class="kb-player__time">{clock(view.time)}</span>
      </p>
      <ClockEvents />
    </div>
  );
}
