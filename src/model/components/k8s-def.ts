// What the ComponentDefs of the Kubernetes component types share (<type>-def.ts): each type has its own
// module so a scenario ships only the types it composes (slow-disk: leader-election and pod).
import type { WordRef } from '../engine/component.ts';
import { type Backoff, backoffForgottenAt } from './k8s-protocol.ts';

export const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);
/** Milliseconds as seconds with one decimal, as the words print them. */
export const s = (ms: number) => Math.round(ms / 100) / 10;

/** The kubelet's back-off of a container, for its row: how long an exit now would wait, and until when. */
export function backoffFacts(b: Backoff, now: number): WordRef[] {
  const until = backoffForgottenAt(b);
  return until !== undefined && now <= until ? [{ key: 'backoff', params: { backoffS: s(b.ms), resetS: s(until) } }] : [];
}
