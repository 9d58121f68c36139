// `member remove` of a healthy voter while another voter is down (fact sheet "Turn-3 corrections"):
// the strict reconfig check (mayRemoveMember) refuses it, since 1 of 3 would be left running.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Cluster, sleep } from './harness/cluster.ts';
import type { CtlResult } from './harness/etcdctl.ts';
import { ERRORS, TIMES, within, describeWindow, seconds as s } from './expected.ts';

const OPT = { commandTimeoutMs: 10_000 };

const ids = (list: CtlResult): string[] =>
  list.stdout.split('\n').filter(Boolean).map((l) => l.split(',')[0]!.trim()).sort();

describe('3 members, one stopped: removing a healthy voter (etcd 3.4.23 live, 3.6.11 from source)', { timeout: 90_000 }, () => {
  let cluster: Cluster;
  let target = '';
  let listBefore: CtlResult;
  let remove: CtlResult;
  let listAfter: CtlResult;

  before(async () => {
    cluster = await Cluster.start({ size: 3 });
    // see Cluster.settle: the refusal must come from the stopped member, not from a young cluster
    await cluster.settle();
    const leader = (await cluster.leader())!;
    const [stopped, healthy] = cluster.followers(leader) as [string, string];
    target = cluster.m(healthy).id;
    listBefore = await cluster.ctl([leader], ['member', 'list'], OPT);
    await cluster.m(stopped).kill('SIGKILL');
    // The leader must have seen the stream to it break before it counts it as not connected.
    await sleep(2000);
    remove = await cluster.ctl([leader], ['member', 'remove', target], OPT);
    listAfter = await cluster.ctl([leader], ['member', 'list'], OPT);
  });
  after(() => cluster?.close());

  it(`is refused at once with "${ERRORS.unhealthyCluster}"`, (t) => {
    t.diagnostic(`measured: ${s(remove.ms)}, exit ${remove.code}, "Error: ${remove.error}"`);
    assert.notEqual(remove.code, 0, remove.stdout);
    assert.equal(remove.error, ERRORS.unhealthyCluster, remove.stderr);
    assert.ok(within(remove.ms, 0, TIMES.atOnceMs), `refused after ${s(remove.ms)}, expected ${describeWindow(0, TIMES.atOnceMs)}`);
  });

  it('the member list is unchanged', () => {
    assert.equal(listBefore.code, 0, listBefore.stderr);
    assert.equal(listAfter.code, 0, listAfter.stderr);
    assert.equal(ids(listBefore).length, 3);
    assert.deepEqual(ids(listAfter), ids(listBefore));
    assert.ok(ids(listAfter).includes(target));
  });
});
