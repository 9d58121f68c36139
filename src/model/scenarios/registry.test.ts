// The scenario registry: every id loads the module that declares that id (the island trusts it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCENARIO_IDS_V2, loadScenarioDef } from './registry.ts';

for (const id of SCENARIO_IDS_V2) {
  test(`${id}: the registry loads the scenario that declares this id`, async () => {
    assert.equal((await loadScenarioDef(id)).id, id);
  });
}

test('an unknown id is an error that names it', async () => {
  await assert.rejects(loadScenarioDef('no-such-scenario'), /no-such-scenario/);
});
