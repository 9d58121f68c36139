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
