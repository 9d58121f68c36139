// Model tests of the NOSPACE component types: xstate/graph explores each machine alone and must reach
// every state and take every transition of its definition; then the scenario's own invariants.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { edges, leafStates } from '../../engine/machine-shape.ts';
import { statePath } from '../../engine/run.ts';
import { etcdDbMachine, etcdKeyspaceMachine, etcdctlShellMachine, apiserverWritesMachine } from './machines.ts';

const timers = (m: AnyStateMachine) => [...new Set(edges(m).map((e) => e.event).filter((e) => e.startsWith('xstate.after.')))].map((type) => ({ type }));
const from = 'etcdctl';

const fixtures: Array<{ machine: AnyStateMachine; input?: unknown; events: Array<Record<string, unknown> & { type: string }>; key?: (c: Record<string, unknown>) => string }> = [
  {
    machine: etcdDbMachine,
    input: { id: 'm1', fileMiB: 2010, usedMiB: 2000, quotaMiB: 2048, defragMs: 20_000, watchers: [] },
    events: [{ type: 'apply', mib: 10 }, { type: 'compacted', freedMiB: 100 }, { type: 'defrag', from }, { type: 'setQuota', quotaMiB: 16_384 }, { type: 'setQuota', quotaMiB: 2048 }],
    key: (c) => String((c.quotaMiB as number) > 8192),
  },
  {
    machine: etcdKeyspaceMachine,
    input: { members: [], revision: 10, liveMiB: 100, historyMiB: 10, eventsMiB: 50 },
    events: ['get', 'deleteEvents', 'compact', 'status', 'disarm', 'alarmList'].map((type) => ({ type, from })).concat([{ type: 'put', from, liveMiB: 1, historyMiB: 0 } as never, { type: 'full', from, liveMiB: 1, historyMiB: 0 } as never, { type: 'fits', from, liveMiB: 1, historyMiB: 0 } as never]),
  },
  {
    machine: etcdctlShellMachine,
    events: [
      { type: 'run', command: 'put' },
      { type: 'run', command: 'defragAll', members: ['m1', 'm2'] },
      { type: 'answer', ok: true },
      { type: 'answer', ok: false, error: 'etcdserver: mvcc: database space exceeded' },
      { type: 'defragmented', member: 'm1' },
      { type: 'defragmented', member: 'm2' },
    ],
    key: (c) => `${c.command}|${(c.done as string[]).length}`,
  },
  {
    machine: apiserverWritesMachine,
    input: { members: ['m1', 'm2'] },
    events: [
      { type: 'write', liveMiB: 0, historyMiB: 5 },
      { type: 'answer', ok: true },
      { type: 'answer', ok: false, error: 'etcdserver: mvcc: database space exceeded' },
      { type: 'alarmRaised' },
      { type: 'alarmCleared' },
      { type: 'defragStarted', member: 'm1' },
      { type: 'defragStarted', member: 'm2' },
      { type: 'defragDone', member: 'm1' },
      { type: 'resume', alarm: true },
      { type: 'resume', alarm: false },
    ],
    key: (c) => [...(c.busy as string[])].sort().join(),
  },
];

for (const f of fixtures) {
  test(`${f.machine.id}: xstate/graph reaches every state and takes every transition`, () => {
    const adjacency = getAdjacencyMap(f.machine, {
      events: [...f.events, ...timers(f.machine)] as never,
      input: f.input as never,
      serializeState: (s) => JSON.stringify(s.value) + (f.key?.(s.context as Record<string, unknown>) ?? ''),
    });
    const reached = new Set<string>();
    const taken = new Set<string>();
    for (const node of Object.values(adjacency)) {
      const s = statePath(node.state.value);
      reached.add(s);
      for (const t of Object.values(node.transitions) as Array<{ state: { value: StateValue } }>) {
        const to = statePath(t.state.value);
        if (to !== s) taken.add(`${s} -> ${to}`);
      }
    }
    assert.deepEqual([...reached].sort(), leafStates(f.machine).sort());
    assert.deepEqual([...taken].sort(), [...new Set(edges(f.machine).map((e) => `${e.from} -> ${e.to}`))].filter((e) => e.split(' -> ')[0] !== e.split(' -> ')[1]).sort());
  });
}

test('a defragmentation that frees nothing says so instead of "shrank from 2048 MiB to 2048 MiB"', async () => {
  // Issue 25 §6: without a compaction there is nothing free inside the file (fact sheet §1 Recovery:
  // "Compaction frees space inside the file; defragmentation returns it to the OS").
  const { Run } = await import('../../engine/run.ts');
  const { runView } = await import('../../engine/view.ts');
  const { loadWords } = await import('../../engine/words-files.ts');
  const { nospace } = await import('./scenario.ts');
  for (const lang of ['en', 'ru'] as const) {
    const run = new Run(nospace);
    for (const e of ['cluster.start', 'k8s.storm', 'defrag.member:m2', 'clock.next']) assert.ok(run.send(e).ok, e);
    const text = runView(run, loadWords(nospace, lang)).steps.at(-1)!.narration.map((n) => n.text).join('\n');
    assert.doesNotMatch(text, /shrank from (\d+) MiB to \1 MiB|уменьшился с (\d+) до \2/, lang);
    assert.match(text, lang === 'en' ? /0 MiB of free pages given back, the file is 2048 MiB now/ : /отдано свободных страниц — 0\u00a0МиБ, файл теперь 2048\u00a0МиБ/, lang);
  }
});
