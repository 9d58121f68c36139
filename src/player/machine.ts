// The player's one state system: the reader's path of events, where in it they are, the RunView of
// every step along it, the link notice, the statechart the reader opened and "show all".
// Views are the engine's output after replaying the events from the start (never a restored
// snapshot), so Back and Forward are cursor moves; a new event after going back replays the prefix.
import { assign, setup } from 'xstate';
import type { RunView } from '../model/engine/types.ts';
import { type LinkProblem, type RunDriver, type ScenarioClient, replay } from './driver.ts';

export type Notice = { kind: 'link'; problem: LinkProblem };

export interface PlayerContext {
  client?: ScenarioClient;
  /** The live run; it has consumed `runAt` events of `tokens`. */
  run?: RunDriver;
  runAt: number;
  /** Every event taken; after going back, the later ones stay until a different event is taken. */
  tokens: string[];
  /**
   * views[i]: the RunView after the first i events (tokens.length + 1 entries once loaded). A step
   * not visited yet may be missing; moving there replays its prefix.
   */
  views: Array<RunView | undefined>;
  cursor: number;
  notice?: Notice;
  /** The instance whose component statechart is open (undefined: none). */
  open?: string;
  /** Every component type's statechart and the curated timelines, as without JavaScript. */
  showAll: boolean;
  copied: boolean;
}

export type PlayerEvent =
  | { type: 'loaded'; client: ScenarioClient; link?: string; notice?: Notice }
  | { type: 'take'; token: string }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'goto'; index: number }
  | { type: 'reset' }
  | { type: 'dismiss' }
  | { type: 'open'; instance: string }
  | { type: 'toggleAll' }
  | { type: 'copied' };

/** Links up to this many steps get a view per step at once (a view per step costs the square of the length). */
const EVERY_VIEW_UP_TO = 60;

export const currentView = (c: PlayerContext): RunView | undefined => c.views[c.cursor];

/** The views with the one at `index` built (replayed from the start) if it was missing. */
function withView(c: PlayerContext, index: number): Array<RunView | undefined> {
  if (c.views[index] || !c.client) return c.views;
  const views = [...c.views];
  views[index] = replay(c.client, c.tokens.slice(0, index)).views[index];
  return views;
}

export const playerMachine = setup({
  types: { context: {} as PlayerContext, events: {} as PlayerEvent },
  guards: {
    canTake: ({ context, event }) =>
      event.type === 'take' && !!currentView(context)?.available.some((a) => a.token === event.token),
    canBack: ({ context }) => context.cursor > 0,
    canForward: ({ context }) => context.cursor < context.tokens.length,
    canGoto: ({ context, event }) =>
      event.type === 'goto' && event.index >= 0 && event.index <= context.tokens.length && event.index !== context.cursor,
  },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'loaded') return {};
      const decoded = event.client.decode(event.link ?? '');
      // Every step's view for an ordinary link (the timeline shows each step's states); a very long
      // link builds only its last one, and the others when the reader goes there.
      const played = replay(event.client, decoded.tokens, decoded.tokens.length <= EVERY_VIEW_UP_TO);
      const problem = played.problem ?? decoded.problem;
      return {
        client: event.client,
        run: played.run,
        runAt: played.tokens.length,
        tokens: played.tokens,
        views: played.views,
        cursor: played.tokens.length,
        notice: problem ? { kind: 'link' as const, problem } : event.notice,
      };
    }),
    take: assign(({ context, event }) => {
      if (event.type !== 'take' || !context.client) return {};
      const at = context.cursor;
      // Taking the event that comes next anyway keeps the rest of the path (like Forward).
      if (at < context.tokens.length && context.tokens[at] === event.token) return { cursor: at + 1, views: withView(context, at + 1) };
      let { run, runAt } = context;
      if (!run || runAt !== at) {
        const played = replay(context.client, context.tokens.slice(0, at));
        run = played.run;
        runAt = at;
      }
      const next = run.send(event.token);
      if (!next) return {};
      return {
        run,
        runAt: at + 1,
        tokens: [...context.tokens.slice(0, at), event.token],
        views: [...context.views.slice(0, at + 1), next],
        cursor: at + 1,
      };
    }),
    back: assign(({ context }) => ({ cursor: context.cursor - 1, views: withView(context, context.cursor - 1) })),
    forward: assign(({ context }) => ({ cursor: context.cursor + 1, views: withView(context, context.cursor + 1) })),
    goto: assign(({ event, context }) => {
      const index = event.type === 'goto' ? event.index : context.cursor;
      return { cursor: index, views: withView(context, index) };
    }),
    reset: assign(({ context }) => ({ tokens: [], views: withView(context, 0).slice(0, 1), cursor: 0, notice: undefined, run: undefined, runAt: -1 })),
    dismiss: assign({ notice: undefined }),
    open: assign({ open: ({ context, event }) => (event.type === 'open' && event.instance !== context.open ? event.instance : undefined) }),
    toggleAll: assign({ showAll: ({ context }) => !context.showAll }),
  },
}).createMachine({
  id: 'player',
  context: { runAt: 0, tokens: [], views: [], cursor: 0, showAll: false, copied: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        loaded: { target: 'ready', actions: 'load' },
        open: { actions: 'open' },
        toggleAll: { actions: 'toggleAll' },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        take: { guard: 'canTake', actions: 'take' },
        back: { guard: 'canBack', actions: 'back' },
        forward: { guard: 'canForward', actions: 'forward' },
        goto: { guard: 'canGoto', actions: 'goto' },
        reset: { actions: 'reset' },
        dismiss: { actions: 'dismiss' },
        open: { actions: 'open' },
        toggleAll: { actions: 'toggleAll' },
      },
      states: {
        // "Link copied" shows for two seconds after a copy.
        copy: {
          initial: 'idle',
          states: {
            idle: { entry: assign({ copied: false }), on: { copied: 'done' } },
            done: { entry: assign({ copied: true }), after: { 2000: 'idle' }, on: { copied: { target: 'done', reenter: true } } },
          },
        },
      },
    },
  },
});
