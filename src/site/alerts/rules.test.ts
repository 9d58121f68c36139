import assert from 'node:assert/strict';
import { test } from 'node:test';
import { servedRoot, siteRoot } from './rules.ts';

test('the runbook links start on the address the page was served from, under the build\'s base path', () => {
  assert.equal(servedRoot('https://etcd-k8s.example.org', 'http://localhost:4321/en/performance-monitoring/#alert-rules'), 'http://localhost:4321');
  assert.equal(servedRoot('https://etcd-k8s.example.org/kb', 'https://mirror.corp/kb/ru/performance-monitoring/'), 'https://mirror.corp/kb');
  assert.equal(servedRoot(siteRoot('https://etcd-k8s.example.org/', '/'), 'https://etcd-k8s.example.org/en/'), 'https://etcd-k8s.example.org');
  // A page opened from disk has no address to link to: the build's stays.
  assert.equal(servedRoot('https://etcd-k8s.example.org', 'file:///tmp/site/en/index.html'), undefined);
});
