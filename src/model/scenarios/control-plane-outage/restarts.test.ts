// Restart and request timing of control-plane-outage, checked against the cited sources (the expected
// numbers are worked out by hand from the rules the *.facts.ts modules cite, never read from the model):
// which narration entries are bad news, what a recovered apiserver's back-off says, who leads after a
// long outage, and what a GET whose connection dropped does.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { Run } from '../../engine/run.ts';
import { loadWords } from '../../engine/words-files.ts';
import { controlPlaneOutage } from './scenario.ts';

const QL = ['cluster.start:1-33', 'member.stop:m2', 'member.stop:m3'];

function play(events: string[], lang: 'en' | 'ru' = 'en') {
  const run = createRun(controlPlaneOutage, loadWords(controlPlaneOutage, lang));
  for (const e of events) assert.ok(run.send(e).ok, e);
  return run;
}

test('only bad news is marked ✖: a run that starts with etcd answering is not, the exits are (issue 25 §2)', () => {
  // m2 is gone 120 s: cp2's run 1 (from ≈ 100 s) dials in vain; m2 comes back and the next attempt finds etcd.
  const run = play(['cluster.start:1-33', 'member.stop:m2', 'clock.advance:60', 'clock.advance:60', 'member.start:m2', 'clock.advance:10']);
  const entries = run.view().steps.flatMap((s) => s.narration).filter((n) => n.instance === 'apiserver-cp2');
  const starting = entries.filter((n) => /etcd answers/.test(n.text));
  assert.ok(starting.length, 'a run starts with etcd answering');
  for (const n of starting) assert.ok(!n.error, `not bad news: ${n.text}`);
  assert.ok(entries.some((n) => /SIGTERM/.test(n.text) && n.error), 'the liveness SIGTERM is bad news');
  assert.ok(entries.some((n) => /is ready/.test(n.text) && !n.error), 'ready again is good news');
});

test('a recovered apiserver says when its back-off is forgotten: 10 min after the start it allowed (backoff.go hasExpired)', () => {
  // cp1 (member alive, no leader): SIGTERM at 80 s, hooks until 100 s, run 1 100–135 s (first exit: relist,
  // no entry), run 2 136–171 s (entry 10 s), run 3 181–216 s (20 s), run 4 236–271 s (40 s); members back
  // at 300 s; run 5 at 311 s doubles the entry to 80 s and answers: an exit before 311 + 600 = 911 s waits 80 s.
  const run = play([...QL, 'clock.advance:300', 'member.start:m2', 'member.start:m3', 'clock.advance:60']);
  const row = run.view().instances.find((i) => i.id === 'apiserver-cp1')!;
  assert.equal(row.state, 'up.ready');
  const backoff = row.facts.find((f) => f.label === 'kubelet back-off');
  assert.ok(backoff, JSON.stringify(row.facts));
  assert.match(backoff.value, /before t\+911 s waits 80 s/);
  assert.ok(!row.facts.some((f) => /next wait/i.test(f.value)), 'no pending restart beside Ready');
});

test('with every apiserver back at once, a standby that never restarted takes the leases, not the restarted leaders (LE-6)', () => {
  // Quorum returns at 60 s, before any liveness SIGTERM: all three apiservers serve again together. The
  // leaders exited at 10 s and were restarted (new identities): the KCM waits 15 s + its retry after its
  // first read, the scheduler first syncs its caches (30 s here). The standbys saw the last record before
  // the outage and take the lease on their first successful read, within their retry (cp2: 3 s).
  const run = new Run(controlPlaneOutage);
  for (const e of [...QL, 'clock.advance:60', 'member.start:m2', 'member.start:m3', 'clock.advance:10']) assert.ok(run.send(e).ok, e);
  for (const role of ['kcm', 'scheduler']) {
    const leading = ['cp1', 'cp2', 'cp3'].map((cp) => `${role}-${cp}`).filter((id) => run.world().state(id).startsWith('leading'));
    assert.deepEqual(leading, [`${role}-cp2`], role);
  }
  assert.equal(run.world().state('scheduler-cp1'), 'standby.syncing');
});

test('a GET whose connection dropped is retried by client-go 1 s later (rest/request.go, with_retry.go)', () => {
  // SIGTERM at 80 s, the GET at 90 s hangs in the hooks; the drain keeps it to the SIGKILL at 110 s.
  const run = play([...QL, 'clock.advance:60', 'clock.advance:10', 'clock.advance:10', 'clock.advance:10', 'pods.get', 'clock.advance:10', 'clock.advance:10']);
  let row = run.view().instances.find((i) => i.id === 'kubectl')!;
  assert.equal(row.state, 'waiting.retrying');
  assert.ok(run.send('clock.advance:1').ok);
  row = run.view().instances.find((i) => i.id === 'kubectl')!;
  // Run 1 of cp1 started at 110 s and serves, unready: the retry hangs again.
  assert.equal(row.state, 'waiting.forApi');
  assert.ok(row.facts.some((f) => /1 of at most 10/.test(f.value)), JSON.stringify(row.facts));
});
