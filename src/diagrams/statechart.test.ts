import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMachine } from 'xstate';
import { scenario } from '../scenarios/etcd-quorum.ts';
import { regions, stateNodes } from '../scenarios/statechart.ts';
import { edgeLabel, highlightedNodes, mermaidName, regionDiagram, statechartDiagrams } from './statechart.ts';

const labels = {
  state: (p: string) => `L(${p})`,
  event: (t: string) => t.split('.').pop()!,
  guard: (t: string, params?: Record<string, unknown>) => (params?.n ? `${t} ${params.n}` : t),
};

// Two regions with a `down` state each: Mermaid would merge them if ids were not full paths.
const machine = createMachine({
  id: 'demo-x',
  type: 'parallel',
  states: {
    a: {
      initial: 'up',
      on: { reset: { target: '.up' } },
      states: { up: { on: { stop: [{ guard: { type: 'isN', params: { n: 1 } }, target: 'down' }, { target: 'up' }] } }, down: { on: { stop: undefined } } },
    },
    b: { initial: 'up', states: { up: { on: { stop: 'down', crash: 'down' } }, down: {} } },
  },
}, {}).provide({ guards: { isN: () => true } });

test('state ids come from full dot paths, so equal names in two regions stay apart', () => {
  assert.equal(mermaidName('etcd-quorum', 'running.m1.down'), 'etcd_quorum__running__m1__down');
  const a = regionDiagram(machine, 'a', labels);
  const b = regionDiagram(machine, 'b', labels);
  assert.match(a.source, /state "L\(a\.down\)" as demo_x__a__down/);
  assert.match(b.source, /state "L\(b\.down\)" as demo_x__b__down/);
  assert.doesNotMatch(a.source, /demo_x__b__/);
});

test('edges carry event and guard labels; self-loops are left out; events to the same target merge', () => {
  const a = regionDiagram(machine, 'a', labels);
  assert.match(a.source, /demo_x__a__up --> demo_x__a__down : stop \[isN 1\]/);
  assert.doesNotMatch(a.source, /demo_x__a__up --> demo_x__a__up/);
  const b = regionDiagram(machine, 'b', labels);
  assert.match(b.source, /demo_x__b__up --> demo_x__b__down : stop, crash/);
  assert.match(b.source, /\[\*\] --> demo_x__b__up/);
});

test('a transition defined on the region is listed, not drawn, with the states that override it', () => {
  const a = regionDiagram(machine, 'a', labels);
  assert.deepEqual(a.regionWide, [{ label: 'reset', target: 'a.up', except: [] }]);
});

test('edge labels group events by guard and guards by events', () => {
  assert.equal(edgeLabel([{ event: 'stop', guard: 'q' }, { event: 'fail', guard: 'q' }]), 'stop, fail [q]');
  assert.equal(edgeLabel([{ event: 'choose', guard: '3' }, { event: 'choose', guard: '5' }]), 'choose [3 / 5]');
  assert.equal(edgeLabel([{ event: 'stop', guard: 'self' }, { event: 'fail' }]), 'stop [self], fail');
});

test('labels cannot break the Mermaid source', () => {
  const d = regionDiagram(machine, 'b', { ...labels, state: () => 'say "hi"; #1' });
  assert.match(d.source, /state "say #quot;hi#quot;, #35;1" as/);
});

test('etcd-quorum: one diagram per region, every state drawn exactly once, highlights follow the leaves', () => {
  const m = scenario.machine;
  const diagrams = statechartDiagrams(m, regions(m), labels);
  assert.equal(diagrams.length, regions(m).length);
  const drawn = diagrams.flatMap((d) => d.nodes);
  assert.equal(new Set(drawn).size, drawn.length);
  const leaves = stateNodes(m).filter((s) => s.kind === 'atomic').map((s) => s.path);
  for (const l of leaves) assert.ok(drawn.includes(l), `${l} is drawn`);
  assert.deepEqual(highlightedNodes(diagrams, ['running.m1.down', 'running.cluster.electing']).sort(), [
    'running',
    'running.cluster.electing',
    'running.m1.down',
  ]);
  for (const d of diagrams) {
    const names = d.source.match(/ as (\S+)/g) ?? [];
    assert.equal(new Set(names).size, names.length, `${d.region}: unique ids`);
  }
});
