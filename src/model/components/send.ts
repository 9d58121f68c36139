// Sending from one component instance to another by its system id (the instance id). Components speak
// small protocols (etcd-protocol.ts), not each other's full event unions, so the send is typed here once.
import type { AnyActorRef } from 'xstate';

/** The part of the actor system a component uses: look an instance up by its system id. */
export interface Directory {
  get(id: string): AnyActorRef | undefined;
}

export type Sender<E extends { type: string } = { type: string }> = (to: string, event: E) => void;

export function sender<E extends { type: string }>(system: Directory, enqueue: { sendTo: (ref: never, event: never) => void }): Sender<E> {
  return (to, event) => {
    const ref = system.get(to);
    // sendTo's types want the target's own event union; instances of other types speak a protocol instead.
    if (ref) (enqueue.sendTo as (r: unknown, e: unknown) => void)(ref, event);
  };
}
