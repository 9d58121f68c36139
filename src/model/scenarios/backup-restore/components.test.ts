// Model tests of the backup-and-restore component types. The small machines are explored alone with
// xstate/graph: every state is reached and every transition of the definition is taken. The etcd
// data member and kube-apiserver need the scenario's routing, so they are explored through reader
// paths (the curated timelines and seeded random paths).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { edges, leafStates } from '../../engine/machine-shape.ts';
import { Run, statePath } from '../../engine/run.ts';
import { backupRestore } from './scenario.ts';
import { timelines } from './timelines.ts';
import { BACKUP, LONG_RUN, RIGHT_PATH, SNAPSHOT_RESTORE } from './paths.ts';
import {
  encryptionBackupMachine,
  etcdDataMemberMachine,
  etcdSnapshotMachine,
  restoreCheckMachine,
  restoreCommandMachine,
  survivorDbMachine,
} from './etcd-restore.ts';
import { restoreApiserverMachine, controlLoopsMachine, restoreKubeletMachine } from './kubernetes.ts';

const timers = (m: AnyStateMachine) => [...new Set(edges(m).map((e) => e.event).filter((e) => e.startsWith('xstate.after.')))].map((type) => ({ type }));

const fixtures: Array<{ machine: AnyStateMachine; input?: Record<string, unknown>; events: Array<Record<string, unknown> & { type: string }>; key?: (c: Record<string, unknown>) => string }> = [
  { machine: etcdSnapshotMachine, input: { version: '3.6' }, events: [{ type: 'save', revision: 1, objects: 1 }, { type: 'status' }, { type: 'copyOff' }] },
  { machine: encryptionBackupMachine, events: [{ type: 'save' }] },
  {
    machine: restoreCommandMachine,
    input: { version: '3.6' },
    events: [
      { type: 'run', member: 'm1' },
      { type: 'set', option: 'markCompacted', value: 'off' },
      { type: 'set', option: 'bump', value: 'off' },
      { type: 'set', option: 'tool', value: 'etcdctl' },
      { type: 'set', option: 'tool', value: 'etcdutl' },
    ],
    key: (c) => `${c.tool}${c.bump}${c.markCompacted}`,
  },
  {
    machine: restoreCommandMachine,
    input: { version: '3.5' },
    events: [{ type: 'run', member: 'm1' }, { type: 'set', option: 'tool', value: 'etcdctl' }, { type: 'set', option: 'markCompacted', value: 'off' }],
    key: (c) => `${c.tool}${c.bump}${c.markCompacted}`,
  },
  {
    machine: controlLoopsMachine,
    events: [{ type: 'apiDown' }, { type: 'apiUp' }, { type: 'restart', apiUp: true }, { type: 'restart', apiUp: false }, ...['cp1', 'cp2', 'cp3'].map((node) => ({ type: 'stop', node }))],
    key: (c) => (c.stoppedOn as string[]).join(),
  },
  { machine: survivorDbMachine, events: [{ type: 'copy', revision: 2, objects: ['pod/a'], snapshotRevision: 1 }, { type: 'distribute' }] },
  { machine: restoreCheckMachine, events: [{ type: 'check', problems: [], gone: [], back: [], pods: [] }, { type: 'check', problems: ['membersDiffer'], gone: [], back: [], pods: [] }] },
  {
    machine: restoreKubeletMachine,
    input: { id: 'w1', pods: ['pod/web-1'], revision: 1 },
    events: [
      { type: 'apiDown' },
      { type: 'apiUp', bound: ['pod/web-1'], revision: 1, relist: false },
      { type: 'apiUp', bound: ['pod/web-2'], revision: 2, relist: false },
      { type: 'apiUp', bound: ['pod/web-2'], revision: 2, relist: true },
      { type: 'restart', bound: ['pod/web-2'], revision: 2 },
      { type: 'restart', bound: ['pod/web-1'], revision: 2 },
    ],
    key: (c) => `${(c.running as string[]).join()}|${(c.bound as string[]).join()}`,
  },
];

for (const f of fixtures) {
  test(`${f.machine.id}${f.input?.version ? ` (${f.input.version})` : ''}: xstate/graph reaches every state and takes every transition`, () => {
    const adjacency = getAdjacencyMap(f.machine, {
      events: [...f.events, ...timers(f.machine)],
      input: f.input ?? {},
      serializeState: (s) => JSON.stringify(s.value) + (f.key?.(s.context as Record<string, unknown>) ?? ''),
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
    const leaves = leafStates(f.machine);
    // etcd 3.5 has no "unknown flag" outcome, and 3.6 has no deprecated restore.
    const absent = f.machine === restoreCommandMachine ? [f.input?.version === '3.5' ? 'unknownFlag' : 'succeededDeprecated'] : [];
    assert.deepEqual([...reached].sort(), leaves.filter((l) => !absent.includes(l)).sort());
    const defined = [...new Set(edges(f.machine).map((e) => `${e.from} -> ${e.to}`))].filter((e) => !absent.some((a) => e.includes(a)));
    assert.deepEqual([...taken].sort(), defined.sort());
  });
}

test('etcd-data-member and kube-apiserver: every state and transition is taken by some reader path', () => {
  const taken = new Map<string, Set<string>>([['etcd-data-member', new Set()], ['restore-apiserver', new Set()]]);
  const reached = new Map<string, Set<string>>([['etcd-data-member', new Set(['serving'])], ['restore-apiserver', new Set(['serving.fresh'])]]);
  const note = (run: Run) =>
    run.log.forEach((e) => {
      if (!taken.has(e.componentType)) return;
      if (e.from !== e.to) taken.get(e.componentType)!.add(`${e.from} -> ${e.to}`);
      reached.get(e.componentType)!.add(e.to);
    });
  const paths = [...timelines.map((t) => t.steps.map((s) => s.event)), RIGHT_PATH, ['cluster.start:3-6', ...BACKUP, 'disaster.strike', 'clock.advance:60', ...SNAPSHOT_RESTORE], LONG_RUN];
  for (const p of paths) {
    const run = new Run(backupRestore);
    for (const e of p) run.send(e);
    note(run);
  }
  for (const { version, picks } of fc.sample(fc.record({ version: fc.constantFrom('3-6', '3-5'), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 60 }) }), { numRuns: 800, seed: 8 })) {
    const run = new Run(backupRestore);
    run.send(`cluster.start:${version}`);
    for (const p of picks) {
      const options = run.available();
      run.send(options[p % options.length]);
    }
    note(run);
  }
  for (const [type, machine] of [['etcd-data-member', etcdDataMemberMachine], ['restore-apiserver', restoreApiserverMachine]] as const) {
    assert.deepEqual([...reached.get(type)!].sort(), leafStates(machine).sort(), type);
    const defined = [...new Set(edges(machine).map((e) => `${e.from} -> ${e.to}`))];
    assert.deepEqual(defined.filter((e) => !taken.get(type)!.has(e)).sort(), [], type);
  }
});
