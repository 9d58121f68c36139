// Step links v2: `?<scenario-id>=2~<token>,<token>,…`. The `2~` marks the format version, so the
// format can change again; a value without a marker is a v1 link (tokens only), read through the
// scenario's aliases (v1 `clock.tick:N` is an advance of N seconds). Trailing commas are tolerated.
// A link that stops fitting replays its longest valid prefix and says which step failed and why.
import type { ScenarioDef } from './component.ts';
import { Run } from './run.ts';
import { parseToken, tokenOf } from './tokens.ts';
import type { ReaderEvent } from './types.ts';

export const LINK_VERSION = 2;
const MARKER = /^([0-9]+)~/;
/** Far more steps than a reader takes; a longer link is reported as such. */
export const MAX_LINK_STEPS = 500;

export type LinkReason = 'syntax' | 'unknown-event' | 'bad-param' | 'not-possible' | 'too-many-steps' | 'unknown-version';

export interface LinkProblem {
  reason: LinkReason;
  /** 1-based number of the step that does not fit. */
  step: number;
  /** The token at that step (at most 40 characters). */
  token: string;
}

export interface ParsedLink {
  version: number;
  /** The events of the longest valid prefix. */
  events: ReaderEvent[];
  validPrefixLength: number;
  problem?: LinkProblem;
}

export function encodeLink(scenario: ScenarioDef, events: readonly ReaderEvent[]): string {
  return `${LINK_VERSION}~${events.map((e) => tokenOf(scenario.events, e)).join(',')}`;
}

export function parseLink(scenario: ScenarioDef, query: string): ParsedLink {
  const m = MARKER.exec(query);
  const version = m ? Number(m[1]) : 1;
  if (version !== 1 && version !== LINK_VERSION) {
    return { version, events: [], validPrefixLength: 0, problem: { reason: 'unknown-version', step: 0, token: query.slice(0, 40) } };
  }
  const body = m ? query.slice(m[0].length) : query;
  const tokens = body.replace(/,+$/, '').split(',').filter((t, i, all) => !(all.length === 1 && t === ''));
  let problem: LinkProblem | undefined;
  let usable = tokens;
  if (tokens.length > MAX_LINK_STEPS) {
    usable = tokens.slice(0, MAX_LINK_STEPS);
    problem = { reason: 'too-many-steps', step: MAX_LINK_STEPS + 1, token: tokens[MAX_LINK_STEPS].slice(0, 40) };
  }
  const run = new Run(scenario);
  const events: ReaderEvent[] = [];
  for (const [i, token] of usable.entries()) {
    const parsed = parseToken(scenario.events, token, scenario.aliases);
    const sent = parsed.ok ? run.send(parsed.event) : parsed;
    if (!sent.ok) {
      problem = { reason: sent.reason, step: i + 1, token: token.slice(0, 40) };
      break;
    }
    events.push((parsed as { event: ReaderEvent }).event);
  }
  return { version, events, validPrefixLength: events.length, ...(problem ? { problem } : {}) };
}
