// Islands nested in the player (a procedure's step panel, src/player/procedure/StepPanel.tsx) follow the
// view the player shows: its root element keeps the current RunView as `kbView` and announces each
// new one with a `kb-step` event. Generic: the player knows nothing of what listens.
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import type { RunView } from '../../model/engine/types.ts';

export function useStepEvent(root: RefObject<HTMLElement>, view: RunView): void {
  useEffect(() => {
    const el = root.current as (HTMLElement & { kbView?: RunView }) | null;
    if (!el) return;
    el.kbView = view;
    el.dispatchEvent(new CustomEvent('kb-step', { detail: view }));
  }, [view]);
}
