// What the reader sees differs by Kubernetes version, not only the timers: checked on the rendered
// view (English words), against the fact sheets (LE-2, API-4, API-8, OT-1, NL-1; corrected 2026-12).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { loadWords } from '../../engine/words-files.ts';
import { controlPlaneOutage } from './scenario.ts';

const words = loadWords(controlPlaneOutage, 'en');
const QUORUM_LOST = ['member.stop:m2', 'member.stop:m3'];

function seeOf(version: string, events: string[], id: string): string {
  const run = createRun(controlPlaneOutage, words);
  for (const e of [`cluster.start:${version}`, ...events]) assert.ok(run.send(e).ok, e);
  const row = run.view().instances.find((i) => i.id === id)!;
  return [...row.see, ...row.facts.map((f) => `${f.label}: ${f.value}`)].join('\n');
}

test('the lost-lease log lines follow the version (LE-2)', () => {
  const after = [...QUORUM_LOST, 'clock.advance:60'];
  assert.match(seeOf('1-31', after, 'kcm-cp1'), /Failed to update lock optimitically/);
  assert.match(seeOf('1-33', after, 'kcm-cp1'), /failed to renew lease kube-system\/kube-controller-manager: context deadline exceeded/);
  assert.match(seeOf('1-33', after, 'kcm-cp1'), /error retrieving resource lock/);
  assert.match(seeOf('1-35', after, 'kcm-cp1'), /"Error retrieving lease lock"/);
  assert.match(seeOf('1-35', after, 'kcm-cp1'), /falling back to slow path/);
  assert.doesNotMatch(seeOf('1-36', after, 'kcm-cp1'), /falling back to slow path/);
});

test('a run that cannot reach etcd exits with the 1.31–1.35 klog line, or `command failed` on 1.36 (API-4)', () => {
  const after = [...QUORUM_LOST, 'clock.advance:60', 'clock.advance:60'];
  assert.match(seeOf('1-35', after, 'apiserver-cp2'), /Error creating leases: error creating storage factory: context deadline exceeded/);
  assert.match(seeOf('1-36', after, 'apiserver-cp2'), /"command failed" err="error creating storage factory: context deadline exceeded"/);
  assert.match(seeOf('1-33', after, 'apiserver-cp1'), /PostStartHook "rbac\/bootstrap-roles" failed/);
});

test('retryAfterSeconds of the 429 is 1 on 1.31–1.32 and grows to 30 from 1.33 (API-8)', () => {
  const after = [...QUORUM_LOST, 'clock.advance:60', 'clock.advance:10'];
  assert.match(seeOf('1-32', after, 'apiserver-cp1'), /storage is \(re\)initializing`, `retryAfterSeconds` 1\./);
  const grown = /`retryAfterSeconds` (\d+)\./.exec(seeOf('1-33', after, 'apiserver-cp1'));
  assert.ok(grown && Number(grown[1]) > 1 && Number(grown[1]) <= 30, String(grown?.[1]));
});

test('kubectl create through a member without a leader: quota timeout at 10 s on 1.31–1.32, Timeout at 34 s from 1.33 (OT-1)', () => {
  const after = [...QUORUM_LOST, 'clock.advance:10'];
  assert.match(seeOf('1-32', after, 'apiserver-cp1'), /resource quota evaluation timed out/);
  assert.match(seeOf('1-33', after, 'apiserver-cp1'), /≈ 34 s, then `error: failed to create deployment: Timeout/);
});

test('the node lifecycle grace period is 40 s on 1.31 and 50 s from 1.32 (NL-1)', () => {
  assert.match(seeOf('1-31', [], 'node-lifecycle'), /Grace period: 40 s/);
  for (const v of ['1-32', '1-36']) assert.match(seeOf(v, [], 'node-lifecycle'), /Grace period: 50 s/);
});
