// kube-controller-manager and kube-scheduler on each control-plane node: one `leader-election` instance
// per role and node, each talking to its own node's kube-apiserver. control-plane-outage and slow-disk
// compose them the same way; only who listens to the controller managers differs.
import type { InstanceSpec } from '../engine/component.ts';
import { LEADER } from './leader-election.facts.ts';

/** Each candidate's retry phase: staggered inside client-go's jittered retry period, 2–4.4 s
 * (LEADER.retryMs with JitterFactor 1.2), so the three do not try at the same instant. */
const RETRY_MS = [LEADER.retryMs.value, 3000, 4000];

export type ControlLoopId<Cp extends string> = `${'kcm' | 'scheduler'}-${Cp}`;

/** The two roles on every node of `cps`; `cps[0]` holds both leases at the start. */
export function controlLoops<Cp extends string>(
  cps: readonly Cp[],
  { apiserver, version, kcmListeners = [] }: { apiserver: (cp: Cp) => string; version: string; kcmListeners?: string[] },
): InstanceSpec<ControlLoopId<Cp>>[] {
  return (['kcm', 'scheduler'] as const).flatMap((role) =>
    cps.map((cp, i) => ({
      id: `${role}-${cp}` as ControlLoopId<Cp>,
      type: 'leader-election',
      label: `${role === 'kcm' ? 'kube-controller-manager' : 'kube-scheduler'} (${cp})`,
      group: role === 'kcm' ? 'controller-managers' : 'schedulers',
      input: {
        role,
        api: apiserver(cp),
        leader: i === 0,
        peers: cps.filter((o) => o !== cp).map((o) => `${role}-${o}`),
        retryMs: RETRY_MS[i],
        version,
        listeners: role === 'kcm' ? kcmListeners : [],
      },
    })),
  );
}
