// What the island needs from a scenario at run time: a run it can drive one reader event at a time,
// and the step-link codec. The engine (src/model/engine/) provides both; src/player/clients.ts adapts it.
// Every RunView is already in the page's language.
import type { RunView } from '../model/engine/types.ts';

export type ProblemKind = 'syntax' | 'unknownEvent' | 'badParam' | 'notPossible' | 'tooMany' | 'unknownVersion';

/** Why a step link stops fitting, at which step (1-based) and token. */
export interface LinkProblem {
  kind: ProblemKind;
  step: number;
  token: string;
}

export interface RunDriver {
  /** The view now (after every event sent so far). */
  view(): RunView;
  /** Sends one reader event (its token); false when the event is not possible now. */
  accept(token: string): boolean;
  /** Sends one reader event and returns the view after it; undefined when it is not possible now. */
  send(token: string): RunView | undefined;
}

export interface ScenarioClient {
  /** A fresh run at the start. */
  createRun(): RunDriver;
  /** A step link's value → tokens; the tokens before the first one that does not parse, and why. */
  decode(text: string): { tokens: string[]; problem?: LinkProblem };
  encode(tokens: readonly string[]): string;
}

export interface Replayed {
  run: RunDriver;
  /** The tokens played: the longest valid prefix. */
  tokens: string[];
  /** views[i]: the view after the first i tokens (only the last one unless `every` was asked). */
  views: Array<RunView | undefined>;
  problem?: LinkProblem;
}

/**
 * Replays from the start and stops at the first token not possible. A view is built after every
 * token only with `every` (a view holds the whole history, so building one per step of a long link
 * would cost the square of its length); otherwise only the last one.
 */
export function replay(client: ScenarioClient, tokens: readonly string[], every = false): Replayed {
  const run = client.createRun();
  const views: Array<RunView | undefined> = [every || tokens.length === 0 ? run.view() : undefined];
  const done: string[] = [];
  let problem: LinkProblem | undefined;
  for (const [i, token] of tokens.entries()) {
    if (!run.accept(token)) {
      problem = { kind: 'notPossible', step: i + 1, token };
      break;
    }
    done.push(token);
    views.push(every || i === tokens.length - 1 ? run.view() : undefined);
  }
  if (!views[done.length]) views[done.length] = run.view();
  return problem ? { run, tokens: done, views, problem } : { run, tokens: done, views };
}

/** Every view after 0…k tokens (tests, build time). */
export function replayAll(client: ScenarioClient, tokens: readonly string[]): RunView[] {
  return replay(client, tokens, true).views as RunView[];
}
