// Component type `slow-disk-etcdctl`: the operator's shell on a control-plane node. It runs one command
// at a time; what it prints is read from the members when the view is drawn (components.ts), so the
// machine only knows which command runs and whether it still waits. `defrag` waits for the member's
// defragmentation (the scenario's 20 s); every other command answers at once.
import { assertEvent, assign, setup } from 'xstate';
import { SCENARIO } from './slow-disk.facts.ts';

export type ShellCommand = 'status' | 'diskCheck' | 'defrag' | 'defragAll' | 'move';

export interface ShellContext {
  id: string;
  command: ShellCommand | '';
  /** The member the command is about (defrag, disk check), or the transferee of `move`. */
  target: string;
  /** `move`: the leader it was sent to. */
  from: string;
  /** The member whose disk the reader works on now (the disk buttons act on it). */
  focus: string;
  now: () => number;
}

export type ShellEvent = { type: 'run'; command: ShellCommand; target?: string; from?: string } | { type: 'focus'; member: string };

export const slowDiskShellMachine = setup({
  types: { context: {} as ShellContext, events: {} as ShellEvent, input: {} as { id: string; now: () => number } },
  delays: { defrag: SCENARIO.defragMs },
  guards: {
    waits: ({ event }) => {
      assertEvent(event, 'run');
      return event.command === 'defrag' || event.command === 'defragAll';
    },
  },
  actions: {
    focus: assign(({ event }) => {
      assertEvent(event, 'focus');
      return { focus: event.member };
    }),
    take: assign(({ event }) => {
      assertEvent(event, 'run');
      return { command: event.command, target: event.target ?? '', from: event.from ?? '' };
    }),
  },
}).createMachine({
  id: 'slow-disk-etcdctl',
  context: ({ input }) => ({ id: input.id, now: input.now, command: '', target: '', from: '', focus: 'm1' }),
  initial: 'idle',
  on: { focus: { actions: 'focus' } },
  states: {
    idle: { on: { run: [{ guard: 'waits', target: 'waiting', actions: 'take' }, { target: 'done', actions: 'take' }] } },
    waiting: { after: { defrag: 'done' } },
    done: { on: { run: [{ guard: 'waits', target: 'waiting', actions: 'take' }, { target: 'done', reenter: true, actions: 'take' }] } },
  },
});
