// ComponentDefs of the Kubernetes component types (control-plane-outage): the values their words
// need. The words are in content/scenarios/<lang>/components/<type>.yaml; which version says what
// is decided here, from the fact sheets (kubernetes-during-etcd-outage-resolved.md wins).
import type { ComponentDef, WordRef, World } from '../engine/component.ts';
import type { Answers, TimelineAnswer } from '../engine/timeline.ts';
import { type AlertsContext, alertsMachine, firing, pending } from './alerts.ts';
import { type CorednsContext, corednsMachine } from './coredns.ts';
import type { MemberContext } from './etcd-member.ts';
import { etcdMember } from './etcd-member-def.ts';
import { crashBackoffMs, minorOf, versionLabel } from './k8s-protocol.ts';
import { type ApiserverContext, kubeApiserverMachine } from './kube-apiserver.ts';
import { type KubectlContext, kubectlMachine } from './kubectl.ts';
import { type KubeletContext, kubeletMachine } from './kubelet.ts';
import { type LeaderContext, leaderElectionMachine } from './leader-election.ts';
import { type LbContext, clientsSee, loadBalancerMachine } from './load-balancer.ts';
import { LOAD_BALANCER } from './load-balancer.facts.ts';
import { type NodeLifecycleContext, TOLERATION_MS, gracePeriodMs, nodeLifecycleMachine } from './node-lifecycle.ts';
import { type PodContext, IDLE_WATCH_MS, podMachine } from './pod.ts';
import { type EndpointsContext, serviceEndpointsMachine } from './service-endpoints.ts';

const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);
const s = (ms: number) => Math.round(ms / 100) / 10;

/** retryAfterSeconds of the 429 (API-8): 1 on 1.31–1.32; clamp(e^(0.06 × downtime s), 1, 30) from 1.33. */
export function retryAfterSeconds(version: string, downtimeMs: number): number {
  if (minorOf(version) <= 32) return 1;
  return Math.min(30, Math.max(1, Math.floor(Math.exp(0.06 * (downtimeMs / 1000)))));
}

/** The line a run that could not reach etcd exits with: klog Fatal on 1.31–1.35, `command failed` on 1.36 [I]. */
export const dialExitKey = (version: string) => (minorOf(version) >= 36 ? 'exitDial136' : 'exitDial');
export const dialExitLine = (version: string) =>
  minorOf(version) >= 36
    ? '"command failed" err="error creating storage factory: context deadline exceeded"'
    : 'Error creating leases: error creating storage factory: context deadline exceeded';
/** What `kubectl create` through an apiserver without etcd ends with (OT-1, corrected 2026-12). */
export const createKey = (version: string) => (minorOf(version) <= 32 ? 'createQuota' : 'createTimeout');
export const HOOK_EXIT_LINE = 'PostStartHook "rbac/bootstrap-roles" failed: unable to initialize roles: timed out waiting for the condition';

export const kubeApiserver: ComponentDef<ApiserverContext> = {
  type: 'kube-apiserver',
  layer: 'control-plane',
  machine: kubeApiserverMachine,
  params: (c) => ({
    node: c.node,
    member: c.member,
    version: versionLabel(c.version),
    runs: c.runs,
    exits: c.exits,
    waitS: s(crashBackoffMs(c.exits)),
    livenessS: s(c.failingSince + 80_000),
    exitLine: c.lastExit === 'hook' ? HOOK_EXIT_LINE : dialExitLine(c.version),
  }),
  // Facts and lines read the values above (the engine passes them); a WordRef names only what it adds.
  facts: (c, state) => {
    const facts: WordRef[] = [{ key: 'member' }];
    if (c.exits) facts.push({ key: 'exits' });
    if (c.lastExit) facts.push({ key: c.lastExit === 'dial' ? dialExitKey(c.version) : 'exitHook' });
    if (within(state, 'up.etcdDown') || within(state, 'up.noLeader')) facts.push({ key: 'liveness' });
    return facts;
  },
  see: (c, state, world) => {
    // A create fails in ResourceQuota admission at ≈ 10 s on 1.31–1.32 and at the 34 s cap from 1.33;
    // a delete hits the 34 s cap on every version (OT-1 and ReplicaSet, resolved sheet).
    const writes = [createKey(c.version), 'deleteTimeout'];
    let keys: string[];
    if (state === 'up.ready') keys = ['ok'];
    else if (within(state, 'up.etcdDown')) keys = [...(state !== 'up.etcdDown.probing' ? ['readyzFails'] : []), 'getTimeout', ...writes, 'staleCache'];
    else if (within(state, 'up.noLeader')) {
      keys = [...(state !== 'up.noLeader.probing' ? ['readyzFails'] : []), 'getTimeout', ...writes];
      if (state === 'up.noLeader.watchesCancelled') keys.push('watchesCancelled');
      if (state === 'up.noLeader.cacheUnready') {
        return [...keys.map((key) => ({ key })), { key: 'tooManyRequests', params: { retryAfter: retryAfterSeconds(c.version, world.now() - c.cacheDownSince) } }];
      }
    } else if (state === 'restart.killed' || state === 'restart.backoff' || state === 'restart.run.starting') keys = ['refused'];
    else if (state === 'restart.run.dialing') keys = ['tlsTimeout'];
    else if (state === 'restart.run.unready') keys = ['livezFails', 'getTimeout'];
    else keys = ['nodeDown'];
    return keys.map((key) => ({ key }));
  },
  isError: (state) => state !== 'up.ready' && state !== 'up.etcdDown.probing' && state !== 'up.noLeader.probing',
};

/** What `kubectl` gets through this apiserver now, in the timelines' terms. */
export function answerOfApiserver(c: ApiserverContext, state: string): TimelineAnswer {
  if (state === 'up.ready') return { value: 'ok' };
  if (within(state, 'up') || state === 'restart.run.unready') return { error: 'Timeout' };
  if (state === 'restart.run.dialing') return { error: 'net/http: TLS handshake timeout' };
  if (within(state, 'restart')) return { error: `The connection to the server ${c.node}:6443 was refused - did you specify the right host or port?` };
  return { error: 'i/o timeout' };
}

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

const ROLE_LEASE: Record<string, string> = { kcm: 'kube-system/kube-controller-manager', scheduler: 'kube-system/kube-scheduler', operator: 'example-system/example-operator' };

/** The log lines of a lost lease by version (LE-2, corrected 2026-12). */
export function lostLeaseKey(version: string): string {
  const m = minorOf(version);
  return m <= 31 ? 'lost131' : m <= 34 ? 'lost132' : m === 35 ? 'lost135' : 'lost136';
}
export const retrievingKey = (version: string) => (minorOf(version) >= 35 ? 'retrying135' : 'retrying');

/**
 * The line OnStoppedLeading logs when the lease is lost, exactly as klog prints it (LE-2). kube-scheduler:
 * `logger.Error(nil, "Leaderelection lost")`, capital L, 1.31 to 1.36 (cmd/kube-scheduler/app/server.go
 * @1.31.14 and @1.36.3). kube-controller-manager: `"leaderelection lost"` to 1.35, `"leaderelection
 * lost/stopped"` from 1.36, when the ControllerManagerReleaseLeaderElectionLockOnExit gate came in
 * (cmd/kube-controller-manager/app/controllermanager.go @1.31.14, @1.35.6 and @1.36.3). Read in
 * openshift/kubernetes as vendored by openshift/microshift (release-4.18, 4.22, 4.23 → deps/); upstream
 * kind logs of 1.36 show the same two lines. An operator logs its own; controller-runtime's manager
 * returns `leader election lost` (pkg/manager/internal.go).
 */
export function lostLeaseLine(role: LeaderContext['role'], version: string): string {
  if (role === 'scheduler') return '"Leaderelection lost"';
  if (role === 'operator') return 'leader election lost';
  return minorOf(version) >= 36 ? '"leaderelection lost/stopped"' : '"leaderelection lost"';
}

export const leaderElection: ComponentDef<LeaderContext> = {
  type: 'leader-election',
  layer: 'control-plane',
  machine: leaderElectionMachine,
  params: (c) => ({ lease: ROLE_LEASE[c.role], retryS: s(c.retryMs), exits: c.exits, version: versionLabel(c.version), lost: lostLeaseLine(c.role, c.version) }),
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
    if (c.role === 'scheduler' && c.restarted && state === 'standby.waiting') keys.push('schedulerCaches');
    else if (state === 'standby.waiting') keys.push(retrievingKey(c.version));
    if (state === 'standby.following') keys.push('following');
    if (state === 'standby.trying') keys.push('trying');
    if (state === 'down') keys.push('nodeDown');
    return keys.map((key) => ({ key }));
  },
  isError: (state) => state === 'exited' || state === 'leading.failing',
  emphasis: (_c, state) => within(state, 'leading'),
};

export const kubelet: ComponentDef<KubeletContext> = {
  type: 'kubelet',
  layer: 'nodes',
  machine: kubeletMachine,
  params: (c) => ({ node: c.id, atS: s(c.lastRenewAt) }),
  facts: (_c, state) => (state === 'ready' || state === 'reconnecting' ? [] : [{ key: 'lastRenew' }]),
  see: (_c, state) => [{ key: state }],
  isError: (state) => state !== 'ready' && state !== 'reconnecting',
};

export const pod: ComponentDef<PodContext> = {
  type: 'pod',
  layer: 'workloads',
  machine: podMachine,
  params: (c) => ({ node: c.node, ip: c.ip, waitS: s(crashBackoffMs(c.exits)), exits: c.exits }),
  facts: (c, _state, world) => {
    const idle = c.lastEnvRead + IDLE_WATCH_MS;
    return [{ key: 'placed' }, { key: world.now() < idle ? 'watchLive' : 'watchStopped', params: { atS: s(idle) } }, ...(c.exits ? [{ key: 'restarts' }] : [])];
  },
  see: (_c, state) => [{ key: state }],
  isError: (state) => state === 'configError' || state === 'dead' || state === 'notStarted',
};

const endpointList = (c: EndpointsContext) => c.listed.filter((e) => e.ready).map((e) => e.ip).join(', ') || '—';

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

export const coredns: ComponentDef<CorednsContext> = {
  type: 'coredns',
  layer: 'network',
  machine: corednsMachine,
  params: () => ({}),
  facts: () => [],
  see: (_c, state) => [{ key: state.replace('.', '_') }],
  isError: (state) => within(state, 'unsynced') || state === 'notStarted' || state === 'notRunning',
};

export const nodeLifecycle: ComponentDef<NodeLifecycleContext> = {
  type: 'node-lifecycle',
  layer: 'control-plane',
  machine: nodeLifecycleMachine,
  params: (c) => ({
    graceS: gracePeriodMs(c.version) / 1000,
    tolerationS: TOLERATION_MS / 1000,
    unknown: c.unknown.join(', ') || '—',
    version: versionLabel(c.version),
    nodes: c.evicted.join(', '),
  }),
  facts: (c) => [{ key: 'grace' }, { key: 'unknown' }, ...(c.evicted.length ? [{ key: 'evicted' }] : [])],
  see: (c, state) => {
    if (state === 'idle') return [{ key: 'idle' }];
    return [...(c.leadingSince > 0 && !c.evicted.length ? [{ key: 'assumingNow' }] : []), { key: state.replace('watching.', '') }];
  },
  isError: (state) => state === 'watching.nodesUnknown',
};

export const kubectl: ComponentDef<KubectlContext> = {
  type: 'kubectl',
  layer: 'clients',
  machine: kubectlMachine,
  params: (c) => ({ pod: c.pod, server: c.server }),
  facts: (_c, state) => (state === 'idle' ? [] : [{ key: 'sentTo' }]),
  see: (_c, state) => [{ key: state.replace('.', '_') }],
  isError: (state) => within(state, 'failed'),
};

const hasLeaderMetric = (world: World, id: string, c: MemberContext) => {
  const st = world.state(id);
  if (st === 'down') return 'absent';
  return st.startsWith('up.leader') || (st === 'up.follower.following' && c.lead) ? '1' : '0';
};

export const alerts: ComponentDef<AlertsContext> = {
  type: 'alerts',
  layer: 'monitoring',
  machine: alertsMachine,
  params: (c) => ({ firing: firing(c).join(', ') || '—', pending: pending(c).join(', ') || '—' }),
  facts: () => [{ key: 'firing' }, { key: 'pending' }],
  see: (_c, _state, world) => {
    const members = world.instancesOf(etcdMember);
    return [{ key: 'hasLeader', params: { values: members.map((m) => `${m.id}=${hasLeaderMetric(world, m.id, m.context)}`).join(', ') } }];
  },
  observe: (c) => `${firing(c).join(',')}|${pending(c).join(',')}`,
  isError: (state) => state === 'firing',
};

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const K8S_ANSWERS: Answers = {
  'kube-apiserver': (c: ApiserverContext, state: string) => answerOfApiserver(c, state),
  // `value`: how many times the process has exited (the timelines check "exits once").
  'leader-election': (c: LeaderContext) => ({ value: String(c.exits) }),
  'pod': (c: PodContext, state: string) => (state === 'running' ? { value: 'Running' } : state === 'configError' ? { error: 'CreateContainerConfigError' } : { error: state }),
  'service-endpoints': (c: EndpointsContext) => ({ value: endpointList(c) }),
  'coredns': (_c: CorednsContext, state: string) => (state === 'unsynced.servfail' ? { error: 'SERVFAIL' } : state === 'synced' || state === 'stale' ? { value: 'NOERROR', stale: state === 'stale' } : { error: state }),
  'kubectl': (_c: KubectlContext, state: string) =>
    state === 'deleted'
      ? { value: 'deleted' }
      : state === 'failed.timeout'
        ? { error: 'Error from server (Timeout): Timeout: request did not complete within requested timeout - context deadline exceeded' }
        : state === 'failed.refused'
          ? { error: 'connection refused' }
          : within(state, 'failed')
            ? { error: state }
            : undefined,
  'alerts': (c: AlertsContext) => ({ value: firing(c).join(', ') }),
};
