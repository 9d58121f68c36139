// From a step link's text to the scenario's snapshots, and back. A link that does not fit (garbage,
// an unknown or renamed-without-alias event, a step not possible at that point) is reported, never
// thrown: the player then starts from the initial state and says why.
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition, transition } from 'xstate';
import { type EventSpec, type ScenarioEvent, eventToken, parseToken } from '../scenarios/events.ts';
import type { Scenario } from '../scenarios/types.ts';

/** Far more steps than any reader takes; a longer "link" is garbage. */
export const MAX_STEPS = 200;

export type ProblemKind = 'syntax' | 'unknownEvent' | 'badParam' | 'notPossible';

export interface LinkProblem {
  kind: ProblemKind;
  /** 1-based step number in the link. */
  step: number;
  token: string;
}

export function encodeSteps(specs: readonly EventSpec[], events: readonly ScenarioEvent[]): string {
  return events.map((e) => eventToken(specs, e)).join(',');
}

export function decodeSteps(
  specs: readonly EventSpec[],
  text: string,
  aliases: Readonly<Record<string, string>> = {},
): { events: ScenarioEvent[] } | { problem: LinkProblem } {
  if (text === '') return { events: [] };
  const tokens = text.split(',');
  if (tokens.length > MAX_STEPS) return { problem: { kind: 'syntax', step: MAX_STEPS + 1, token: tokens[MAX_STEPS].slice(0, 40) } };
  const events: ScenarioEvent[] = [];
  for (const [i, token] of tokens.entries()) {
    const r = parseToken(specs, token, aliases);
    if (!r.ok) {
      const kind: ProblemKind = r.reason === 'unknown-event' ? 'unknownEvent' : r.reason === 'bad-param' ? 'badParam' : 'syntax';
      return { problem: { kind, step: i + 1, token: token.slice(0, 40) } };
    }
    events.push(r.event);
  }
  return { events };
}

export function initialSnapshot(machine: AnyStateMachine): AnyMachineSnapshot {
  return initialTransition(machine)[0] as AnyMachineSnapshot;
}

/** Snapshots after 0, 1, … n events; stops at the first event not possible at that point. */
export function replay(
  machine: AnyStateMachine,
  specs: readonly EventSpec[],
  events: readonly ScenarioEvent[],
): { snapshots: AnyMachineSnapshot[]; problem?: LinkProblem } {
  const snapshots = [initialSnapshot(machine)];
  for (const [i, event] of events.entries()) {
    const current = snapshots[snapshots.length - 1];
    if (!current.can(event)) return { snapshots, problem: { kind: 'notPossible', step: i + 1, token: eventToken(specs, event) } };
    snapshots.push(transition(machine, current, event)[0] as AnyMachineSnapshot);
  }
  return { snapshots };
}

export interface Restored {
  events: ScenarioEvent[];
  snapshots: AnyMachineSnapshot[];
  problem?: LinkProblem;
}

/** The path a link describes, or the initial state and the reason the link does not fit. */
export function restore(scenario: Scenario, text: string, aliases: Readonly<Record<string, string>> = {}): Restored {
  const decoded = decodeSteps(scenario.events, text, aliases);
  if ('problem' in decoded) return { events: [], snapshots: [initialSnapshot(scenario.machine)], problem: decoded.problem };
  const replayed = replay(scenario.machine, scenario.events, decoded.events);
  if (replayed.problem) return { events: [], snapshots: replayed.snapshots.slice(0, 1), problem: replayed.problem };
  return { events: decoded.events, snapshots: replayed.snapshots };
}
