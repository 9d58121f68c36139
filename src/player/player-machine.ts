// The player's own statechart: the path of events the reader took, where in it they are, and the
// scenario snapshots along it. Scenario snapshots are computed with XState's pure `transition()`,
// so going back, forward or to any step is a cursor move, not a replay of side effects.
import { type AnyMachineSnapshot, assign, setup, transition } from 'xstate';
import { type ScenarioEvent, sameEvent } from '../scenarios/events.ts';
import type { Scenario } from '../scenarios/types.ts';
import type { LinkProblem } from './restore.ts';

export type Notice = { kind: 'link'; problem: LinkProblem } | { kind: 'foreign'; id: string };

export interface PlayerContext {
  scenario?: Scenario;
  /** Every event taken; after going back, the later ones stay until a different event is taken. */
  steps: ScenarioEvent[];
  /** snapshots[i]: the scenario after the first i steps (always steps.length + 1 entries). */
  snapshots: AnyMachineSnapshot[];
  cursor: number;
  notice?: Notice;
}

export type PlayerEvent =
  | { type: 'loaded'; scenario: Scenario; steps: ScenarioEvent[]; snapshots: AnyMachineSnapshot[]; cursor?: number; notice?: Notice }
  | { type: 'take'; event: ScenarioEvent }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'goto'; index: number }
  | { type: 'reset' }
  | { type: 'dismiss' };

export function currentSnapshot(context: PlayerContext): AnyMachineSnapshot | undefined {
  return context.snapshots[context.cursor];
}

export const playerMachine = setup({
  types: { context: {} as PlayerContext, events: {} as PlayerEvent },
  guards: {
    canTake: ({ context, event }) =>
      event.type === 'take' && !!context.scenario && !!currentSnapshot(context)?.can(event.event),
    canBack: ({ context }) => context.cursor > 0,
    canForward: ({ context }) => context.cursor < context.steps.length,
    canGoto: ({ context, event }) =>
      event.type === 'goto' && event.index >= 0 && event.index <= context.steps.length && event.index !== context.cursor,
  },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'loaded') return {};
      return {
        scenario: event.scenario,
        steps: event.steps,
        snapshots: event.snapshots,
        cursor: event.cursor ?? event.steps.length,
        notice: event.notice,
      };
    }),
    take: assign(({ context, event }) => {
      if (event.type !== 'take' || !context.scenario) return {};
      const at = context.cursor;
      // Taking the step that comes next anyway keeps the rest of the path (like "forward").
      if (at < context.steps.length && sameEvent(context.steps[at], event.event)) return { cursor: at + 1, notice: undefined };
      const next = transition(context.scenario.machine, context.snapshots[at], event.event)[0] as AnyMachineSnapshot;
      return {
        steps: [...context.steps.slice(0, at), event.event],
        snapshots: [...context.snapshots.slice(0, at + 1), next],
        cursor: at + 1,
        notice: undefined,
      };
    }),
    back: assign({ cursor: ({ context }) => context.cursor - 1 }),
    forward: assign({ cursor: ({ context }) => context.cursor + 1 }),
    goto: assign({ cursor: ({ event, context }) => (event.type === 'goto' ? event.index : context.cursor) }),
    reset: assign({ steps: [], snapshots: ({ context }) => context.snapshots.slice(0, 1), cursor: 0, notice: undefined }),
    dismiss: assign({ notice: undefined }),
  },
}).createMachine({
  id: 'player',
  context: { steps: [], snapshots: [], cursor: 0 },
  initial: 'loading',
  states: {
    loading: {
      on: { loaded: { target: 'ready', actions: 'load' } },
    },
    ready: {
      on: {
        take: { guard: 'canTake', actions: 'take' },
        back: { guard: 'canBack', actions: 'back' },
        forward: { guard: 'canForward', actions: 'forward' },
        goto: { guard: 'canGoto', actions: 'goto' },
        reset: { actions: 'reset' },
        dismiss: { actions: 'dismiss' },
      },
    },
  },
});
