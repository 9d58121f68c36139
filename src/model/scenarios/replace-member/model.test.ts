// Model tests of the membership component types. etcdctl-command is small enough for xstate/graph to
// explore alone; etcd-cluster and etcd-host need each other, so they are explored inside the scenario
// (curated timelines plus seeded random reader paths): every state is reached and every transition of
// the definitions is taken, except the ones listed with why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { StateValue } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { edges, leafStates } from '../../engine/machine-shape.ts';
import { Run, statePath } from '../../engine/run.ts';
import { etcdClusterMachine, etcdHostMachine, etcdctlCommandMachine } from './machines.ts';
import { replaceMember } from './scenario.ts';
import { timelines } from './timelines.ts';

test('etcdctl-command: xstate/graph reaches every state and takes every transition', () => {
  const results = ['status', 'list', 'health', 'removed', 'added', 'addedLearner', 'promoted'].map((kind) => ({ type: 'result', kind, lines: [], command: 'x' }));
  const adjacency = getAdjacencyMap(etcdctlCommandMachine, {
    // The graph walker types events by the machine's union; these fixtures are built loosely on purpose.
    events: [...results, { type: 'refused', error: 'e', lines: [], command: 'x' }, { type: 'hang', command: 'x' }, { type: 'xstate.after.commandTimeout.etcdctl-command.waiting' }] as never,
    input: { id: 'etcdctl' },
    serializeState: (s) => JSON.stringify(s.value),
  });
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const node of Object.values(adjacency)) {
    const from = statePath(node.state.value);
    reached.add(from);
    for (const t of Object.values(node.transitions) as Array<{ state: { value: StateValue } }>) {
      const to = statePath(t.state.value);
      if (to !== from) taken.add(`${from} -> ${to}`);
    }
  }
  assert.deepEqual([...reached].sort(), leafStates(etcdctlCommandMachine).sort());
  assert.deepEqual([...taken].sort(), [...new Set(edges(etcdctlCommandMachine).map((e) => `${e.from} -> ${e.to}`))].sort());
});

/** Transitions of the definitions that no reader path of this scenario can take, and why. */
const UNREACHABLE: Record<string, Record<string, string>> = {
  'etcd-cluster': {
    // In this scenario no running member ever stops, and only etcd1 (never running) is removed.
    'healthy -> degraded': 'no reader event stops a running member here (member failures are etcd-quorum\'s)',
    'healthy -> reduced': 'a healthy cluster has etcd2, etcd3, etcd4 running, and only etcd1 can be removed',
    'healthy -> noQuorum': 'same: a running voter would have to stop',
    'noQuorum -> healthy': 'from 2 of 4 running, one step adds one running voter (3 of 4: degraded); removing etcd1 needs a quorum first',
    'noQuorum -> reduced': 'same: leaving noQuorum takes the replacement starting, which gives 3 of 4 (degraded)',
    'reduced -> noQuorum': 'a voting add to 2 of 2 gives 2 of 3 running: quorum 2 still holds (degraded)',
  },
  'etcd-host': {},
};

function explore(): Map<string, { reached: Set<string>; taken: Set<string> }> {
  const seen = new Map<string, { reached: Set<string>; taken: Set<string> }>();
  for (const type of ['etcd-cluster', 'etcd-host']) seen.set(type, { reached: new Set(['boot']), taken: new Set() });
  const note = (run: Run) => {
    for (const e of run.log) {
      const s = seen.get(e.componentType);
      if (!s) continue;
      s.reached.add(e.from).add(e.to);
      s.taken.add(`${e.from} -> ${e.to}`);
    }
    for (const i of run.instances) seen.get(i.type)?.reached.add(run.world().state(i.id));
  };
  for (const t of timelines) {
    const run = new Run(replaceMember);
    for (const s of t.steps) run.send(s.event);
    note(run);
  }
  const random = fc.sample(fc.record({ strict: fc.constantFrom('true', 'false'), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }) }), { numRuns: 800, seed: 8 });
  for (const { strict, picks } of random) {
    const run = new Run(replaceMember);
    run.send(`cluster.start:${strict}`);
    for (const p of picks) {
      const options = run.available();
      run.send(options[p % options.length]);
    }
    note(run);
  }
  return seen;
}

test('etcd-cluster and etcd-host: every state and transition is taken by some reader path (except the listed ones)', () => {
  const seen = explore();
  for (const [type, machine] of [['etcd-cluster', etcdClusterMachine], ['etcd-host', etcdHostMachine]] as const) {
    const s = seen.get(type)!;
    assert.deepEqual([...s.reached].filter((x) => leafStates(machine).includes(x) || x === 'boot').sort(), [...leafStates(machine)].sort(), type);
    const defined = [...new Set(edges(machine).map((e) => `${e.from} -> ${e.to}`))];
    const missing = defined.filter((e) => !s.taken.has(e));
    assert.deepEqual(missing.sort(), Object.keys(UNREACHABLE[type]).sort(), type);
  }
});
