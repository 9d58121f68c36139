import { test } from 'node:test';
import assert from 'node:assert/strict';
import { permalinkHref, permalinkLabel } from './permalink.ts';

test('the permanent link respects BASE, with or without its trailing slash', () => {
  assert.equal(permalinkHref('/', 'ru', 'stacked-topology'), '/ru/go/stacked-topology/');
  assert.equal(permalinkHref('/etcd-k8s/', 'en', 'stacked-topology'), '/etcd-k8s/en/go/stacked-topology/');
  assert.equal(permalinkHref('/etcd-k8s', 'en', 'term-quorum'), '/etcd-k8s/en/go/term-quorum/');
});

test('its accessible name is in the page language and names the section', () => {
  assert.equal(permalinkLabel('en', ' Stacked etcd '), 'Permanent link to: Stacked etcd');
  assert.equal(permalinkLabel('ru', 'Совмещённый etcd'), 'Постоянная ссылка на раздел: Совмещённый etcd');
});
