// Words of etcd-quorum v2 in both languages: nothing missing, nothing left over; narration from the log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { loadWords } from '../../engine/words-files.ts';
import { etcdQuorum } from './scenario.ts';

const LONG_RUN = ['cluster.choose:3', 'request.watch', 'request.write', 'partition.isolate:m3', 'client.endpoint:m3', 'request.serializableRead', 'request.linearizableRead', 'clock.advance:10', 'partition.heal', 'leader.fail', 'request.write', 'clock.next', 'client.endpoint:all', 'member.stop:m3', 'request.memberAdd', 'clock.advance:300'];

registerWordsCoverageTests(etcdQuorum, { runs: [{ id: 'a long random-ish run', events: LONG_RUN }] });

test('narration says what happened and why, in order (en)', () => {
  const run = createRun(etcdQuorum, loadWords(etcdQuorum, 'en'));
  run.send('cluster.choose:3');
  run.send('leader.fail');
  run.send('clock.advance:10');
  const lines = run.view().steps.at(-1)!.narration.map((n) => n.text);
  assert.ok(lines.some((l) => l === 'm2 won the election: leader in term 3 (2 of 3 votes).'), lines.join('\n'));
  assert.ok(lines.findIndex((l) => l.startsWith('m2 campaigns')) < lines.findIndex((l) => l.startsWith('m2 won')));
  const rows = run.view().instances;
  assert.equal(rows.filter((r) => r.componentType === 'etcd-member').length, 3, 'a 3-member cluster shows three members');
  assert.deepEqual(rows.filter((r) => r.emphasis).map((r) => r.id), ['m2']);
  assert.ok(rows.find((r) => r.id === 'm2')!.facts.some((f) => f.label === 'Election timeout' && f.value === '1.5 s'));
});

test('Russian numbers use a decimal comma and a non-breaking space before the unit', () => {
  const run = createRun(etcdQuorum, loadWords(etcdQuorum, 'ru'));
  run.send('cluster.choose:3');
  const m2 = run.view().instances.find((r) => r.id === 'm2')!;
  assert.ok(m2.facts.some((f) => f.value === '1,5\u00a0с'), JSON.stringify(m2.facts));
});

test('parameter values that are not names have words (ru)', () => {
  const run = createRun(etcdQuorum, loadWords(etcdQuorum, 'ru'));
  run.send('cluster.choose:3');
  run.send('client.endpoint:m3');
  const all = run.view().available.find((a) => a.token === 'client.endpoint:all')!;
  assert.equal(all.label, 'etcdctl → все участники');
});
