// ComponentDef of `kubectl` (kubectl.ts): the values its words need. Words in
// content/scenarios/<lang>/components/kubectl.yaml; which version says what is decided here, from the fact
// sheets (kubernetes-during-etcd-outage-resolved.md wins).
import type { ComponentDef } from '../engine/component.ts';
import { s, within } from './k8s-def.ts';
import { KUBECTL } from './kubectl.facts.ts';
import { type KubectlContext, kubectlMachine } from './kubectl.ts';

/** The command line the reader ran. */
const commandOf = (c: KubectlContext) => (c.verb === 'delete' ? `kubectl delete pod ${c.pod}` : 'kubectl get pods');

export const kubectl: ComponentDef<KubectlContext> = {
  type: 'kubectl',
  layer: 'clients',
  machine: kubectlMachine,
  params: (c) => ({
    command: commandOf(c),
    pod: c.pod,
    server: c.server,
    ip: c.ip,
    retries: c.retries,
    timeoutS: s(c.verb === 'delete' ? KUBECTL.deleteCapMs.value : KUBECTL.getTimeoutMs.value),
    timeoutLine: c.verb === 'delete' ? KUBECTL.deleteTimeoutLine.value : KUBECTL.getTimeoutLine.value,
    deletedLine: KUBECTL.deletedLine.value(c.pod, c.version),
    dropLine: KUBECTL.unableLine.value + (c.goaway ? KUBECTL.goawayLine.value : KUBECTL.eofLine.value),
    refusedLine: KUBECTL.refusedLine.value(c.server),
  }),
  facts: (c, state) => (state === 'idle' ? [] : [{ key: 'sentTo' }, ...(c.retries ? [{ key: 'retries' }] : [])]),
  see: (_c, state) => [{ key: state.replace('.', '_') }],
  isError: (state) => within(state, 'failed'),
};
