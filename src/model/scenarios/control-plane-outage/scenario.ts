// Scenario "control-plane-outage" on engine v2: a kubeadm cluster with three control-plane nodes
// (stacked etcd: each kube-apiserver uses only its local member), a load balancer in front checking
// /readyz, three workers running a 3-replica Deployment `web` behind a Service, and CoreDNS. The
// reader picks the Kubernetes version (1.31–1.36), breaks etcd and the nodes, and watches every
// component react on its own timers. This module only says which instances exist, who tells whom
// about changes, and where each reader event goes.
//
// Fixed values, stated in the words: etcd election timeouts m1 1.2 s, m2 1.5 s, m3 1.8 s (m1 leads
// first); the leader-election retry of the instances on cp1, cp2, cp3 is 2, 3 and 4 s (client-go
// jitters it in 2–4.4 s); a rebooted worker is down 60 s; the Deployment was rolled out at t = 0; the
// control-plane nodes are 10.0.0.11–13, and their apiservers reconcile the `kubernetes` Service at 2, 5
// and 8 s past every 10 s; the kubelets' once-a-minute idle-watch pass runs at 30 s past each minute of
// the scenario clock.
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import { etcdMemberCore } from '../../components/etcd-member-def.ts';
import type { MemberContext } from '../../components/etcd-member.ts';
import { alerts } from '../../components/alerts-def.ts';
import { coredns } from '../../components/coredns-def.ts';
import { kubeApiserver } from '../../components/kube-apiserver-def.ts';
import { kubectl } from '../../components/kubectl-def.ts';
import { kubelet } from '../../components/kubelet-def.ts';
import { leaderElection } from '../../components/leader-election-def.ts';
import { loadBalancer } from '../../components/load-balancer-def.ts';
import { nodeLifecycle } from '../../components/node-lifecycle-def.ts';
import { pod } from '../../components/pod-def.ts';
import { serviceEndpoints } from '../../components/service-endpoints-def.ts';
import type { AlertsContext } from '../../components/alerts.ts';
import type { CorednsContext } from '../../components/coredns.ts';
import { type ApiserverContext, replyIn } from '../../components/kube-apiserver.ts';
import type { KubectlContext } from '../../components/kubectl.ts';
import type { KubeletContext } from '../../components/kubelet.ts';
import type { LeaderContext } from '../../components/leader-election.ts';
import type { LbContext } from '../../components/load-balancer.ts';
import type { NodeLifecycleContext } from '../../components/node-lifecycle.ts';
import type { PodContext } from '../../components/pod.ts';
import type { EndpointsContext } from '../../components/service-endpoints.ts';
import { kubernetesService } from '../../components/kubernetes-service-def.ts';
import { controlLoops } from '../../components/control-loops.ts';
import type { KubernetesServiceContext } from '../../components/kubernetes-service.ts';
import { webSummary } from './summary.ts';

export const VERSIONS = ['1-31', '1-32', '1-33', '1-34', '1-35', '1-36'] as const;
export const CP = ['cp1', 'cp2', 'cp3'] as const;
export const MEMBERS = ['m1', 'm2', 'm3'] as const;
export const WORKERS = ['w1', 'w2', 'w3'] as const;
export const PODS = ['web-1', 'web-2', 'web-3'] as const;
const ELECTION_MS = [1200, 1500, 1800];
const CP_IP = ['10.0.0.11', '10.0.0.12', '10.0.0.13'];
const RECONCILE_PHASE_MS = [2000, 5000, 8000];
const RECYCLE_PHASE_MS = 30_000;
type Cp = (typeof CP)[number];
type Member = (typeof MEMBERS)[number];
type Worker = (typeof WORKERS)[number];
type Pod = (typeof PODS)[number];

export type ControlPlaneOutageEvent =
  | { type: 'cluster.start'; version: (typeof VERSIONS)[number] }
  | { type: 'member.stop'; member: Member }
  | { type: 'member.start'; member: Member }
  | { type: 'cp.fail'; node: Cp }
  | { type: 'cp.start'; node: Cp }
  | { type: 'container.crash'; pod: Pod | 'coredns' }
  | { type: 'pod.delete'; pod: Pod }
  | { type: 'pods.get' }
  | { type: 'worker.reboot'; node: Worker }
  | { type: 'worker.fail'; node: Worker };

/** Instance id → context. */
export type ControlPlaneOutageContexts = { [M in Member]: MemberContext } & { [A in `apiserver-${Cp}`]: ApiserverContext } & {
  [L in `${'kcm' | 'scheduler'}-${Cp}` | 'operator']: LeaderContext;
} & { [W in Worker]: KubeletContext } & { [P in Pod]: PodContext } & {
  lb: LbContext;
  'node-lifecycle': NodeLifecycleContext;
  'web-svc': EndpointsContext;
  'kubernetes-svc': KubernetesServiceContext;
  coredns: CorednsContext;
  kubectl: KubectlContext;
  alerts: AlertsContext;
};

type ControlPlaneOutageWorld = World<ControlPlaneOutageContexts>;

const MEMBER_ON: Readonly<Record<Cp, Member>> = { cp1: 'm1', cp2: 'm2', cp3: 'm3' };
const member = (cp: Cp): Member => MEMBER_ON[cp];
const apiserver = (cp: Cp) => `apiserver-${cp}` as const;
const podIp = (i: number) => `10.244.${i + 1}.21`;

export function compose(event: Extract<ControlPlaneOutageEvent, { type: 'cluster.start' }>): InstanceSpec<keyof ControlPlaneOutageContexts>[] {
  const version = event.version;
  const out: InstanceSpec<keyof ControlPlaneOutageContexts>[] = [];
  CP.forEach((cp, i) => {
    out.push({
      id: member(cp),
      type: 'etcd-member',
      label: `etcd ${member(cp)} (${cp})`,
      group: 'etcd',
      input: { voters: [...MEMBERS], electionMs: ELECTION_MS[i], leader: i === 0, term: 2, listeners: [apiserver(cp), 'alerts', 'kubernetes-svc'] },
    });
  });
  CP.forEach((cp, i) => {
    out.push({
      id: apiserver(cp),
      type: 'kube-apiserver',
      label: `kube-apiserver (${cp})`,
      group: 'apiservers',
      input: { node: cp, ip: CP_IP[i], member: member(cp), version, listeners: ['lb', `kcm-${cp}`, `scheduler-${cp}`, 'kubernetes-svc'] },
    });
  });
  out.push({ id: 'lb', type: 'load-balancer', label: '', input: { backends: CP.map(apiserver), listeners: [...WORKERS, ...PODS, 'coredns', 'operator', 'web-svc'] } });
  out.push(...controlLoops(CP, { apiserver, version, kcmListeners: ['node-lifecycle', 'web-svc'] }));
  out.push({ id: 'node-lifecycle', type: 'node-lifecycle', label: '', input: { workers: [...WORKERS], pods: [...PODS], service: 'web-svc', version, leaders: ['kcm-cp1'] } });
  out.push({ id: 'operator', type: 'leader-election', label: 'example-operator', input: { role: 'operator', api: 'lb', leader: true, peers: [], retryMs: 2000, version, listeners: [] } });
  WORKERS.forEach((w, i) => {
    out.push({ id: w, type: 'kubelet', label: `kubelet (${w})`, group: 'workers', input: { pods: w === 'w1' ? [PODS[i], 'coredns'] : [PODS[i]], listeners: ['node-lifecycle'] } });
  });
  PODS.forEach((p, i) => out.push({ id: p, type: 'pod', label: p, group: 'web-pods', input: { node: WORKERS[i], ip: podIp(i), service: 'web-svc', recyclePhaseMs: RECYCLE_PHASE_MS } }));
  out.push({ id: 'web-svc', type: 'service-endpoints', label: '', input: { pods: PODS.map((p, i) => ({ id: p, ip: podIp(i), node: WORKERS[i] })), controllers: ['kcm-cp1'] } });
  out.push({
    id: 'kubernetes-svc',
    type: 'kubernetes-service',
    label: '',
    input: {
      apiservers: CP.map((cp, i) => ({ id: apiserver(cp), node: cp, ip: CP_IP[i] })),
      leader: member('cp1'),
      phaseMs: Object.fromEntries(CP.map((cp, i) => [apiserver(cp), RECONCILE_PHASE_MS[i]])),
    },
  });
  out.push({ id: 'coredns', type: 'coredns', label: 'CoreDNS (w1)', input: {} });
  out.push({ id: 'kubectl', type: 'kubectl', label: '', input: { version } });
  out.push({ id: 'alerts', type: 'alerts', label: '', input: { members: [...MEMBERS] } });
  return out;
}

const nodeDead = (world: ControlPlaneOutageWorld, cp: Cp) => world.state(apiserver(cp)) === 'down';
const workerState = (world: ControlPlaneOutageWorld, w: Worker) => world.state(w);

/** Where a kubectl command goes: through the LB to its first backend, or to cp1 when no backend is left
 * (as you would run it on cp1). The apiserver there answers from its own state. */
export function commandTarget(world: ControlPlaneOutageWorld): { server: string; target: string; ip: string } {
  const pool = world.context('lb').pool;
  const target = (pool[0] ?? 'apiserver-cp1') as `apiserver-${Cp}`;
  return { server: pool[0] ? 'lb' : 'cp1', target, ip: world.context(target).ip };
}

export const controlPlaneOutage: ScenarioDef<ControlPlaneOutageEvent, ControlPlaneOutageContexts, 'cluster.start'> = {
  id: 'control-plane-outage',
  components: [etcdMemberCore, kubeApiserver, loadBalancer, leaderElection, nodeLifecycle, kubelet, pod, serviceEndpoints, kubernetesService, coredns, alerts, kubectl],
  events: eventSpecs<ControlPlaneOutageEvent>([
    { type: 'cluster.start', param: { name: 'version', values: [...VERSIONS] } },
    { type: 'member.stop', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'member.start', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'cp.fail', param: { name: 'node', values: [...CP] } },
    { type: 'cp.start', param: { name: 'node', values: [...CP] } },
    { type: 'container.crash', param: { name: 'pod', values: [...PODS, 'coredns'] } },
    { type: 'pod.delete', param: { name: 'pod', values: [...PODS] } },
    { type: 'pods.get' },
    { type: 'worker.reboot', param: { name: 'node', values: [...WORKERS] } },
    { type: 'worker.fail', param: { name: 'node', values: [...WORKERS] } },
  ]),
  setupEvent: 'cluster.start',
  compose,
  available(world) {
    const out: ControlPlaneOutageEvent[] = [];
    for (const cp of CP) {
      const m = member(cp);
      if (nodeDead(world, cp)) continue;
      out.push(world.state(m) === 'down' ? { type: 'member.start', member: m } : { type: 'member.stop', member: m });
    }
    for (const cp of CP) out.push(nodeDead(world, cp) ? { type: 'cp.start', node: cp } : { type: 'cp.fail', node: cp });
    for (const p of PODS) if (world.state(p) === 'running') out.push({ type: 'container.crash', pod: p });
    if (['synced', 'stale'].includes(world.state('coredns'))) out.push({ type: 'container.crash', pod: 'coredns' });
    if (!world.state('kubectl').startsWith('waiting')) {
      out.push({ type: 'pods.get' });
      for (const p of PODS) if (world.state(p) !== 'replacing') out.push({ type: 'pod.delete', pod: p });
    }
    for (const w of WORKERS) {
      const st = workerState(world, w);
      if (st === 'down') continue;
      if (st !== 'rebooting') out.push({ type: 'worker.reboot', node: w });
      out.push({ type: 'worker.fail', node: w });
    }
    return out;
  },
  route(event, world): Delivery[] {
    switch (event.type) {
      case 'member.stop':
        return [{ to: event.member, event: { type: 'stop' } }];
      case 'member.start':
        return [{ to: event.member, event: { type: 'start' } }];
      case 'cp.fail': {
        const cp = event.node;
        return [
          { to: member(cp), event: { type: 'crash' } },
          { to: apiserver(cp), event: { type: 'nodeFail' } },
          { to: `kcm-${cp}`, event: { type: 'nodeFail' } },
          { to: `scheduler-${cp}`, event: { type: 'nodeFail' } },
        ];
      }
      case 'cp.start': {
        const cp = event.node;
        return [
          { to: member(cp), event: { type: 'start' } },
          { to: apiserver(cp), event: { type: 'nodeStart' } },
          { to: `kcm-${cp}`, event: { type: 'nodeStart' } },
          { to: `scheduler-${cp}`, event: { type: 'nodeStart' } },
        ];
      }
      case 'container.crash':
        return [{ to: event.pod, event: { type: 'crash' } }];
      case 'pod.delete':
        return [{ to: 'kubectl', event: { type: 'command', verb: 'delete', pod: event.pod, ...commandTarget(world) } }];
      case 'pods.get':
        return [{ to: 'kubectl', event: { type: 'command', verb: 'get', pod: '', ...commandTarget(world) } }];
      case 'worker.reboot':
        return [{ to: event.node, event: { type: 'reboot' } }];
      case 'worker.fail':
        return [{ to: event.node, event: { type: 'fail' } }];
    }
  },
  summary: (world) => webSummary(replyIn(world.state(commandTarget(world).target)), world),
};
