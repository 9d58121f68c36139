import { test } from 'node:test';
import assert from 'node:assert/strict';
import { breakableCode, breakableNames, reshapeTables, textOf } from './label-cells.ts';

const triage = `<table><thead><tr><th>Message</th><th style="text-align:left">Most likely <em>cause</em></th><th>Section</th></tr></thead>` +
  `<tbody><tr><td><code>etcdserver: leader changed</code></td><td>An election.</td><td><a href="#err-leader-changed">Leader changed</a></td></tr>` +
  `<tr><td><code>x &#x3C; y</code></td><td>Other.</td><td><a href="#x">X</a></td></tr></tbody></table>`;

test('every body cell is labelled with its column header, as text', () => {
  const out = reshapeTables(triage);
  assert.equal((out.match(/data-label="Message"/g) ?? []).length, 2);
  assert.equal((out.match(/data-label="Most likely cause"/g) ?? []).length, 2);
  assert.match(out, /<th style="text-align:left">/);
  assert.doesNotMatch(out, /<th[^>]*data-label/);
});

test('a column of links only is marked, in its header too; other columns are not', () => {
  const out = reshapeTables(triage);
  assert.equal((out.match(/kb-cell--link/g) ?? []).length, 3);
  assert.match(out, /<td class="kb-cell--link" data-label="Section"><a href="#err-leader-changed">/);
});

test('a table with a header for every column may become cards; one without stays a table', () => {
  assert.match(reshapeTables(triage), /^<div class="kb-table kb-table--cards kb-table--link" data-cols="3"><table>/);
  const two = '<table><thead><tr><th>Flag</th><th>Meaning</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
  assert.match(reshapeTables(two), /^<div class="kb-table kb-table--cards" data-cols="2"><table>/);
  const headless = '<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
  assert.match(reshapeTables(headless), /^<div class="kb-table" data-cols="2"><table>/);
});

test("someone else's table (with a class) is left alone", () => {
  const html = '<table class="kb-player__table"><tbody><tr><td>a</td></tr></tbody></table>';
  assert.equal(reshapeTables(html), html);
});

test('header text is decoded and quotes are escaped in the attribute', () => {
  assert.equal(textOf('<code>--bump-revision</code> &#x26;&amp; <b>“x”</b>'), '--bump-revision && “x”');
  const out = reshapeTables('<table><thead><tr><th>a "b"</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>');
  assert.match(out, /data-label="a &quot;b&quot;"/);
});

test('long paths, metric names and flag=value in table code may wrap after /, _ and =; short code and other text stay whole', () => {
  assert.equal(breakableCode('<code dir="auto">/registry/pods/default/nginx</code>'), '<code dir="auto">/<wbr>registry/<wbr>pods/<wbr>default/<wbr>nginx</code>');
  assert.equal(breakableCode('<code>etcd_disk_wal_fsync</code>'), '<code>etcd_<wbr>disk_<wbr>wal_<wbr>fsync</code>');
  assert.equal(breakableCode('<code>--feature-gates=Stop=true</code>'), '<code>--feature-gates=<wbr>Stop=<wbr>true</code>');
  assert.equal(breakableCode('<code>CreateContainerConfigError</code>'), '<code>Create<wbr>Container<wbr>Config<wbr>Error</code>');
  assert.equal(breakableCode('<code>a_b</code> and a/b_c'), '<code>a_b</code> and a/b_c');
  const out = reshapeTables('<table><thead><tr><th><code>create_revision_of_key</code></th></tr></thead><tbody><tr><td><code>/registry/a/b/c/d/e</code></td></tr></tbody></table>');
  assert.match(out, /<th><code>create_<wbr>revision_<wbr>of_<wbr>key<\/code><\/th>/);
  assert.match(out, /\/<wbr>registry/);
});

test('a column of long identifiers is marked; a column of short flags is not', () => {
  const metric = '<code dir="auto">etcd_disk_wal_fsync_duration_seconds</code>';
  const out = reshapeTables(`<table><thead><tr><th>Metric</th><th>Flag</th></tr></thead><tbody><tr><td>${metric}</td><td><code>--data-dir</code></td></tr></tbody></table>`);
  assert.match(out, /<th class="kb-cell--ident">Metric<\/th><th>Flag<\/th>/);
  assert.match(out, /<td class="kb-cell--ident" data-label="Metric">/);
});

test('code holding component-name spans still breaks at its slashes', () => {
  const key = '<code dir="auto">/registry/leases/<span class="kb-nowrap">kube-system</span>/<span class="kb-nowrap">kube-scheduler</span></code>';
  assert.equal(
    breakableCode(key),
    '<code dir="auto">/<wbr>registry/<wbr>leases/<wbr><span class="kb-nowrap">kube-system</span>/<wbr><span class="kb-nowrap">kube-scheduler</span></code>',
  );
});

test('a long component name in a cell breaks at a hyphen, never right after its kube-/etcd- prefix', () => {
  const span = (s: string) => `<span class="kb-nowrap">${s}</span>`;
  assert.equal(breakableNames(span('kube-etcd-healthcheck-client')), `${span('kube-etcd-healthcheck-')}<wbr>${span('client')}`);
  assert.equal(breakableNames(span('apiserver-etcd-client.crt')), `${span('apiserver-')}<wbr>${span('etcd-client.crt')}`);
  assert.equal(breakableNames(span('kube-apiserver')), span('kube-apiserver'));
  assert.equal(breakableNames(span('--etcd-certfile')), span('--etcd-certfile'));
});
