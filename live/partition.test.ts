// A member cut off by a network partition answers serializable reads from its own, stale state while
// the majority commits (fact sheet §3 "Without quorum", network partition). The partition is real: the
// members' peer traffic goes through proxies the test controls (harness/peer-network.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Cluster, poll, sleep } from './harness/cluster.ts';
import { serverMessage, type CtlResult } from './harness/etcdctl.ts';
import { describeWindow, ERRORS, TIMES, within, seconds as s } from './expected.ts';

const LONG = 15_000;

interface KV {
  value: string;
  modRevision: number;
  headerRevision: number;
}

function parseGet(r: CtlResult): KV | undefined {
  if (r.code !== 0) return undefined;
  const json = JSON.parse(r.stdout) as { header: { revision: number }; kvs?: Array<{ value: string; mod_revision: number }> };
  const kv = json.kvs?.[0];
  if (!kv) return undefined;
  return { value: Buffer.from(kv.value, 'base64').toString(), modRevision: kv.mod_revision, headerRevision: json.header.revision };
}

describe('3 members, a follower cut off by a partition', { timeout: 90_000 }, () => {
  let cluster: Cluster;
  let cut: string;
  let before1: KV | undefined;
  let majorityWrite: CtlResult;
  let majorityRead: KV | undefined;
  let staleRead: KV | undefined;
  let linearizableOnCut: CtlResult;
  let healedRead: KV | undefined;
  let droppedConnections = 0;

  before(async () => {
    cluster = await Cluster.start({ size: 3 });
    const leader = (await cluster.leader())!;
    cut = cluster.followers(leader)[0]!;
    await cluster.ctl([leader], ['put', 'k', 'v1'], { commandTimeoutMs: LONG });
    // Wait until the follower has applied v1, so the stale value is a known one.
    before1 = await poll(async () => {
      const kv = parseGet(await cluster.ctl([cut], ['get', 'k', '-w', 'json', '--consistency=s']));
      return kv?.value === 'v1' ? kv : undefined;
    }, 5000);
    cluster.net.isolate(cut);
    droppedConnections = cluster.net.dropped;
    await sleep(200);
    majorityWrite = await cluster.ctl([leader], ['put', 'k', 'v2'], { commandTimeoutMs: LONG });
    majorityRead = parseGet(await cluster.ctl([leader], ['get', 'k', '-w', 'json'], { commandTimeoutMs: LONG }));
    await sleep(500); // time enough for v2 to reach the follower, were it connected
    staleRead = parseGet(await cluster.ctl([cut], ['get', 'k', '-w', 'json', '--consistency=s'], { commandTimeoutMs: LONG }));
    linearizableOnCut = await cluster.ctl([cut], ['get', 'k']);
    cluster.net.heal();
    healedRead = await poll(async () => {
      const kv = parseGet(await cluster.ctl([cut], ['get', 'k', '-w', 'json', '--consistency=s']));
      return kv?.value === 'v2' ? kv : undefined;
    }, 15_000, 200);
  });
  after(() => cluster?.close());

  it('the proxies cut the member off (its peer connections were dropped)', () => {
    assert.ok(droppedConnections > 0, 'no peer connection was dropped');
  });

  it('the majority commits a write while the member is cut off', () => {
    assert.equal(majorityWrite.code, 0, majorityWrite.stderr);
    assert.equal(majorityRead?.value, 'v2');
  });

  it('a serializable read on the cut-off member returns the old value with its old revision', (t) => {
    t.diagnostic(`cut-off member: ${JSON.stringify(staleRead)}; majority: ${JSON.stringify(majorityRead)}`);
    assert.ok(before1 && staleRead && majorityRead);
    assert.equal(staleRead.value, 'v1');
    assert.equal(staleRead.modRevision, before1.modRevision);
    assert.ok(staleRead.headerRevision < majorityRead.headerRevision, 'the stale answer carries an older store revision');
  });

  it(`a linearizable read on the cut-off member fails at etcdctl's 5 s with "${ERRORS.deadlineExceeded}"`, (t) => {
    t.diagnostic(`measured: ${s(linearizableOnCut.ms)}, "Error: ${linearizableOnCut.error}"`);
    assert.notEqual(linearizableOnCut.code, 0, linearizableOnCut.stdout);
    assert.equal(serverMessage(linearizableOnCut.error), ERRORS.deadlineExceeded, linearizableOnCut.stderr);
    const tt = TIMES.etcdctlDefaultTimeoutMs;
    assert.ok(within(linearizableOnCut.ms, tt, tt), `failed after ${s(linearizableOnCut.ms)}, expected ${describeWindow(tt, tt)}`);
  });

  it('after the partition heals the member catches up and serves the new value', () => {
    assert.equal(healedRead?.value, 'v2');
  });
});
