// What the player needs from a scenario module: its machine and the events a reader can send.
import type { AnyStateMachine } from 'xstate';
import type { EventSpec } from './events.ts';

export interface Scenario {
  /** Also the machine's id, the query parameter of its step links and its content file name. */
  id: string;
  machine: AnyStateMachine;
  events: readonly EventSpec[];
}
