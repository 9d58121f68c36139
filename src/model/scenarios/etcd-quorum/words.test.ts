// Words of etcd-quorum v2 in both languages: nothing missing, nothing left over; narration from the log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { loadWords } from '../../engine/words-files.ts';
import { etcdQuorum } from './scenario.ts';
import { MEMBER_ADD } from '../../components/etcd-member-clients.facts.ts';

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

// issue 24 §1.2: the refusal says which rule decided, and quotes the warning the member logs for it
// (etcd-member-clients.facts.ts, from server/etcdserver/server.go @ v3.6.10 and @ v3.6.11).
for (const lang of ['en', 'ru'] as const) {
  for (const [setup, rule, counted] of [
    ['cluster.choose:5', 'allPeers', /4 (of|из) 5/],
    ['cluster.choose:3-etcd-3-6-11', 'quorumAfterAdd', /3 (of the|из) 4/],
  ] as const) {
    test(`${lang}: a refused member add names its rule and quotes the warning (${setup})`, () => {
      const run = createRun(etcdQuorum, loadWords(etcdQuorum, lang));
      for (const e of [setup, 'member.stop:m3', 'clock.advance:10', 'request.memberAdd']) run.send(e);
      const row = run.view().instances.find((r) => r.id === 'memberAdd')!;
      assert.ok(row.see.some((l) => l.includes(MEMBER_ADD.warning.value[rule])), row.see.join('\n'));
      assert.ok(row.facts.some((f) => f.value.includes(rule === 'allPeers' ? '3.6.10' : '3.6.11')), JSON.stringify(row.facts));
      const said = run.view().steps.at(-1)!.narration.map((n) => n.text).join('\n');
      assert.match(said, counted);
    });
  }
}
