import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { expandQuery, synonymPattern } from '../../site/search/synonyms.ts';
import { synonymList } from './synonym-list.ts';

const list = synonymList();
const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е');
/** Everything the index holds for a language: its pages and the glossary (terms and definitions). */
function siteText(lang: 'en' | 'ru'): string {
  const dir = `content/docs/${lang}`;
  const terms = parse(readFileSync('content/terms.yaml', 'utf8')) as { en: string; ru: string; definition: Record<string, string> }[];
  const glossary = terms.map((t) => `${t[lang]} ${t.definition[lang]}`);
  return fold([...readdirSync(dir).map((f) => readFileSync(`${dir}/${f}`, 'utf8')), ...glossary].join('\n'));
}

test('the words Russian engineers type find the terms the pages use', () => {
  const ru = list.ru;
  assert.equal(expandQuery('нода', ru), 'узел');
  assert.equal(expandQuery('ноды не видят етсд', ru), 'узел не видят etcd');
  assert.equal(expandQuery('снапшот', ru), 'снимок');
  assert.equal(expandQuery('Бэкап етсд', ru), 'резервная копия etcd');
  assert.equal(expandQuery('апи сервер не стартует', ru), 'kube-apiserver не стартует');
  assert.equal(expandQuery('кубелет', ru), 'kubelet');
  assert.equal(expandQuery('мастер нода', ru), 'узел управляющего слоя', 'the longer variant wins');
  assert.equal(expandQuery('рабочие ноды', ru), 'рабочий узел', 'a * ends any word of a variant, not only the last');
  assert.equal(expandQuery('плоскость управления', ru), 'управляющий слой');
  assert.equal(expandQuery('кворум', ru), 'кворум', 'page words stay');
});

test('what an on-call engineer types at night finds the page terms of the answer, never the restore', () => {
  const ru = list.ru;
  assert.equal(expandQuery('етсд упал', ru), 'etcd недоступен', 'a term inside another variant is expanded again');
  for (const q of ['етсд лежит', 'etcd лежит', 'etcd не работает', 'ETCD сдох']) assert.equal(expandQuery(q, ru), 'etcd недоступен', q);
  assert.equal(expandQuery('нода не отвечает', ru), 'отказал один участник', 'an etcd node is a member');
  assert.equal(expandQuery('kubectl завис', ru), 'kubectl висит');
  assert.equal(expandQuery('место кончилось', ru), 'database space exceeded');
  assert.equal(expandQuery('закончилось место на диске', ru), 'database space exceeded');
  assert.equal(expandQuery('сертификаты истекли', ru), 'x509: certificate has expired');
  assert.equal(expandQuery('серт протух', ru), 'сертификат истёк', 'the pages say it this way: a page phrase stays');
});

test('English variants map to page terms, but never inside a longer word', () => {
  assert.equal(expandQuery('api-server crashloop', list.en), 'kube-apiserver CrashLoopBackOff');
  assert.equal(expandQuery('kube-apiserver', list.en), 'kube-apiserver');
  assert.equal(expandQuery('certificate', list.en), 'certificate');
});

for (const lang of ['en', 'ru'] as const) {
  test(`every ${lang} variant is absent from the pages and every term present (replacing loses no hit)`, () => {
    assert.ok(list[lang].length >= 10, 'the list is not empty');
    const text = siteText(lang);
    const allowed = new Set(list[lang].flatMap((g) => g.seenOnPages ?? []).map(fold));
    const onPages = [...text.matchAll(synonymPattern(list[lang])!.pattern)].map((m) => m[0]).filter((w) => !allowed.has(w));
    assert.deepEqual([...new Set(onPages)], [], 'variants found on the pages');
    const missing = list[lang].flatMap((g) => fold(g.term).split(/\s+/).filter((w) => !text.includes(w)).map((w) => `${g.term}: ${w}`));
    assert.deepEqual(missing, [], 'term words missing from the pages');
  });
}
