// A 5-member etcd tolerates two failures and gets quorum back when a member returns (fact sheet §3 "Quorum").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Cluster } from './harness/cluster.ts';
import type { CtlResult } from './harness/etcdctl.ts';
import { seconds as s } from './expected.ts';

const LONG = 15_000;

describe('5 members: quorum 3', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  let afterTwo: CtlResult;
  let readAfterTwo: CtlResult;
  let afterThree: CtlResult;
  let restartedLeader: string | undefined;
  let afterRestart: CtlResult;
  let readAfterRestart: CtlResult;
  const names: string[] = [];

  before(async () => {
    cluster = await Cluster.start({ size: 5 });
    const leader = (await cluster.leader())!;
    const followers = cluster.followers(leader);
    // Two failures, the leader among them.
    const [gone1, gone2, gone3, ...alive] = [leader, ...followers] as [string, string, string, string, string];
    names.push(gone1, gone2, gone3, ...alive);
    await Promise.all([cluster.m(gone1).kill('SIGKILL'), cluster.m(gone2).kill('SIGKILL')]);
    await cluster.waitLeader({ among: [gone3, ...alive], timeoutMs: 10_000 });
    afterTwo = await cluster.ctl([alive[0]!], ['put', 'k', 'two-down'], { commandTimeoutMs: LONG });
    readAfterTwo = await cluster.ctl([alive[1]!], ['get', 'k', '--print-value-only'], { commandTimeoutMs: LONG });
    // A third failure: 2 of 5 left, no quorum.
    await cluster.m(gone3).kill('SIGKILL');
    afterThree = await cluster.ctl([alive[0]!], ['put', 'k', 'three-down'], { commandTimeoutMs: 3000 });
    // One member comes back with its data: 3 of 5.
    cluster.m(gone1).restart();
    restartedLeader = await cluster.waitLeader({ among: [gone1, ...alive], timeoutMs: 15_000 });
    afterRestart = await cluster.ctl([alive[0]!], ['put', 'k', 'quorum-back'], { commandTimeoutMs: LONG });
    readAfterRestart = await cluster.ctl([gone1], ['get', 'k', '--print-value-only'], { commandTimeoutMs: LONG });
  });
  after(() => cluster?.close());

  it('with 2 of 5 members killed (the leader among them) writes and linearizable reads succeed', (t) => {
    t.diagnostic(`put took ${s(afterTwo.ms)}`);
    assert.equal(afterTwo.code, 0, afterTwo.stderr);
    assert.equal(readAfterTwo.stdout.trim(), 'two-down', readAfterTwo.stderr);
  });

  it('with 3 of 5 killed a write fails', () => {
    assert.notEqual(afterThree.code, 0, afterThree.stdout);
  });

  it('restarting one killed member (with its data dir) brings quorum back: writes succeed and it serves them', (t) => {
    assert.ok(restartedLeader, 'no leader after the restart');
    t.diagnostic(`put after restart took ${s(afterRestart.ms)}`);
    assert.equal(afterRestart.code, 0, afterRestart.stderr);
    assert.equal(readAfterRestart.stdout.trim(), 'quorum-back', readAfterRestart.stderr);
  });
});
