// Messages between the Kubernetes component types of control-plane-outage, and the Kubernetes
// version rules they share. Each component tells its listeners when its own state changes; nobody
// polls, so a +5 min jump costs a handful of transitions.
import { assertEvent } from 'xstate';
import { type Directory, sender } from './send.ts';

/** What an apiserver (or the load balancer, for clients behind it) tells its listeners. */
export type ApiStatus = 'ready' | 'failing' | 'unready' | 'down';
export interface ApiStatusEvent {
  type: 'api';
  from: string;
  status: ApiStatus;
}

/** For a transition on `api` (its guard or action): whether the API answers. Typed loosely enough that
 * every component's event union fits; the assertion makes sure it is an `api` message. */
export function apiReady(event: { type: string; status?: ApiStatus }): boolean {
  assertEvent(event, 'api');
  return event.status === 'ready';
}

/** kube-controller-manager's and kube-scheduler's default --leader-elect-renew-deadline. */
export const RENEW_DEADLINE_MS = 10_000;

/** Minor version 31…36 of a Kubernetes version value `1-31`…`1-36` (token values carry no dots). */
export const minorOf = (version: string): number => Number(String(version).split('-')[1] ?? 31);
export const versionLabel = (version: string): string => String(version).replace('-', '.');

/** CrashLoopBackOff (kubelet): 10 s, doubling, at most 300 s; `exits` counts the exits so far. */
export const crashBackoffMs = (exits: number): number => Math.min(10_000 * 2 ** Math.max(0, exits - 1), 300_000);
/** The kubelet forgets the back-off after 10 min without a restart. */
export const BACKOFF_RESET_MS = 600_000;

/** The event of a machine's own `after` timer, as XState names it. A transition list shared by messages and
 * a timer (alerts, node-lifecycle) runs its guards and actions on either: their parameter types say so. */
export type TimerEvent = { type: `xstate.after.${string}` };

export type Enqueue = { sendTo: (ref: never, event: never) => void };

/** Sends `event` to every instance in `to` (an action body: call it inside enqueueActions). */
export function sendAll(system: Directory, enqueue: Enqueue, to: readonly string[], event: { type: string; [k: string]: unknown }): void {
  const send = sender(system, enqueue);
  for (const id of to) send(id, event);
}

/** Assigns a partial context (object-form assign would call function values such as `now`). */
export function patch<C>(enqueue: { assign: unknown }, partial: Partial<C>): void {
  (enqueue.assign as (fn: () => Partial<C>) => void)(() => partial);
}
