// ComponentDef of `load-balancer` (load-balancer.ts): the values its words need. Words in
// content/scenarios/<lang>/components/load-balancer.yaml.
import type { ComponentDef } from '../engine/component.ts';
import { type LbContext, clientsSee, loadBalancerMachine } from './load-balancer.ts';
import { LOAD_BALANCER } from './load-balancer.facts.ts';

export const loadBalancer: ComponentDef<LbContext> = {
  type: 'load-balancer',
  layer: 'control-plane',
  machine: loadBalancerMachine,
  params: (c) => ({
    pool: c.pool.map((b) => b.replace('apiserver-', '')).join(', ') || '—',
    size: c.pool.length,
    readyzS: LOAD_BALANCER.readyzEtcdTimeoutMs.value / 1000,
    electionError: LOAD_BALANCER.electionWriteError.value,
  }),
  facts: () => [{ key: 'pool' }],
  // During an etcd election the pool keeps every backend: clients wait, they do not lose the API.
  see: (c, state) => [{ key: state === 'noBackend' ? 'noBackend' : 'routes' }, ...(clientsSee(c.pool, c.working) === 'waiting' ? [{ key: 'waiting' }] : [])],
  isError: (state) => state === 'noBackend',
};
