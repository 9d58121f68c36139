// One actor for the whole island: every part reads it with useSelector (re-rendering only when what
// it selects changes) and sends events to it. The island's static props sit beside it.
import { createActorContext } from '@xstate/react';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { RunView } from '../../model/engine/types.ts';
import { playerMachine } from '../machine.ts';
import type { PlayerProps } from '../props.ts';
import { type TimeUnits, formatClock } from '../time.ts';

export const PlayerActor = createActorContext(playerMachine);
export const Props = createContext<PlayerProps>(null as unknown as PlayerProps);

export const useProps = () => useContext(Props);

/** The view at the cursor; the server-rendered start until the scenario has loaded. */
export function useView(): RunView {
  const props = useProps();
  return PlayerActor.useSelector((s) => s.context.views[s.context.cursor]) ?? props.initial;
}

export const useReady = () => PlayerActor.useSelector((s) => s.matches('ready'));
export const useCursor = () => PlayerActor.useSelector((s) => s.context.cursor);

export function useClock(): (ms: number) => string {
  const { ui, lang } = useProps();
  const units: TimeUnits = { seconds: ui.unitSeconds, minutes: ui.unitMinutes, hours: ui.unitHours };
  return (ms: number) => formatClock(ms, lang, units);
}
