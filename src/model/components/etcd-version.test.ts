import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atLeast, hasChange } from './etcd-version.ts';

test('release order is numeric, not by text', () => {
  assert.ok(atLeast('3.6.11', '3.6.10'));
  assert.ok(!atLeast('3.6.9', '3.6.10'));
  assert.ok(atLeast('3.7.0', '3.6.14'));
  assert.ok(atLeast('3.5.21', '3.5.21'));
});

test('a change backported to several lines holds from each line’s own first release', () => {
  const since = ['3.5.30', '3.6.11', '3.7.0'];
  assert.deepEqual(
    ['3.4.23', '3.5.29', '3.5.30', '3.6.10', '3.6.11', '3.7.0', '3.8.1'].map((v) => hasChange(v, since)),
    [false, false, true, false, true, true, true],
  );
});
