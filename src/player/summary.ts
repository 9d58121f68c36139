// The summary's second line in the page's words: the next change a timer makes by itself, or that none
// is left. Shared by the summary (island/Summary.tsx) and the step announcement (Player.tsx).
import type { SummaryView } from '../model/engine/types.ts';
import { type UiStrings, fill } from './ui.ts';

/** `time`: the step's simulated time; `clock`: "t+…" in the page's units. '' when there is nothing to say. */
export function nextLine(s: SummaryView, time: number, ui: Pick<UiStrings, 'summaryNext' | 'summaryStill'>, clock: (ms: number) => string): string {
  if (s.next) return fill(ui.summaryNext, { time: clock(s.next.t), wait: clock(s.next.t - time).slice(2), name: s.next.label, label: s.next.title });
  return s.still ? ui.summaryStill : '';
}
