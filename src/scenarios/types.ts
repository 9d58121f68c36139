// What the player needs from a scenario module: its machine and the events a reader can send.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { EventSpec, ParamValue } from './events.ts';

export interface Scenario {
  /** Also the machine's id, the query parameter of its step links and its content file name. */
  id: string;
  machine: AnyStateMachine;
  events: readonly EventSpec[];
  /** Regions the player's diagram panel shows first when several change in one step. */
  focus?: readonly string[];
  /** Values for the narration's `status` line (e.g. members up, quorum, term); undefined hides it. */
  status?: (snapshot: AnyMachineSnapshot) => Record<string, ParamValue> | undefined;
}
