// Messages between the Kubernetes component types of control-plane-outage, and the Kubernetes
// version rules they share. Each component tells its listeners when its own state changes; nobody
// polls, so a +5 min jump costs a handful of transitions.
import { assertEvent } from 'xstate';
import { CRASHLOOP } from './k8s-protocol.facts.ts';
import { LEADER } from './leader-election.facts.ts';
import { type Directory, sender } from './send.ts';

/** What an apiserver (or the load balancer, for clients behind it) tells its listeners. */
export type ApiStatus = 'ready' | 'failing' | 'unready' | 'down';
export interface ApiStatusEvent {
  type: 'api';
  from: string;
  status: ApiStatus;
  /** When requests through the sender stopped going through, if before this message (the balancer's `down`). */
  since?: number;
}

/** For a transition on `api` (its guard or action): whether the API answers. Typed loosely enough that
 * every component's event union fits; the assertion makes sure it is an `api` message. */
export function apiReady(event: { type: string; status?: ApiStatus }): boolean {
  assertEvent(event, 'api');
  return event.status === 'ready';
}

export { minorOf, versionLabel } from './k8s-version.ts';

/** kube-controller-manager's and kube-scheduler's default --leader-elect-renew-deadline. */
export const RENEW_DEADLINE_MS = LEADER.renewDeadlineMs.value;

/**
 * The kubelet's back-off entry of one container (flowcontrol.Backoff; CRASHLOOP in k8s-protocol.facts.ts):
 * `ms` 0 = no entry yet; `since` = the start it last allowed (lastUpdate).
 */
export interface Backoff {
  ms: number;
  since: number;
}
export const NO_BACKOFF: Backoff = { ms: 0, since: 0 };
/** The entry no longer counts: none yet, or 10 min passed between the start it allowed and this exit. */
const forgotten = (b: Backoff, exitAt: number) => b.ms === 0 || exitAt - b.since > CRASHLOOP.resetMs.value;

/**
 * How long after `now` the kubelet starts a container whose last instance finished at `lastExitAt` (-1:
 * none has exited): at once (a liveness kill, restarted in the same sync), at the next relist after an
 * exit the back-off does not cover (`relistMs`), or when the back-off from that exit runs out.
 */
export function startDelayMs(b: Backoff, lastExitAt: number, now: number, relistMs: number): number {
  if (lastExitAt < 0) return 0;
  if (!forgotten(b, lastExitAt) && now < lastExitAt + b.ms) return lastExitAt + b.ms - now;
  return relistMs;
}
/** The entry after the kubelet starts it at `now` (doBackOff → Next): none while nothing has exited;
 * 10 s when it had none or forgot it; otherwise doubled, at most 300 s. */
export function afterStart(b: Backoff, lastExitAt: number, now: number): Backoff {
  if (lastExitAt < 0) return b;
  if (forgotten(b, lastExitAt)) return { ms: CRASHLOOP.initialMs.value, since: now };
  return { ms: Math.min(b.ms * 2, CRASHLOOP.maxMs.value), since: now };
}
/** The wait after an exit now: at the next relist, or the back-off. */
export const waitAfterExitMs = (b: Backoff, now: number): number => startDelayMs(b, now, now, CRASHLOOP.relistMs.value);
/** When the entry is forgotten (an exit after that restarts at once), or undefined with no entry. */
export const backoffForgottenAt = (b: Backoff): number | undefined => (b.ms ? b.since + CRASHLOOP.resetMs.value : undefined);

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
