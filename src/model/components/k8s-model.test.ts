// Model tests of the Kubernetes component types, each machine alone: xstate/graph explores it with
// the messages its neighbours send and its own timers, and must reach every state and take every
// transition of its definition. What a reader path can reach inside the scenario is checked by the
// curated timelines and the property tests (src/model/scenarios/control-plane-outage/).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { edges, leafStates } from '../engine/machine-shape.ts';
import { statePath } from '../engine/run.ts';
import { alertsMachine } from './alerts.ts';
import { corednsMachine } from './coredns.ts';
import { kubeApiserverMachine } from './kube-apiserver.ts';
import { kubectlMachine } from './kubectl.ts';
import { kubeletMachine } from './kubelet.ts';
import { leaderElectionMachine } from './leader-election.ts';
import { loadBalancerMachine } from './load-balancer.ts';
import { nodeLifecycleMachine } from './node-lifecycle.ts';
import { podMachine } from './pod.ts';
import { kubernetesServiceMachine } from './kubernetes-service.ts';
import { serviceEndpointsMachine } from './service-endpoints.ts';

type Ev = Record<string, unknown> & { type: string };
const timers = (m: AnyStateMachine): Ev[] => [...new Set(edges(m).map((e) => e.event).filter((e) => e.startsWith('xstate.after.')))].map((type) => ({ type }));
const api = (from: string, ...statuses: string[]): Ev[] => statuses.map((status) => ({ type: 'api', from, status }));
const etcd = (from: string): Ev[] => ['down', 'leader', 'follower', 'noLeader'].map((status) => ({ type: 'etcd.status', from, status }));

/** The clock the explored machines read: every reading moves it on by the fixture's `tick`, so rules
 * about elapsed time (grace periods, the 5-minute idle watch, `for:`) can go both ways. */
let clock = 0;
let tick = 0;
const now = () => (clock += tick);

interface Fixture {
  machine: AnyStateMachine;
  input: Record<string, unknown>;
  /** More inputs whose exploration adds to the coverage (an LB with one backend can go healthy ↔ none). */
  more?: Array<Record<string, unknown>>;
  events: Ev[];
  /** Context that decides guards, beyond the state value. */
  key?: (ctx: Record<string, unknown>) => unknown;
  tick?: number;
  /** Transitions of the definition that cannot happen, and why. */
  unreachable?: Record<string, string>;
}

const fixtures: Fixture[] = [
  {
    machine: kubeApiserverMachine,
    input: { id: 'apiserver-cp1', node: 'cp1', ip: '10.0.0.11', member: 'm1', version: '1-33', listeners: [] },
    events: [...etcd('m1'), { type: 'nodeFail' }, { type: 'nodeStart' }, { type: 'request', from: 'kubectl', timeoutMs: 60_000 }],
    // The back-off entry decides exited vs backoff; a killed process restarts at once unless an earlier
    // exit's back-off still runs, which a clock standing still (tick 0) lets the exploration reach.
    key: (c) => [c.etcd, (c.backoff as { ms: number }).ms, c.lastExitAt === -1],
  },
  {
    machine: loadBalancerMachine,
    input: { id: 'lb', backends: ['a', 'b'], listeners: [] },
    more: [{ id: 'lb', backends: ['a'], listeners: [] }],
    events: [...api('a', 'ready', 'failing', 'unready', 'down'), ...api('b', 'ready', 'down')],
    key: (c) => c.pool,
  },
  {
    machine: leaderElectionMachine,
    input: { id: 'kcm-cp1', role: 'kcm', api: 'apiserver-cp1', leader: true, peers: ['kcm-cp2'], retryMs: 2000, version: '1-33', listeners: [] },
    events: [...api('apiserver-cp1', 'ready', 'failing'), { type: 'lease.taken', from: 'kcm-cp2' }, { type: 'lease.stale', from: 'kcm-cp2' }, { type: 'nodeFail' }, { type: 'nodeStart' }],
    more: [{ id: 'scheduler-cp1', role: 'scheduler', api: 'apiserver-cp1', leader: true, peers: ['scheduler-cp2'], retryMs: 2000, version: '1-33', listeners: [] }],
    key: (c) => [c.held, c.apiOk, c.restarted, c.synced],
  },
  {
    machine: nodeLifecycleMachine,
    input: { id: 'node-lifecycle', workers: ['w1', 'w2'], pods: [], service: 'web-svc', version: '1-33', leaders: ['kcm-cp1'] },
    events: [
      { type: 'node', from: 'w1', renewing: false },
      { type: 'node', from: 'w1', renewing: true },
      { type: 'node', from: 'w2', renewing: false },
      { type: 'node', from: 'w2', renewing: true },
      { type: 'controllers', from: 'kcm-cp1', up: false, writable: false },
      { type: 'controllers', from: 'kcm-cp1', up: true, writable: true },
    ],
    // One worker: leaving full disruption with every node Ready again (with two, the other is still Unknown).
    more: [{ id: 'node-lifecycle', workers: ['w1'], pods: [], service: 'web-svc', version: '1-33', leaders: ['kcm-cp1'] }],
    // Each reading is a minute later: a node that stopped renewing is Unknown at the next look. A fresh
    // leader sees at once the nodes an earlier one left Unknown in the API (`stored`).
    key: (c) => [c.renewing, c.leaders, c.unknown, c.stored],
    tick: 60_000,
  },
  {
    machine: kubernetesServiceMachine,
    input: { id: 'kubernetes-svc', apiservers: [{ id: 'a', node: 'cp1', ip: '10.0.0.11' }, { id: 'b', node: 'cp2', ip: '10.0.0.12' }], leader: 'm1', phaseMs: { a: 2000, b: 5000 } },
    events: [...api('a', 'ready', 'failing', 'unready', 'down'), ...api('b', 'ready', 'down'), ...etcd('m1')],
    // Each reading is 7 s later, so leases run out and reconciles come round between messages.
    key: (c) => [c.status, c.listed, c.leaders, Object.keys(c.leases as object)],
    tick: 7_000,
  },
  {
    machine: kubeletMachine,
    input: { id: 'w1', pods: [], listeners: [] },
    events: [...api('lb', 'ready', 'down'), { type: 'reboot' }, { type: 'fail' }],
    key: (c) => c.apiOk,
  },
  {
    machine: podMachine,
    input: { id: 'web-1', node: 'w1', ip: '10.244.1.21', service: 'web-svc', recyclePhaseMs: 30_000 },
    events: [...api('lb', 'ready', 'down'), { type: 'crash' }, { type: 'nodeDown' }, { type: 'nodeUp', apiOk: true }, { type: 'nodeUp', apiOk: false }, { type: 'deleted' }, { type: 'evict', fromNode: 'w1', node: 'w2' }],
    key: (c) => [c.apiOk, (c.backoff as { ms: number }).ms],
    // Each reading is 100 s on: a few pass the 5-minute idle watch of the last container start, and a
    // second crash still meets the back-off (forgotten only 10 min after the start it allowed).
    tick: 100_000,
  },
  {
    machine: serviceEndpointsMachine,
    input: { id: 'web-svc', pods: [{ id: 'web-1', ip: '10.244.1.21', node: 'w1' }], controllers: ['kcm-cp1'] },
    events: [...api('lb', 'ready', 'down'), { type: 'controllers', from: 'kcm-cp1', up: false, writable: false }, { type: 'controllers', from: 'kcm-cp1', up: true, writable: true }, { type: 'pod', from: 'web-1', ip: '10.244.1.21', node: 'w1', serving: false, nodeAlive: false }, { type: 'nodeUnknown', node: 'w1' }],
    key: (c) => [c.apiOk, c.controllers],
  },
  {
    machine: corednsMachine,
    input: { id: 'coredns' },
    events: [...api('lb', 'ready', 'down'), { type: 'crash' }, { type: 'nodeDown' }, { type: 'nodeUp', apiOk: true }, { type: 'nodeUp', apiOk: false }],
    key: (c) => c.apiOk,
  },
  {
    machine: kubectlMachine,
    input: { id: 'kubectl', version: '1-34' },
    events: [
      ...(['get', 'delete'] as const).map((verb) => ({ type: 'command', verb, pod: 'web-1', server: 'lb', target: 'apiserver-cp1', ip: '10.0.0.11' })),
      ...(['ok', 'hang', 'tls', 'refused', 'unreachable'] as const).map((reply) => ({ type: 'reply', from: 'apiserver-cp1', reply })),
      { type: 'dropped', from: 'apiserver-cp1', goaway: true },
      { type: 'served', from: 'apiserver-cp1' },
    ],
    key: (c) => [c.verb, c.retries],
    unreachable: { 'waiting.retrying -> deleted': 'only a GET is retried after a dropped connection (client-go), and a GET that is served is listed' },
  },
  {
    machine: alertsMachine,
    input: { id: 'alerts', members: ['m1', 'm2', 'm3'] },
    events: [...etcd('m1'), ...etcd('m2'), { type: 'etcd.status', from: 'm3', status: 'down' }, { type: 'etcd.status', from: 'm3', status: 'follower' }],
    key: (c) => Object.keys(c.since as object),
    tick: 100_000,
  },
];

for (const f of fixtures) {
  test(`${f.machine.id}: xstate/graph reaches every state and takes every transition`, () => {
    clock = 0;
    tick = f.tick ?? 0;
    const reached = new Set<string>();
    const taken = new Set<string>();
    const nodes = [f.input, ...(f.more ?? [])].flatMap((input) =>
      Object.values(
        getAdjacencyMap(f.machine, {
          events: [...f.events, ...timers(f.machine)],
          input: { ...input, now },
          serializeState: (s) => JSON.stringify(s.value) + JSON.stringify(f.key?.(s.context as Record<string, unknown>) ?? ''),
        }),
      ),
    );
    for (const node of nodes) {
      const from = statePath(node.state.value);
      reached.add(from);
      for (const t of Object.values(node.transitions) as Array<{ state: { value: StateValue } }>) {
        const to = statePath(t.state.value);
        if (to !== from) taken.add(`${from} -> ${to}`);
      }
    }
    const states = leafStates(f.machine).filter((s) => s !== 'boot');
    assert.deepEqual([...reached].filter((s) => s !== 'boot').sort(), states.sort(), 'states');
    const defined = [...new Set(edges(f.machine).map((e) => `${e.from} -> ${e.to}`))];
    assert.deepEqual(defined.filter((e) => !taken.has(e)).sort(), Object.keys(f.unreachable ?? {}).sort(), 'transitions never taken');
    assert.deepEqual([...taken].filter((e) => !defined.includes(e)), [], 'transitions outside the definition');
  });
}
