import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readStepParam, withStepParam } from './url.ts';

test('the step parameter is set, replaced and removed without touching other parameters', () => {
  assert.equal(withStepParam('', 'etcd-quorum', 'cluster.choose:3'), '?etcd-quorum=cluster.choose:3');
  assert.equal(withStepParam('?q=1&etcd-quorum=a.b', 'etcd-quorum', 'cluster.choose:3,leader.fail'), '?q=1&etcd-quorum=cluster.choose:3,leader.fail');
  assert.equal(withStepParam('?q=1&etcd-quorum=a.b&z=%20', 'etcd-quorum', null), '?q=1&z=%20');
  assert.equal(withStepParam('?etcd-quorum=a.b', 'etcd-quorum', null), '');
});

test('two scenarios on one page keep their own parameters', () => {
  const s = withStepParam(withStepParam('', 'etcd-quorum', 'leader.fail'), 'etcd-nospace', 'alarm.raise');
  assert.deepEqual(readStepParam(s, ['etcd-quorum']), { key: 'etcd-quorum', value: 'leader.fail' });
  assert.deepEqual(readStepParam(s, ['etcd-nospace']), { key: 'etcd-nospace', value: 'alarm.raise' });
  assert.equal(withStepParam(s, 'etcd-quorum', null), '?etcd-nospace=alarm.raise');
});

test('a former scenario id is read, and replaced by the current one when the path is written', () => {
  assert.deepEqual(readStepParam('?old-quorum=leader.fail', ['etcd-quorum', 'old-quorum']), { key: 'old-quorum', value: 'leader.fail' });
  assert.equal(withStepParam('?old-quorum=leader.fail', 'etcd-quorum', 'leader.fail', ['old-quorum']), '?etcd-quorum=leader.fail');
});

test('escaped parameters are decoded when read', () => {
  assert.deepEqual(readStepParam('?etcd-quorum=member.stop%3Am2%2Cleader.fail', ['etcd-quorum'])?.value, 'member.stop:m2,leader.fail');
});
