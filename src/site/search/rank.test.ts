import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rankSubResults, sameStem } from './rank.ts';

/** A page's text and its sections, each a title and the words of its text (Pagefind's locations). */
function page(url: string, sections: [string, string, string][], query: string) {
  const words: string[] = [];
  const subs = sections.map(([hash, title, text]) => {
    const start = words.length;
    words.push(...`${title} ${text}`.split(/\s+/));
    const q = query.toLowerCase().split(/\s+/);
    const locations = words.map((_, i) => i).filter((i) => i >= start && q.some((x) => sameStem(x, words[i].toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))));
    return { url: `${url}${hash}`, title, locations };
  });
  return rankSubResults(url, subs, words.join(' '), query).map((s) => s.url.replace(url, ''));
}

test('the section titled with the query comes first, not the intro under the page title', () => {
  const ranked = page(
    '/ru/raft-ha/',
    [
      ['#_top', 'Raft, кворум и высокая доступность', 'Как Raft держит кворум и что будет без кворума.'],
      ['#log-replication', 'Репликация журнала', 'Запись фиксируется, когда её принял кворум.'],
      ['#quorum', 'Кворум', 'Кворум — большинство участников.'],
    ],
    'кворума',
  );
  assert.equal(ranked[0], '#quorum');
});

test('the section with every word of the query, as a phrase, beats a heading sharing one word', () => {
  const ranked = page(
    '/en/troubleshooting/',
    [
      ['#troubleshooting-triage', 'Quick triage', 'Deadline exceeded. Space exceeded.'],
      ['#err-database-space-exceeded', 'etcdserver: mvcc: database space exceeded', 'The quota is exceeded. Writes fail, exceeded.'],
      ['#err-request-did-not-complete', 'Timeout: request did not complete within requested timeout', 'kubectl prints - context deadline exceeded'],
    ],
    'context deadline exceeded',
  );
  assert.deepEqual(ranked, ['#err-request-did-not-complete', '#troubleshooting-triage', '#err-database-space-exceeded']);
});

test('stems: Russian and English endings, not different words', () => {
  assert.ok(sameStem('кворума', 'кворум'));
  assert.ok(sameStem('выборов', 'выборы'));
  assert.ok(sameStem('snapshots', 'snapshot'));
  assert.ok(!sameStem('таймаут', 'таймеры'));
  assert.ok(!sameStem('etcd', 'etcdctl'));
});

