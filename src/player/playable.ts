// A scenario as the player plays it: its definition (with the page's link aliases) and its words in the
// page's language, on the engine (src/model/engine/). Replay from the start, and the step-link codec
// with the problems the player's notice names.
import { type EngineRun, type LinkProblem as EngineProblem, type ScenarioDef, type Words, createRun, encodeLink, parseLink, parseToken, tokenOf } from '../model/engine/index.ts';
import type { RunView } from '../model/engine/types.ts';

export interface Playable {
  readonly def: ScenarioDef;
  readonly words: Words;
}

/** `aliases`: retired tokens or event types → current ones (content/step-links.json). */
export const playable = (def: ScenarioDef, words: Words, aliases: Readonly<Record<string, string>> = {}): Playable => ({
  def: { ...def, aliases: { ...def.aliases, ...aliases } },
  words,
});

export const startRun = (p: Playable): EngineRun => createRun(p.def, p.words);

export type ProblemKind = 'syntax' | 'unknownEvent' | 'badParam' | 'notPossible' | 'tooMany' | 'unknownVersion';

/** Why a step link stops fitting, at which step (1-based) and token. */
export interface StepLinkProblem {
  kind: ProblemKind;
  step: number;
  token: string;
}

const KIND: Record<EngineProblem['reason'], ProblemKind> = {
  syntax: 'syntax',
  'unknown-event': 'unknownEvent',
  'bad-param': 'badParam',
  'not-possible': 'notPossible',
  'too-many-steps': 'tooMany',
  'unknown-version': 'unknownVersion',
};

/** A step link's value → tokens: the ones before the first that does not parse, and why. */
export function decode(p: Playable, text: string): { tokens: string[]; problem?: StepLinkProblem } {
  const parsed = parseLink(p.def, text);
  const tokens = parsed.events.map((e) => tokenOf(p.def.events, e));
  return parsed.problem ? { tokens, problem: { kind: KIND[parsed.problem.reason], step: parsed.problem.step, token: parsed.problem.token } } : { tokens };
}

export function encode(p: Playable, tokens: readonly string[]): string {
  if (tokens.length === 0) return '';
  const events = tokens.map((t) => {
    const parsed = parseToken(p.def.events, t, p.def.aliases);
    if (!parsed.ok) throw new Error(`not a token of ${p.def.id}: ${t}`);
    return parsed.event;
  });
  return encodeLink(p.def, events);
}

export interface Replayed {
  run: EngineRun;
  /** The tokens played: the longest valid prefix. */
  tokens: string[];
  /** views[i]: the view after the first i tokens (only the last one unless `every` was asked). */
  views: Array<RunView | undefined>;
  problem?: StepLinkProblem;
}

/**
 * Replays from the start and stops at the first token not possible. A view is built after every
 * token only with `every` (a view holds the whole history, so building one per step of a long link
 * would cost the square of its length); otherwise only the last one.
 */
export function replay(p: Playable, tokens: readonly string[], every = false): Replayed {
  const run = startRun(p);
  const views: Array<RunView | undefined> = [every || tokens.length === 0 ? run.view() : undefined];
  const done: string[] = [];
  let problem: StepLinkProblem | undefined;
  for (const [i, token] of tokens.entries()) {
    if (!run.send(token).ok) {
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
export function replayAll(p: Playable, tokens: readonly string[]): RunView[] {
  return replay(p, tokens, true).views as RunView[];
}
