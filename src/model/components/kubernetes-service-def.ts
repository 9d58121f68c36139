// ComponentDef of `kubernetes-service` (kubernetes-service.ts): the values its words need. Words in
// content/scenarios/<lang>/components/kubernetes-service.yaml.
import type { ComponentDef, WordRef } from '../engine/component.ts';
import type { TimelineAnswer } from '../engine/timeline.ts';
import { type KubernetesServiceContext, deadListed, kubernetesServiceMachine, missing } from './kubernetes-service.ts';
import { KUBERNETES_SERVICE as F } from './kubernetes-service.facts.ts';

const s = (ms: number) => Math.round(ms / 100) / 10;
const ipOf = (c: KubernetesServiceContext, id: string) => c.apiservers.find((a) => a.id === id)?.ip ?? id;
const nodeOf = (c: KubernetesServiceContext, id: string) => c.apiservers.find((a) => a.id === id)?.node ?? id;

/** The endpoints as `kubectl get endpoints kubernetes` prints their addresses. */
export const kubernetesEndpoints = (c: KubernetesServiceContext) => c.listed.map((id) => ipOf(c, id)).join(', ') || '—';

export const kubernetesService: ComponentDef<KubernetesServiceContext> = {
  type: 'kubernetes-service',
  layer: 'network',
  machine: kubernetesServiceMachine,
  params: (c) => ({ endpoints: kubernetesEndpoints(c), ttlS: s(F.leaseTtlMs.value), intervalS: s(F.reconcileIntervalMs.value), extendS: s(F.promoteExtendMs.value) }),
  facts: () => [{ key: 'endpoints' }],
  see: (c, state) => {
    const out: WordRef[] = [{ key: state === 'frozen' ? 'frozen' : 'routes' }];
    for (const id of deadListed(c)) {
      const at = c.leases[id];
      const params = { ip: ipOf(c, id), node: nodeOf(c, id), atS: at === undefined ? 0 : s(at) };
      out.push({ key: 'deadListed', params });
      if (at !== undefined) out.push({ key: c.leaders.length ? 'leaseExpires' : 'leaseHeld', params });
    }
    for (const id of missing(c)) out.push({ key: 'missing', params: { ip: ipOf(c, id), node: nodeOf(c, id) } });
    return out;
  },
  observe: (c) => kubernetesEndpoints(c),
  isError: (state) => state === 'stale',
};

/** What the timelines check: the addresses listed. */
export const answerOfKubernetesService = (c: KubernetesServiceContext): TimelineAnswer => ({ value: kubernetesEndpoints(c) });
