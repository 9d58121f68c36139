// What matters after the step, above its lines (issue 23 §4): can you write, can you read, do the pods
// run, from the scenario's model, and the next change a timer makes by itself. Not a live region: the
// step announcement (Player.tsx) reads it first, so it is heard once.
import { nextLine } from '../summary.ts';
import { useClock, useProps, useView } from './context.ts';
import { Inline } from './Inline.tsx';

export function Summary() {
  const { ui, pageSlug } = useProps();
  const view = useView();
  const clock = useClock();
  const s = view.summary;
  if (!s) return null;
  const next = nextLine(s, view.time, ui, clock);
  return (
    <p class="kb-player__summary" data-summary>
      <strong>{ui.summary}:</strong> <Inline text={s.now.join(' ')} pageSlug={pageSlug} />
      {next && <span data-summary-next>{next}</span>}
    </p>
  );
}
