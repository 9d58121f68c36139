// The NOSPACE alarm with a tiny --quota-backend-bytes (fact sheet §1 "Quota exceeded", "Recovery"; issue 8).
// One member is enough: the quota applies per member's backend and the alarm is cluster-wide.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Cluster } from './harness/cluster.ts';
import type { CtlResult } from './harness/etcdctl.ts';
import { ERRORS } from './expected.ts';

const QUOTA = 256 * 1024;
const VALUE = 'x'.repeat(50_000);
const OPT = { commandTimeoutMs: 10_000 };

describe(`NOSPACE: 1 member, --quota-backend-bytes=${QUOTA}`, { timeout: 90_000 }, () => {
  let cluster: Cluster;
  let putsBeforeAlarm = 0;
  let rejected: CtlResult;
  let alarmRaised: CtlResult;
  let health: { status: number; body: string };
  let read: CtlResult;
  let del: CtlResult;
  let count: CtlResult;
  let disarm1: CtlResult;
  let listAfterDisarm: CtlResult;
  let putAfterDisarm: CtlResult;
  let listAfterPut: CtlResult;
  let compact: CtlResult;
  let disarmAfterCompact: CtlResult;
  let putAfterCompact: CtlResult;
  let listAfterCompactPut: CtlResult;
  let defrag: CtlResult;
  let disarm2: CtlResult;
  let putRecovered: CtlResult;
  let listRecovered: CtlResult;
  let sizes: { full: number; afterDelete: number; afterCompact: number; afterDefrag: number };

  before(async () => {
    cluster = await Cluster.start({ size: 1, extraFlags: [`--quota-backend-bytes=${QUOTA}`] });
    const ctl = (args: string[]) => cluster.ctl(['m1'], args, OPT);
    for (let i = 0; i < 40; i++) {
      const r = await ctl(['put', `/registry/events/default/e${i}`, VALUE]);
      if (r.code !== 0) {
        rejected = r;
        break;
      }
      putsBeforeAlarm++;
    }
    alarmRaised = await ctl(['alarm', 'list']);
    const res = await fetch(`${cluster.m('m1').clientUrl}/health`, { signal: AbortSignal.timeout(3000) });
    health = { status: res.status, body: await res.text() };
    read = await ctl(['get', '/registry/events/default/e0', '--print-value-only']);
    const full = (await cluster.status('m1'))!.dbSize;
    // The put that crosses the quota may itself have been stored: etcd applies it and then answers
    // NOSPACE (quotaApplierV3.Put, same in 3.4 and 3.6), unless the front check refused it first.
    count = await ctl(['get', '/registry/events/default/e', '--prefix', '--keys-only']); // 3.4 has no --count-only
    // Delete every event: without a compaction this frees no space.
    del = await ctl(['del', '/registry/events/default/e', '--prefix']);
    const afterDelete = (await cluster.status('m1'))!.dbSize;
    disarm1 = await ctl(['alarm', 'disarm']);
    listAfterDisarm = await ctl(['alarm', 'list']);
    putAfterDisarm = await ctl(['put', 'after-disarm', VALUE]);
    listAfterPut = await ctl(['alarm', 'list']);
    // The recovery: compact to the current revision, defragment, disarm.
    const revision = (await cluster.status('m1'))!.revision;
    compact = await ctl(['compact', String(revision)]);
    const afterCompact = (await cluster.status('m1'))!.dbSize;
    // Compaction frees pages inside the file, not the file: a disarm now is undone by the next write of
    // the same size (server/storage/quota.go compares the file's size plus the request's cost).
    disarmAfterCompact = await ctl(['alarm', 'disarm']);
    putAfterCompact = await ctl(['put', 'after-compact', VALUE]);
    listAfterCompactPut = await ctl(['alarm', 'list']);
    defrag = await ctl(['defrag']);
    const afterDefrag = (await cluster.status('m1'))!.dbSize;
    disarm2 = await ctl(['alarm', 'disarm']);
    putRecovered = await ctl(['put', 'recovered', 'small']);
    listRecovered = await ctl(['alarm', 'list']);
    sizes = { full, afterDelete, afterCompact, afterDefrag };
  });
  after(() => cluster?.close());

  it(`a write over the quota fails with "${ERRORS.noSpace}" and raises NOSPACE`, (t) => {
    t.diagnostic(`${putsBeforeAlarm} puts of 50 kB fitted; db sizes ${JSON.stringify(sizes)}; keys stored after the rejected put: ${count.stdout.split('\n').filter(Boolean).length}`);
    assert.ok(putsBeforeAlarm > 0 && rejected, 'the quota was never hit');
    assert.equal(rejected.error, ERRORS.noSpace, rejected.stderr);
    assert.match(alarmRaised.stdout, /^memberID:\d+ alarm:NOSPACE\s*$/m);
  });

  it('/health reports unhealthy while NOSPACE is raised (etcdctl endpoint health counts alarms only from 3.5: not checked live)', () => {
    assert.equal(health.status, 503, health.body);
    assert.match(health.body, /"health":"false"/);
  });

  it('a read and a delete still succeed under NOSPACE', () => {
    assert.equal(read.code, 0, read.stderr);
    assert.equal(read.stdout.trim(), VALUE);
    assert.equal(del.code, 0, del.stderr);
    const stored = count.stdout.split('\n').filter(Boolean).length;
    assert.ok(stored >= putsBeforeAlarm && stored <= putsBeforeAlarm + 1, count.stdout);
    assert.equal(del.stdout.trim(), String(stored));
  });

  it('deleting without compacting frees no space, so a disarm is undone by the next write: NOSPACE again', () => {
    assert.ok(sizes.afterDelete >= sizes.full, `db shrank from ${sizes.full} to ${sizes.afterDelete} without compaction`);
    assert.equal(disarm1.code, 0, disarm1.stderr);
    assert.doesNotMatch(listAfterDisarm.stdout, /NOSPACE/, 'disarm cleared the alarm');
    assert.equal(putAfterDisarm.error, ERRORS.noSpace, putAfterDisarm.stderr);
    assert.match(listAfterPut.stdout, /alarm:NOSPACE/, 'the alarm is raised again');
  });

  it('compacting without defragmenting leaves the file as big, so a disarm is undone by the next write too', () => {
    assert.equal(compact.code, 0, compact.stderr);
    assert.ok(sizes.afterCompact >= sizes.full, `db shrank from ${sizes.full} to ${sizes.afterCompact} by compaction alone`);
    assert.equal(disarmAfterCompact.code, 0, disarmAfterCompact.stderr);
    assert.equal(putAfterCompact.error, ERRORS.noSpace, putAfterCompact.stderr);
    assert.match(listAfterCompactPut.stdout, /alarm:NOSPACE/);
  });

  it('compact, defrag and disarm recover: the db shrinks, a write succeeds, no alarm is left', () => {
    assert.equal(compact.code, 0, compact.stderr);
    assert.equal(defrag.code, 0, defrag.stderr);
    assert.ok(sizes.afterDefrag < QUOTA / 2, `db is ${sizes.afterDefrag} bytes after defrag`);
    assert.equal(disarm2.code, 0, disarm2.stderr);
    assert.equal(putRecovered.code, 0, putRecovered.stderr);
    assert.equal(listRecovered.stdout.trim(), '');
  });
});
