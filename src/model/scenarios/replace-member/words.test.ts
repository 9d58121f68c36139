// Words of replace-member in both languages: nothing missing, nothing left over, no raw key in a view.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { loadWords } from '../../engine/words-files.ts';
import { replaceMember } from './scenario.ts';
import { timelines } from './timelines.ts';

registerWordsCoverageTests(replaceMember, { runs: timelines.map((t) => ({ id: t.id, events: t.steps.map((s) => s.event) })), runbook: true });

test('the refusal a reader sees is the exact etcd error, in code (en)', () => {
  const run = createRun(replaceMember, loadWords(replaceMember, 'en'));
  for (const e of ['cluster.start:true', 'member.add']) run.send(e);
  const v = run.view();
  assert.deepEqual(v.instances.find((i) => i.id === 'etcdctl')!.see, ['`Error: etcdserver: unhealthy cluster`']);
  assert.ok(v.steps.at(-1)!.narration.some((n) => n.error && n.text.includes('`etcdserver: unhealthy cluster`')), JSON.stringify(v.steps.at(-1)));
});

// issue 25 §6: the setup step's words named the flag twice (`--strict-reconfig-check=--strict-reconfig-check=true`).
for (const lang of ['en', 'ru'] as const) {
  test(`${lang}: the setup step names --strict-reconfig-check once, with its value`, () => {
    for (const [token, value] of [['cluster.start:true', 'true'], ['cluster.start:false', 'false']] as const) {
      const run = createRun(replaceMember, loadWords(replaceMember, lang));
      run.send(token);
      const said = run.view().steps.at(-1)!.narration.map((n) => n.text).join('\n');
      assert.equal(said.split('--strict-reconfig-check').length - 1, 1, said);
      assert.ok(said.includes(`--strict-reconfig-check=${value}`), said);
    }
  });

  test(`${lang}: the wrong turn of adding first says what --strict-reconfig-check guards`, () => {
    const run = createRun(replaceMember, loadWords(replaceMember, lang));
    for (const e of ['cluster.start:true', 'member.add']) run.send(e);
    const said = run.view().steps.at(-1)!.narration.map((n) => n.text).join('\n');
    assert.match(said, /--strict-reconfig-check/);
    assert.match(said, /mayAddMember/);
    assert.match(said, /3\.6\.10/);
    assert.match(said, /3\.6\.11/);
  });
}
