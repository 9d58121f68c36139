// ComponentDef of `service-endpoints` (service-endpoints.ts): the values its words need. Words in
// content/scenarios/<lang>/components/service-endpoints.yaml.
import type { ComponentDef, WordRef } from '../engine/component.ts';
import { type EndpointsContext, serviceEndpointsMachine } from './service-endpoints.ts';

/** The ready endpoints as their addresses. */
export const endpointList = (c: EndpointsContext) => c.listed.filter((e) => e.ready).map((e) => e.ip).join(', ') || '—';

export const serviceEndpoints: ComponentDef<EndpointsContext> = {
  type: 'service-endpoints',
  layer: 'network',
  machine: serviceEndpointsMachine,
  params: (c) => ({ endpoints: endpointList(c) }),
  facts: () => [{ key: 'endpoints' }],
  see: (c, state) => {
    const out: WordRef[] = [{ key: state === 'current' ? 'current' : 'frozen' }];
    for (const e of c.listed) {
      const a = c.actual[e.pod];
      if (e.ready && a && (!a.serving || a.ip !== e.ip)) out.push({ key: a.nodeAlive && a.ip === e.ip ? 'refused' : 'blackhole', params: { ip: e.ip, pod: e.pod } });
    }
    for (const [pod, a] of Object.entries(c.actual)) if (a.serving && !c.listed.some((e) => e.ip === a.ip && e.ready)) out.push({ key: 'missing', params: { ip: a.ip, pod } });
    return out;
  },
  observe: (c) => endpointList(c),
};
