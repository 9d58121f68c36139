// What the island needs from a scenario at run time: a run it can drive one reader event at a time,
// and the step-link codec. The engine (src/engine/) provides both; src/player/clients.ts adapts it.
// Every RunView is already in the page's language.
import type { RunView } from '../engine/types.ts';

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
  /** Sends one reader event (its token); undefined when the event is not possible now. */
  send(token: string): RunView | undefined;
}

export interface ScenarioClient {
  /** A fresh run at the start. */
  createRun(): RunDriver;
  /** A step link's value → tokens; the tokens before the first one that does not parse, and why. */
  decode(text: string): { tokens: string[]; problem?: LinkProblem };
  encode(tokens: readonly string[]): string;
}

/** Views after 0…k tokens: replays from the start and stops at the first token not possible. */
export function replay(
  client: ScenarioClient,
  tokens: readonly string[],
): { run: RunDriver; tokens: string[]; views: RunView[]; problem?: LinkProblem } {
  const run = client.createRun();
  const views = [run.view()];
  const done: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const next = run.send(token);
    if (!next) return { run, tokens: done, views, problem: { kind: 'notPossible', step: i + 1, token } };
    views.push(next);
    done.push(token);
  }
  return { run, tokens: done, views };
}

/** A link's text → the longest valid prefix played out, and the first problem (decode or replay). */
export function restoreLink(client: ScenarioClient, text: string): ReturnType<typeof replay> {
  const decoded = client.decode(text);
  const played = replay(client, decoded.tokens);
  return played.problem ? played : { ...played, ...(decoded.problem ? { problem: decoded.problem } : {}) };
}
