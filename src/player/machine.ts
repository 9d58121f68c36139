// The player's one state system: the reader's path of events, where in it they are, the RunView of
// every step along it, the link notice, the statechart the reader opened and "show all".
// Views are the engine's output after replaying the events from the start (never a restored
// snapshot), so Back and Forward are cursor moves; a new event after going back replays the prefix.
import { and, assertEvent, assign, fromCallback, sendTo, setup } from 'xstate';
import type { EngineRun } from '../model/engine/index.ts';
import type { RunView } from '../model/engine/types.ts';
import { type Playable, type StepLinkProblem, decode, replay } from './playable.ts';

export type PlayerNotice = { kind: 'link'; problem: StepLinkProblem };

export interface PlayerContext {
  scenario?: Playable;
  /** Every event taken; after going back, the later ones stay until a different event is taken. */
  tokens: string[];
  /**
   * views[i]: the RunView after the first i events (tokens.length + 1 entries once loaded). A step
   * not visited yet may be missing; moving there replays its prefix.
   */
  views: Array<RunView | undefined>;
  cursor: number;
  notice?: PlayerNotice;
  /** The instance whose component statechart is open (undefined: none). */
  open?: string;
  /** Every component type's statechart and the curated timelines, as without JavaScript. */
  showAll: boolean;
  copied: boolean;
}

export type PlayerEvent =
  | { type: 'loaded'; scenario: Playable; link?: string; notice?: PlayerNotice }
  | { type: 'take'; token: string }
  | { type: 'stepped'; at: number; token: string; view: RunView }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'goto'; index: number }
  | { type: 'reset' }
  | { type: 'dismiss' }
  | { type: 'open'; instance: string }
  | { type: 'toggleAll' }
  | { type: 'copied' };

/** What the engine actor is asked: play `token` after `prefix` (the path up to the cursor). */
type StepRequest = { type: 'step'; prefix: string[]; token: string };

/**
 * The live engine run, an actor of its own: the run is mutable, so it lives here rather than in the
 * player's context, and each step comes back as a `stepped` event. It keeps its run while the
 * reader goes on from where it stands, and replays the prefix when they went back first. Its reply
 * is processed before `send` returns, so the DOM still updates in the same task.
 */
const engineRun = fromCallback<StepRequest, { scenario: Playable }>(({ input, receive, sendBack }) => {
  let run: EngineRun | undefined;
  let played: string[] = [];
  receive(({ prefix, token }) => {
    if (!run || played.length !== prefix.length || played.some((t, i) => t !== prefix[i])) {
      run = replay(input.scenario, prefix).run;
      played = [...prefix];
    }
    if (!run.send(token).ok) return;
    played.push(token);
    sendBack({ type: 'stepped', at: prefix.length, token, view: run.view() });
  });
});

/** Links up to this many steps get a view per step at once (a view per step costs the square of the length). */
const EVERY_VIEW_UP_TO = 60;

export const currentView = (c: PlayerContext): RunView | undefined => c.views[c.cursor];

/** The views with the one at `index` built (replayed from the start) if it was missing. */
function withView(c: PlayerContext, index: number): Array<RunView | undefined> {
  if (c.views[index] || !c.scenario) return c.views;
  const views = [...c.views];
  views[index] = replay(c.scenario, c.tokens.slice(0, index)).views[index];
  return views;
}

export const playerMachine = setup({
  types: { context: {} as PlayerContext, events: {} as PlayerEvent },
  actors: { engineRun },
  guards: {
    canTake: ({ context, event }) =>
      event.type === 'take' && !!currentView(context)?.available.some((a) => a.token === event.token),
    isNext: ({ context, event }) => event.type === 'take' && context.tokens[context.cursor] === event.token,
    canBack: ({ context }) => context.cursor > 0,
    canForward: ({ context }) => context.cursor < context.tokens.length,
    canGoto: ({ context, event }) =>
      event.type === 'goto' && event.index >= 0 && event.index <= context.tokens.length && event.index !== context.cursor,
  },
  actions: {
    load: assign(({ event }) => {
      assertEvent(event, 'loaded');
      const decoded = decode(event.scenario, event.link ?? '');
      // Every step's view for an ordinary link (the timeline shows each step's states); a very long
      // link builds only its last one, and the others when the reader goes there.
      const played = replay(event.scenario, decoded.tokens, decoded.tokens.length <= EVERY_VIEW_UP_TO);
      const problem = played.problem ?? decoded.problem;
      return {
        scenario: event.scenario,
        tokens: played.tokens,
        views: played.views,
        cursor: played.tokens.length,
        notice: problem ? { kind: 'link' as const, problem } : event.notice,
      };
    }),
    // Taking the event that comes next anyway keeps the rest of the path (like Forward).
    follow: assign(({ context }) => ({ cursor: context.cursor + 1, views: withView(context, context.cursor + 1) })),
    step: sendTo('engine', ({ context, event }) => {
      assertEvent(event, 'take');
      return { type: 'step' as const, prefix: context.tokens.slice(0, context.cursor), token: event.token };
    }),
    stepped: assign(({ context, event }) => {
      assertEvent(event, 'stepped');
      const { at, token, view } = event;
      return { tokens: [...context.tokens.slice(0, at), token], views: [...context.views.slice(0, at + 1), view], cursor: at + 1 };
    }),
    back: assign(({ context }) => ({ cursor: context.cursor - 1, views: withView(context, context.cursor - 1) })),
    forward: assign(({ context }) => ({ cursor: context.cursor + 1, views: withView(context, context.cursor + 1) })),
    goto: assign(({ event, context }) => {
      assertEvent(event, 'goto');
      return { cursor: event.index, views: withView(context, event.index) };
    }),
    reset: assign(({ context }) => ({ tokens: [], views: withView(context, 0).slice(0, 1), cursor: 0, notice: undefined })),
    dismiss: assign({ notice: undefined }),
    open: assign({ open: ({ context, event }) => (event.type === 'open' && event.instance !== context.open ? event.instance : undefined) }),
    toggleAll: assign({ showAll: ({ context }) => !context.showAll }),
  },
}).createMachine({
  id: 'player',
  context: { tokens: [], views: [], cursor: 0, showAll: false, copied: false },
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
      invoke: { id: 'engine', src: 'engineRun', input: ({ context }) => ({ scenario: context.scenario! }) },
      on: {
        take: [
          { guard: and(['canTake', 'isNext']), actions: 'follow' },
          { guard: 'canTake', actions: 'step' },
        ],
        stepped: { actions: 'stepped' },
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
