// The published step links (content/step-links.json) keep opening their situations on engine v2:
// each replays without a problem and reaches the few instance states its entry names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadLinkContract } from '../engine/contract.ts';
import { parseLink } from '../engine/link.ts';
import { SCENARIO_IDS_V2, loadScenarioDef } from './registry.ts';
import { Run } from '../engine/run.ts';
import { statePrefixMatches } from '../engine/timeline.ts';

const contract = { scenarios: loadLinkContract() };

test('the contract lists scenarios (a misread file would make every test below vanish)', () => {
  assert.ok(Object.keys(contract.scenarios).length > 0);
});

for (const [id, c] of Object.entries(contract.scenarios)) {
  test(`${id}: registered on engine v2`, () => assert.ok(SCENARIO_IDS_V2.includes(id)));
  const scenario = await loadScenarioDef(id);
  const withAliases = { ...scenario, aliases: { ...scenario.aliases, ...c.eventAliases } };

  test(`${id}: every published link replays to the states it is about`, () => {
    // A draft (npm run new:scenario) publishes its first link when it is published.
    if (!c.draft) assert.ok(c.links.length > 0, 'a published scenario has a published step link');
    for (const link of c.links) {
      assert.ok(Object.keys(link.expect ?? {}).length > 0, `${link.steps}: names the states it is about`);
      const parsed = parseLink(withAliases, link.steps);
      assert.equal(parsed.problem, undefined, `${link.steps}: ${JSON.stringify(parsed.problem)}`);
      const run = new Run(withAliases);
      for (const e of parsed.events) run.send(e);
      for (const [instance, prefix] of Object.entries(link.expect)) {
        const state = run.world().state(instance);
        assert.ok(statePrefixMatches(state, prefix), `${link.steps}: ${instance} is ${state}, expected ${prefix}`);
      }
    }
  });

  test(`${id}: an entry whose outcome changed says why`, () => {
    for (const link of c.links) if (link.corrected !== undefined) assert.match(link.corrected, /correct/i, link.steps);
  });
}
