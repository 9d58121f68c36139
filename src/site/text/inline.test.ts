import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inlineHtml, localHref, parseInline, plainText } from './inline.ts';

test('code spans and links are tokens; everything else is text', () => {
  assert.deepEqual(parseInline('fails with `etcdserver: no leader`. See [quorum](../raft-ha/#quorum).'), [
    { kind: 'text', text: 'fails with ' },
    { kind: 'code', text: 'etcdserver: no leader' },
    { kind: 'text', text: '. See ' },
    { kind: 'link', text: 'quorum', href: '../raft-ha/#quorum' },
    { kind: 'text', text: '.' },
  ]);
  assert.equal(plainText('a `b` [c](#d)'), 'a b c');
});

test('a link into the page the scenario is on becomes a plain #anchor (the step stays in the URL)', () => {
  assert.equal(localHref('../raft-ha/#quorum', 'raft-ha'), '#quorum');
  assert.equal(localHref('../raft-ha/#quorum', 'outage'), '../raft-ha/#quorum');
  assert.equal(localHref('https://etcd.io/', 'raft-ha'), 'https://etcd.io/');
});

test('server-side rendering escapes text', () => {
  assert.equal(inlineHtml('<b> & `<i>`'), '&lt;b&gt; &amp; <code>&lt;i&gt;</code>');
  assert.equal(inlineHtml('[x](../a/#b)', 'a'), '<a href="#b">x</a>');
});

test('component names and flags stay whole in text and in inline code (the glossary renders both)', () => {
  assert.equal(
    inlineHtml('every kube-apiserver lists them in `--etcd-servers`'),
    'every <span class="kb-nowrap">kube-apiserver</span> lists them in <code><span class="kb-nowrap">--etcd-servers</span></code>',
  );
});
