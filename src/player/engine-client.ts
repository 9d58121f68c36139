// The engine (src/model/engine/) as the player's ScenarioClient: a run in the page's language, and the
// step-link codec. Loaded by the island on demand, with the scenario it drives.
import { type LinkProblem as EngineProblem, type ScenarioDef, type Words, createRun, encodeLink, parseLink, parseToken, tokenOf } from '../model/engine/index.ts';
import type { LinkProblem, ProblemKind, RunDriver, ScenarioClient } from './driver.ts';

export { loadScenarioDef } from '../model/scenarios/registry.ts';

const KIND: Record<EngineProblem['reason'], ProblemKind> = {
  syntax: 'syntax',
  'unknown-event': 'unknownEvent',
  'bad-param': 'badParam',
  'not-possible': 'notPossible',
  'too-many-steps': 'tooMany',
  'unknown-version': 'unknownVersion',
};

export function engineClient(def: ScenarioDef, words: Words, aliases: Readonly<Record<string, string>> = {}): ScenarioClient {
  const scenario: ScenarioDef = { ...def, aliases: { ...def.aliases, ...aliases } };
  return {
    createRun(): RunDriver {
      const run = createRun(scenario, words);
      return {
        view: () => run.view(),
        accept: (token) => run.send(token).ok,
        send: (token) => (run.send(token).ok ? run.view() : undefined),
      };
    },
    decode(text) {
      const parsed = parseLink(scenario, text);
      const tokens = parsed.events.map((e) => tokenOf(scenario.events, e));
      const problem: LinkProblem | undefined = parsed.problem && { kind: KIND[parsed.problem.reason], step: parsed.problem.step, token: parsed.problem.token };
      return problem ? { tokens, problem } : { tokens };
    },
    encode(tokens) {
      if (tokens.length === 0) return '';
      const events = tokens.map((t) => {
        const p = parseToken(scenario.events, t, scenario.aliases);
        if (!p.ok) throw new Error(`not a token of ${scenario.id}: ${t}`);
        return p.event;
      });
      return encodeLink(scenario, events);
    },
  };
}
