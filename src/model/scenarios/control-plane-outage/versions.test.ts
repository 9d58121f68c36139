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

test('the lost-lease log lines of the exiting leader follow the version (LE-2)', () => {
  // The leaders exit at the 10 s renew deadline (and are restarted 1 s later: a first exit has no back-off).
  const exited = [...QUORUM_LOST, 'clock.advance:10'];
  assert.match(seeOf('1-31', exited, 'kcm-cp1'), /Failed to update lock optimitically/);
  assert.match(seeOf('1-33', exited, 'kcm-cp1'), /failed to renew lease kube-system\/kube-controller-manager: context deadline exceeded/);
  assert.match(seeOf('1-35', exited, 'kcm-cp1'), /falling back to slow path/);
  assert.doesNotMatch(seeOf('1-36', exited, 'kcm-cp1'), /falling back to slow path/);
});

test('the exiting leader logs its own lost-lease line: the scheduler with a capital L, the KCM `lost/stopped` from 1.36', () => {
  const exited = [...QUORUM_LOST, 'clock.advance:10'];
  for (const v of ['1-31', '1-35', '1-36']) assert.match(seeOf(v, exited, 'scheduler-cp1'), /`"Leaderelection lost"`/, v);
  assert.match(seeOf('1-31', exited, 'kcm-cp1'), /`"leaderelection lost"`/);
  assert.match(seeOf('1-35', exited, 'kcm-cp1'), /`"leaderelection lost"`/);
  assert.match(seeOf('1-36', exited, 'kcm-cp1'), /`"leaderelection lost\/stopped"`/);
});

test('after its restart the former leader logs only its acquire errors, like the standbys (LE-4)', () => {
  const after = [...QUORUM_LOST, 'clock.advance:60'];
  for (const id of ['kcm-cp1', 'operator']) {
    assert.match(seeOf('1-33', after, id), /error retrieving resource lock/, id);
    assert.match(seeOf('1-35', after, id), /"Error retrieving lease lock"/, id);
    for (const v of ['1-31', '1-33', '1-35', '1-36']) assert.doesNotMatch(seeOf(v, after, id), /failed to renew lease|Failed to renew lease|leaderelection lost/i, `${id} ${v}`);
    assert.match(seeOf('1-33', after, id), /Exits: 1/, id);
  }
});

test('a run that cannot reach etcd exits with the 1.31–1.35 klog line, or `command failed` on 1.36 (API-4)', () => {
  // By 180 s cp2's runs have exited on the dial (from 121 s) and cp1's on the hook (from 135 s).
  const after = [...QUORUM_LOST, 'clock.advance:60', 'clock.advance:60', 'clock.advance:60'];
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
  assert.doesNotMatch(seeOf('1-32', after, 'apiserver-cp1'), /create deployment[^\n]*34 s/);
});

test('through an apiserver whose member is down: a create fails at 10 s on 1.31–1.32 and 34 s from 1.33; a delete at 34 s on every version (OT-1, ReplicaSet)', () => {
  const after = ['member.stop:m2', 'clock.advance:10'];
  for (const v of ['1-31', '1-32']) {
    assert.match(seeOf(v, after, 'apiserver-cp2'), /≈ 10 s, then `error: failed to create deployment: Internal error occurred: resource quota evaluation timed out`/, v);
    assert.doesNotMatch(seeOf(v, after, 'apiserver-cp2'), /create deployment[^\n]*34 s/, v);
  }
  assert.match(seeOf('1-33', after, 'apiserver-cp2'), /≈ 34 s, then `error: failed to create deployment: Timeout/);
  for (const v of ['1-31', '1-36']) assert.match(seeOf(v, after, 'apiserver-cp2'), /`kubectl delete pod` through it \(every version\): 34 s/, v);
});

test('the narration does not promise kubectl a write error at etcd\'s 7 s timeout through a member without a leader (OT-1, API-6)', () => {
  for (const lang of ['en', 'ru'] as const) {
    const run = createRun(controlPlaneOutage, loadWords(controlPlaneOutage, lang));
    for (const e of ['cluster.start:1-33', ...QUORUM_LOST]) assert.ok(run.send(e).ok, e);
    const said = run.view().steps.flatMap((s) => s.narration).filter((n) => n.instance === 'apiserver-cp1').map((n) => n.text).join('\n');
    assert.match(said, /34/, lang);
    assert.doesNotMatch(said, /(fail after|падает по)[^.]*7/, lang);
  }
});

test('the node lifecycle grace period is 40 s on 1.31 and 50 s from 1.32 (NL-1)', () => {
  assert.match(seeOf('1-31', [], 'node-lifecycle'), /Grace period: 40 s/);
  for (const v of ['1-32', '1-36']) assert.match(seeOf(v, [], 'node-lifecycle'), /Grace period: 50 s/);
});

test('a scheduler that takes the lease is not said to list its informers then: it synced them before it ran for leader (LE-4)', () => {
  for (const lang of ['en', 'ru'] as const) {
    const run = createRun(controlPlaneOutage, loadWords(controlPlaneOutage, lang));
    const steps = ['cluster.start:1-33', ...QUORUM_LOST, 'clock.advance:300', 'member.start:m2', 'member.start:m3', 'clock.advance:300'];
    for (const e of steps) assert.ok(run.send(e).ok, e);
    const said = run.view().steps.flatMap((s) => s.narration).filter((n) => n.instance.startsWith('scheduler-')).map((n) => n.text);
    // The lines where a scheduler takes its lease (a restarted one lists its informers before, while syncing).
    const takes = said.filter((t) => /kube-system\/kube-scheduler/.test(t) && !/syncing|сначала выполняет list|first lists/.test(t));
    assert.ok(takes.length, `${lang}: a scheduler takes its lease`);
    for (const t of takes.filter((x) => /(takes|берёт|leads|лидер)/i.test(x))) assert.doesNotMatch(t, /informer|информер/i, `${lang}: ${t}`);
  }
});
