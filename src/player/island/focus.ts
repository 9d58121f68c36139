// Focus after an action: on the control the reader used, found by its data-focus-key after the
// render (an event button keeps its key when its label changes, e.g. "Stop m2" → "Start m2"), else
// the first event button. Only when focus was in the player: the player never steals focus.
// Moving focus after the render forces Chromium to lay out the whole page in the middle of the step
// (20–40 ms on a scenario page), so it is avoided where it can be: a button that turns unavailable
// stays focusable (aria-disabled, island/Events.tsx), and a control the step removes (a setup button,
// a group that empties) hands focus on at once, before the render, while the page is still laid out.
import { createContext } from 'preact';
import { useCallback, useContext, useLayoutEffect, useRef } from 'preact/hooks';

/** Where focus goes when its control is gone: the first event button (the clock's, which every step keeps). */
const FALLBACK = '[data-event]';
/** `gone`: the step removes this control; the fallback takes focus at once. */
type FocusAfter = (key: string, gone?: boolean) => void;
export const FocusContext = createContext<FocusAfter>(() => {});
export const useFocusAfter = () => useContext(FocusContext);

export function useFocusKeeper(root: { current: HTMLElement | null }): FocusAfter {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = pending.current;
    const el = root.current;
    if (key === null || !el) return;
    pending.current = null;
    // No control of the player is natively disabled (one not possible now is aria-disabled and keeps
    // focus): a control is usable as long as the step keeps it.
    const target = el.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) ?? el.querySelector<HTMLElement>(FALLBACK) ?? el;
    if (document.activeElement !== target) target.focus({ preventScroll: true });
  });
  // One function for the island's life: it is the context's value, and a new one would re-render
  // every part that reads it (each row of the now table) on every step, past their memo.
  return useCallback((key: string, gone?: boolean) => {
    const el = root.current;
    pending.current = el?.contains(document.activeElement) ? key : null;
    const next = gone && pending.current !== null ? el?.querySelector<HTMLElement>(FALLBACK) : null;
    if (!next?.dataset.focusKey) return;
    next.focus({ preventScroll: true });
    pending.current = next.dataset.focusKey;
  }, []);
}
