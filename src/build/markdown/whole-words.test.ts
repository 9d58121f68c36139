import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, ElementContent } from '@astrojs/starlight/expressive-code/hast';
import { WORD_CLASS, wholeWords } from './whole-words.ts';

const span = (color: string, text: string): Element => ({ type: 'element', tagName: 'span', properties: { style: `--0:${color}` }, children: [{ type: 'text', value: text }] });
const text = (nodes: ElementContent[]): string => nodes.map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? text(n.children) : '')).join('');
const words = (nodes: ElementContent[]) =>
  nodes.flatMap((n) => (n.type === 'element' && (n.properties.className as string[] | undefined)?.includes(WORD_CLASS) ? [text(n.children)] : []));

// As Shiki colours `etcdctl get / --prefix --cacert=/etc/kubernetes/pki/etcd/ca.crt`: a path is many spans.
const line = [
  span('#82AAFF', 'etcdctl'), span('#D6DEEB', ' '), span('#ECC48D', 'get'), span('#D6DEEB', ' / '), span('#82AAFF', '--prefix'),
  span('#D6DEEB', ' '), span('#82AAFF', '--cacert='), span('#D6DEEB', '/'), span('#C5E478', 'etc'), span('#D6DEEB', '/'), span('#C5E478', 'kubernetes/pki/etcd/ca.crt'),
];

test('every run of non-space characters becomes one unbreakable word, whatever spans it crosses', () => {
  const out = wholeWords(line);
  assert.deepEqual(words(out), ['/', '--prefix', '--cacert=/etc/kubernetes/pki/etcd/ca.crt'], 'plain words need no span');
  assert.equal(text(out), text(line), 'the text is unchanged');
});

test('a span holding both spaces and words keeps its colour on each part', () => {
  const out = wholeWords([span('#919F9F', '# start etcd with --initial-cluster-state=existing')]);
  assert.deepEqual(words(out), ['#', '--initial-cluster-state=existing']);
  assert.equal(text(out), '# start etcd with --initial-cluster-state=existing');
  const colours = JSON.stringify(out).match(/--0:#919F9F/g)?.length;
  assert.equal(colours, 3, 'the two words with punctuation, and the plain run between them, each in the comment colour');
});
