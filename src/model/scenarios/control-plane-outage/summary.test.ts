// The summary line of control-plane-outage (summary.ts) at moments the fact sheet describes. Expected
// values: /work/shared/facts/kubernetes-during-etcd-outage-resolved.md (R) and
// kubernetes-during-etcd-outage.md (F); "corrected 2026-12" wins.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { WordRef } from '../../engine/component.ts';
import { createRun } from '../../engine/index.ts';
import { Run } from '../../engine/run.ts';
import { loadWords } from '../../engine/words-files.ts';
import { controlPlaneOutage } from './scenario.ts';

const QUORUM_LOST = ['cluster.start:1-33', 'member.stop:m2', 'member.stop:m3'];

function summaryAfter(events: string[]): WordRef[] {
  const run = new Run(controlPlaneOutage);
  for (const e of events) assert.ok(run.send(e).ok, e);
  return controlPlaneOutage.summary!(run.world());
}
const keys = (refs: WordRef[]) => refs.map((r) => `${r.key}${r.params ? ` ${JSON.stringify(r.params)}` : ''}`);

test('a healthy cluster: writes and reads work, the three pods of web run', () => {
  assert.deepEqual(keys(summaryAfter(['cluster.start:1-33'])), ['writes.ok', 'reads.ok', 'pods.all {"running":3,"total":3}']);
});

test('quorum lost 10 s ago: a write and a read time out, the pods keep running', () => {
  // R, ReplicaSet: "kubectl delete pod during the outage fails … until the delete handler's 34 s cap";
  // R, API-6: "GET/LIST have no 34 s cap: at 60 s the timeout filter returns 504";
  // F, KL-1 and R, KL-3b: running pods keep running. (The words, and the view test below, say the times.)
  assert.deepEqual(keys(summaryAfter([...QUORUM_LOST, 'clock.advance:10'])), ['writes.hang', 'reads.hang', 'pods.all {"running":3,"total":3}']);
});

test('three minutes in, every apiserver is between CrashLoopBackOff runs: connection refused at once', () => {
  // R, API-4/API-16: "between runs `connect: connection refused`" (the curated timeline
  // liveness-restart-then-crashloop checks the same moment).
  const refs = summaryAfter([...QUORUM_LOST, 'clock.advance:60', 'clock.advance:60', 'clock.advance:60']);
  assert.deepEqual(keys(refs).slice(0, 2), ['writes.refused', 'reads.refused']);
});

test('a container that exits more than 5 min into the outage cannot start again until the API answers', () => {
  // R, KL-2 and "CORRECTED 2026-12 (turn 3)": the kubelet stops a watch not read for 5 min at its first
  // once-a-minute recycle pass after that (5 min 30 s in this scenario, pod.facts.ts); a restart then
  // fails with CreateContainerConfigError until the API is back.
  const refs = summaryAfter([...QUORUM_LOST, 'clock.advance:300', 'clock.advance:60', 'container.crash:web-2', 'clock.advance:60']);
  assert.deepEqual(keys(refs).slice(2), ['pods.some {"running":2,"total":3}', 'pods.waiting {"n":1}']);
});

test('the view: the line in words, and the liveness kill 80 s after etcd was lost as the next change', () => {
  // R, API-16: "Eight failures at a 10 s period means a restart about 80 s … after etcd is lost".
  const run = createRun(controlPlaneOutage, loadWords(controlPlaneOutage, 'en'));
  for (const e of [...QUORUM_LOST, 'clock.advance:60', 'clock.advance:10']) run.send(e);
  const s = run.view().summary!;
  assert.deepEqual(s.now, ['Writes time out: `kubectl delete pod` gets a Timeout after 34\u00a0s.', 'Reads hang: `kubectl get pods` gets a 504 after 60\u00a0s.', 'All 3 pods of `web` run.']);
  assert.equal(s.next?.t, 80_000);
  assert.match(s.next?.label ?? '', /^kube-apiserver \(cp\d\)$/);
});
