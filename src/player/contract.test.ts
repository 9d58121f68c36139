// The published step links (content/step-links.json) keep working: each one replays to its state.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { LANGS } from '../diagrams/spec.ts';
import { parseToken } from '../scenarios/events.ts';
import { SCENARIO_IDS, loadScenario } from '../scenarios/index.ts';
import { loadContract, parseContract } from './contract.ts';
import { restore } from './restore.ts';

const contract = loadContract();

test('every scenario in the contract is registered, on an existing page, and old ids do not collide', () => {
  const former = Object.values(contract.scenarios).flatMap((c) => c.formerIds);
  for (const [id, c] of Object.entries(contract.scenarios)) {
    assert.ok(SCENARIO_IDS.includes(id), `${id} is registered`);
    for (const lang of LANGS) assert.ok(c.page && existsSync(`content/docs/${lang}/${c.page}.mdx`), `${id}: page ${c.page} (${lang})`);
  }
  for (const id of former) assert.ok(!SCENARIO_IDS.includes(id), `former id ${id} is not a current scenario`);
  assert.equal(new Set(former).size, former.length, 'former ids are unique');
});

for (const [id, c] of Object.entries(contract.scenarios)) {
  const scenario = await loadScenario(id);

  // The outcome each link must reach is checked on engine v2 (src/engine/contract.test.ts); the v1
  // player only has to keep restoring every link until the page switches to v2.
  test(`${id}: every published step link still restores in the v1 player`, () => {
    assert.ok(c.links.length > 0);
    for (const link of c.links) {
      const r = restore(scenario, link.steps, c.eventAliases);
      assert.equal(r.problem, undefined, `${link.steps}: ${JSON.stringify(r.problem)}`);
      assert.equal(r.snapshots.length, link.steps.split(',').length + 1, link.steps);
    }
  });

  test(`${id}: every event alias leads to a current event`, () => {
    for (const [old, current] of Object.entries(c.eventAliases)) {
      const probe = current.includes(':') ? current : scenario.events.find((s) => s.type === current)?.param ? `${current}:${scenario.events.find((s) => s.type === current)!.param!.values[0]}` : current;
      assert.ok(parseToken(scenario.events, probe).ok, `${old} → ${current}`);
    }
  });
}

test('a renamed event keeps old links working through an alias', async () => {
  const scenario = await loadScenario('etcd-quorum');
  const renamed = parseContract(JSON.stringify({ scenarios: { 'etcd-quorum': { eventAliases: { 'member.kill': 'member.stop' } } } }));
  const r = restore(scenario, 'cluster.choose:3,member.kill:m2', renamed.scenarios['etcd-quorum'].eventAliases);
  assert.equal(r.problem, undefined);
  assert.equal(r.events[1].type, 'member.stop');
  assert.equal(restore(scenario, 'cluster.choose:3,member.kill:m2').problem?.kind, 'unknownEvent', 'without the alias');
});
