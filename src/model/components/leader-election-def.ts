// ComponentDef of `leader-election` (leader-election.ts): the values its words need. Words in
// content/scenarios/<lang>/components/leader-election.yaml; which version says what is decided here, from the fact
// sheets (kubernetes-during-etcd-outage-resolved.md wins).
import type { ComponentDef } from '../engine/component.ts';
import { s, within } from './k8s-def.ts';
import { minorOf, versionLabel } from './k8s-protocol.ts';
import { LEADER } from './leader-election.facts.ts';
import { type LeaderContext, leaderElectionMachine } from './leader-election.ts';

const ROLE_LEASE: Record<string, string> = { kcm: 'kube-system/kube-controller-manager', scheduler: 'kube-system/kube-scheduler', operator: 'example-system/example-operator' };

/** The log lines of a lost lease by version (LE-2, corrected 2026-12). */
export function lostLeaseKey(version: string): string {
  const m = minorOf(version);
  return m <= 31 ? 'lost131' : m <= 34 ? 'lost132' : m === 35 ? 'lost135' : 'lost136';
}
export const retrievingKey = (version: string) => (minorOf(version) >= 35 ? 'retrying135' : 'retrying');

export const leaderElection: ComponentDef<LeaderContext> = {
  type: 'leader-election',
  layer: 'control-plane',
  machine: leaderElectionMachine,
  params: (c) => ({ lease: ROLE_LEASE[c.role], retryS: s(c.retryMs), exits: c.exits, version: versionLabel(c.version), lost: LEADER.lostLine.value(c.role, c.version), waitS: s(Math.max(0, c.nextStartAt - c.lastExitAt)), syncS: s(LEADER.cacheSyncMs.value) }),
  // "Exits: 0" too: it shows a standby never crash-looped.
  facts: () => [{ key: 'lease' }, { key: 'retry' }, { key: 'exits' }],
  see: (c, state) => {
    const keys: string[] = [];
    if (within(state, 'leading')) keys.push(c.role === 'scheduler' ? 'leadingScheduler' : c.role === 'operator' ? 'leadingOperator' : 'leadingKcm');
    if (state === 'leading.failing') keys.push('renewFailing');
    // The renew-failure lines belong to the process that exited; after the restart a new process logs
    // only its own acquire errors (LE-4 resolved), so the exit stays in the facts (`exits`).
    if (state === 'exited') keys.push(lostLeaseKey(c.version));
    // A restarted scheduler blocks in WaitForCacheSync before it even tries the lease (LE-4 resolved).
    if (c.role === 'scheduler' && c.restarted && (state === 'standby.waiting' || state === 'standby.syncing')) keys.push('schedulerCaches');
    else if (state === 'standby.waiting') keys.push(retrievingKey(c.version));
    if (state === 'standby.following') keys.push('following');
    if (state === 'standby.trying') keys.push('trying');
    if (state === 'down') keys.push('nodeDown');
    return keys.map((key) => ({ key }));
  },
  isError: (state) => state === 'exited' || state === 'leading.failing',
  emphasis: (_c, state) => within(state, 'leading'),
};
