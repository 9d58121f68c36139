// Focus after an action: on the control the reader used, found by its data-focus-key after the
// render (an event button keeps its key when its label changes, e.g. "Stop m2" → "Start m2"), else
// the first event button. Only when focus was in the player: the player never steals focus.
import { createContext } from 'preact';
import { useContext, useLayoutEffect, useRef } from 'preact/hooks';

type FocusAfter = (key: string) => void;
export const FocusContext = createContext<FocusAfter>(() => {});
export const useFocusAfter = () => useContext(FocusContext);

export function useFocusKeeper(root: { current: HTMLElement | null }): FocusAfter {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = pending.current;
    const el = root.current;
    if (key === null || !el) return;
    pending.current = null;
    const usable = (x: HTMLElement | null) => (x && !(x as HTMLButtonElement).disabled ? x : null);
    const target =
      usable(el.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)) ??
      usable(el.querySelector<HTMLElement>('[data-event]')) ??
      el;
    if (document.activeElement !== target) target.focus({ preventScroll: true });
  });
  return (key: string) => {
    pending.current = root.current?.contains(document.activeElement) ? key : null;
  };
}
