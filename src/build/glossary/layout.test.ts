import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeFlags, filingLetter, groupByLetter } from './layout.ts';
import type { Term } from './terms.ts';

const term = (id: string, en: string, ru: string): Term =>
  ({ id, en, ru, page: 'x', avoid: { en: [], ru: [] }, definition: { en: '', ru: '' } }) as Term;

test('plain-text flags become code; code, paths and dashes stay as they are', () => {
  assert.equal(codeFlags('Set --quota-backend-bytes.'), 'Set `--quota-backend-bytes`.');
  assert.equal(codeFlags('etcdctl --consistency=s and --experimental-* flags'), 'etcdctl `--consistency=s` and `--experimental-*` flags');
  assert.equal(codeFlags('already `--data-dir` here'), 'already `--data-dir` here');
  assert.equal(codeFlags('a pause -- then more'), 'a pause -- then more');
  assert.equal(codeFlags('the kube-apiserver --etcd-servers list'), 'the kube-apiserver `--etcd-servers` list');
});

test('terms file under their first letter, in the order of the language', () => {
  assert.equal(filingLetter('/readyz', 'en'), 'R');
  assert.equal(filingLetter('ёмкость', 'ru'), 'Ё');
  const groups = groupByLetter(
    [term('q', 'quorum', 'кворум'), term('l', 'leader', 'лидер'), term('e', 'etcd', 'etcd'), term('r', 'Raft', 'Raft'), term('le', 'learner', 'learner')],
    'ru',
  );
  // Russian order: Cyrillic letters before Latin ones; each letter once.
  assert.deepEqual(groups.map((g) => g.letter), ['К', 'Л', 'E', 'L', 'R']);
  const en = groupByLetter([term('q', 'quorum', 'кворум'), term('l', 'leader', 'лидер'), term('le', 'learner', 'learner')], 'en');
  assert.deepEqual(en.map((g) => [g.letter, g.terms.map((t) => t.id)]), [['L', ['l', 'le']], ['Q', ['q']]]);
});

test('a definition renders code, links and whole component names, escaped', async () => {
  const { definitionHtml } = await import('./layout.ts');
  assert.equal(
    definitionHtml('kube-apiserver reads `member/snap/db` via --data-dir & [more](../raft-ha/#quorum)'),
    '<span class="kb-nowrap">kube-apiserver</span> reads <code>member/snap/db</code> via <code>--data-dir</code> &amp; <a href="../raft-ha/#quorum">more</a>',
  );
});
