// Model-based tests for every registered scenario (xstate/graph): the traversal is bounded, every
// state node is reachable, and generated paths take every transition at least once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadAllScenarios } from './index.ts';
import { allTransitionIds, explore, pathsToStateNodes, transitionCoveringPaths } from './model.ts';
import { stateNodes } from './statechart.ts';
import { replay } from '../player/restore.ts';
import { activeLeaves } from './statechart.ts';

for (const scenario of await loadAllScenarios()) {
  const model = explore(scenario);

  test(`${scenario.id}: the traversal by state value is finite`, () => {
    assert.ok(model.states.size > 1, 'more than the initial state');
    assert.equal(model.shortest.size, model.states.size, 'every traversed state has a shortest path');
  });

  test(`${scenario.id}: every state node is reachable`, () => {
    const paths = pathsToStateNodes(model);
    const nodes = stateNodes(scenario.machine).map((s) => s.path).filter((p) => p !== '');
    assert.deepEqual(nodes.filter((n) => !paths.has(n)), []);
    for (const [node, events] of paths) {
      const r = replay(scenario.machine, scenario.events, events);
      assert.equal(r.problem, undefined, `${node}: path replays`);
      const leaves = activeLeaves(scenario.machine, r.snapshots[r.snapshots.length - 1].value);
      assert.ok(leaves.some((l) => l === node || l.startsWith(`${node}.`)), `${node} is active at the end of its path`);
    }
  });

  test(`${scenario.id}: generated paths take every transition (source state, event, branch) at least once`, () => {
    const { paths, covers } = transitionCoveringPaths(model);
    const all = allTransitionIds(scenario.machine);
    assert.deepEqual(all.filter((id) => !covers.has(id)), [], 'transitions never taken');
    for (const path of paths) assert.equal(replay(scenario.machine, scenario.events, path).problem, undefined);
  });

  test(`${scenario.id}: no event is a dead end for the reader (every state offers an event)`, () => {
    const withOut = new Set(model.edges.map((e) => e.from));
    const stuck = [...model.states.keys()].filter((k) => !withOut.has(k));
    assert.deepEqual(stuck, []);
  });
}
