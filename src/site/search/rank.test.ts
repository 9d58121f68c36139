import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rankPages, rankSubResults, sameStem } from './rank.ts';

/** A page as Pagefind returns it: its text, and its sections, each a title and the words of its text (Pagefind's locations). */
function pageData(url: string, sections: [string, string, string][], query: string) {
  const words: string[] = [];
  const sub_results = sections.map(([hash, title, text]) => {
    const start = words.length;
    words.push(...`${title} ${text}`.split(/\s+/));
    const q = query.toLowerCase().split(/\s+/);
    const locations = words.map((_, i) => i).filter((i) => i >= start && q.some((x) => sameStem(x, words[i].toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))));
    return { url: `${url}${hash}`, title, locations };
  });
  return { url, content: words.join(' '), sub_results };
}

/** The page's sections in ranked order, by hash. */
function page(url: string, sections: [string, string, string][], query: string) {
  const data = pageData(url, sections, query);
  return rankSubResults(url, data.sub_results, data.content, query).map((s) => s.url.replace(url, ''));
}

const urls = async (hits: { data: () => Promise<{ url: string }> }[]) => Promise.all(hits.map(async (h) => (await h.data()).url));

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


test('a callout at the top counts as its title: "kubectl hangs" finds "Do not wait for kubectl"', async () => {
  const query = 'kubectl hangs';
  const runbook = pageData(
    '/en/first-five-minutes/',
    [
      ['#_top', 'etcd is down: the first five minutes', 'Run these checks. Do not wait for kubectl. During a quorum loss kubectl writes hang for 34 s.'],
      ['#first-five-checks', 'The checks, in order', 'Point etcdctl at every member.'],
    ],
    query,
  );
  const myth = pageData(
    '/en/misconceptions/',
    [['#myth-pods-disappear', '“Pods disappear from kubectl when etcd goes down”', 'The claim: kubectl either hangs or returns a 500. Reads hang, kubectl gets refused.']],
    query,
  );
  const callouts: Record<string, string[]> = { '/en/first-five-minutes/#_top': ['Do not wait for kubectl'] };
  const titles = (url: string) => callouts[url] ?? [];
  const hits = [myth, runbook].map((d) => ({ data: async () => d }));
  assert.deepEqual(await urls(await rankPages(hits, query, 8, { titles })), ['/en/first-five-minutes/', '/en/misconceptions/']);
  assert.equal(rankSubResults(runbook.url, runbook.sub_results, runbook.content, query, 3, titles)[0].url, '/en/first-five-minutes/#_top');
  // Without the callout the myth that names kubectl in its title wins.
  assert.deepEqual(await urls(await rankPages(hits, query)), ['/en/misconceptions/', '/en/first-five-minutes/']);
});

test('a page whose title holds a query of several words comes first, its top first; the landing page comes last', async () => {
  const query = 'etcd недоступен';
  const home = pageData('/ru/', [
    ['#_top', 'etcd в Kubernetes', 'База знаний об etcd.'],
    ['#home-outage', 'etcd недоступен прямо сейчас', 'etcd недоступен: первые пять минут. Что происходит при отказе etcd.'],
  ], query);
  const runbook = pageData('/ru/first-five-minutes/', [
    ['#_top', 'etcd недоступен: первые пять минут', 'Выполните проверки. Не ждите kubectl.'],
    ['#first-five-one-member', 'Отказал один участник', 'Кворум сохраняется; etcd на этом узле недоступен.'],
  ], query);
  const restore = pageData('/ru/restore/', [['#restore-scenario', 'Сценарий: восстановление', 'etcd лежит; etcd недоступен, etcd etcd.']], query);
  const hits = [home, restore, runbook].map((d) => ({ data: async () => d }));
  assert.deepEqual(await urls(await rankPages(hits, query, 8, { home: '/ru/' })), ['/ru/first-five-minutes/', '/ru/restore/', '/ru/']);
  assert.equal(rankSubResults(runbook.url, runbook.sub_results, runbook.content, query)[0].url, '/ru/first-five-minutes/#_top');
  // Within the page a section titled with the query comes before the top the page title names.
  const scenario = pageData('/ru/control-plane-outage/', [
    ['#_top', 'Сценарий: etcd недоступен', 'Сценарий.'],
    ['#control-plane-outage-scenario', 'Сценарий, когда etcd недоступен', 'Шаги.'],
  ], query);
  assert.equal(rankSubResults(scenario.url, scenario.sub_results, scenario.content, query)[0].url, '/ru/control-plane-outage/#control-plane-outage-scenario');
  // One word is a page's subject among others: «кворума» still finds the section titled «Кворум» (above).
});

test('every page Pagefind finds is weighed, not only its best few: the ninth can come first', async () => {
  const query = 'сертификат истёк';
  const others = Array.from({ length: 8 }, (_, i) => pageData(`/ru/p${i}/`, [['#s', 'Прочее', 'сертификат и ещё сертификат, срок истёк давно']], query));
  const runbook = pageData('/ru/first-five-minutes/', [['#first-five-certificates', 'Сертификаты', 'Истёкшие сертификаты отрезают участников.']], query);
  const hits = [...others, runbook].map((d) => ({ data: async () => d }));
  assert.equal((await urls(await rankPages(hits, query)))[0], '/ru/first-five-minutes/');
});
