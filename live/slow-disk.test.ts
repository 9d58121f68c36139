// Slow and stalled disks and defragmentation on a real 3-member etcd (Debian 3.4.23, --pre-vote=true as
// 3.5+ default), for what 3.4 shares with 3.6 (slow-disk scenario, issue 26). The fsync latency is injected
// with strace into every fdatasync of one member (WAL and bbolt both use fdatasync on Linux); killing
// strace detaches it, and the harness kills it with the cluster. A write load runs all along through
// etcd's JSON gateway (/v3/kv/put), since an idle leader saves nothing and its heartbeats never wait.
// Each test's name says what is checked live; thresholds are the cited facts of the scenario.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { Cluster, poll, sleep } from './harness/cluster.ts';
import { ETCD, METRICS } from '../src/model/scenarios/slow-disk/slow-disk.facts.ts';

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** One put through the gateway; its latency in ms, or Infinity on an error. */
async function put(url: string, key: string, value: string, timeoutMs = 20_000): Promise<number> {
  const t0 = performance.now();
  try {
    const r = await fetch(`${url}/v3/kv/put`, { method: 'POST', body: JSON.stringify({ key: b64(key), value: b64(value) }), signal: AbortSignal.timeout(timeoutMs) });
    await r.text();
    return r.ok ? performance.now() - t0 : Infinity;
  } catch {
    return Infinity;
  }
}

/** Puts back to back through `url` until stopped; every latency. */
function load(url: string, prefix: string, value = 'x') {
  const lat: number[] = [];
  let on = true;
  const done = (async () => {
    for (let i = 0; on; i++) lat.push(await put(url, `${prefix}/${i % 50}`, value));
  })();
  return { lat, stop: async () => ((on = false), await done) };
}

async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/** strace delaying fdatasync of every thread of `pid`: `when` limits it to the first call (a stall). */
function injectFsync(pid: number, delayMs: number, once = false): ChildProcess {
  const inject = `fdatasync:delay_enter=${delayMs * 1000}${once ? ':when=1' : ''}`;
  return spawn('strace', ['-f', '-qq', '-p', String(pid), '-e', 'trace=fdatasync', '-e', `inject=${inject}`, '-o', '/dev/null'], { stdio: 'ignore' });
}
async function stopStrace(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return;
  p.kill('SIGTERM');
  await new Promise((r) => p.once('exit', r));
}

describe('slow and stalled disks, defragmentation (etcd 3.4.23, --pre-vote)', { timeout: 240_000 }, () => {
  let cluster: Cluster;
  const tracers: ChildProcess[] = [];
  after(async () => {
    for (const t of tracers) await stopStrace(t);
    await cluster?.close();
  });
  before(async () => {
    cluster = await Cluster.start({ size: 3 });
  });

  it(`live: the leader's fdatasync at 300 ms logs "${ETCD.heartbeatLine.value.slice(0, 40)}…" and raises ${METRICS.heartbeatFailures.value}; no election (source: raft.go @ v3.6.11 l. 388, same in 3.4.23)`, async (t) => {
    const leader = (await cluster.leader())!;
    const m = cluster.m(leader);
    const before = await metric(m.clientUrl, METRICS.heartbeatFailures.value);
    const termBefore = (await cluster.status(leader))?.raftTerm;
    const w = load(m.clientUrl, 'slow');
    const tracer = injectFsync(m.proc!.pid!, 300);
    tracers.push(tracer);
    await sleep(6000);
    await stopStrace(tracer);
    await w.stop();
    const afterCount = await metric(m.clientUrl, METRICS.heartbeatFailures.value);
    const lines = m.log.filter((l) => l.includes(ETCD.heartbeatLine.value));
    const applyLines = m.log.filter((l) => l.includes(ETCD.applyLine.value));
    const ok = w.lat.filter(Number.isFinite);
    t.diagnostic(`heartbeat lines ${lines.length}, metric ${before} -> ${afterCount}, apply lines ${applyLines.length}, writes ${ok.length}, median ${Math.round(ok.sort((a, b) => a - b)[ok.length >> 1] ?? 0)} ms`);
    assert.ok(lines.length > 0, 'no heartbeat warning in the leader log');
    assert.ok(afterCount > before, 'heartbeat_send_failures_total did not rise');
    assert.equal((await cluster.leader()), leader, 'the leader changed: 300 ms gaps are below every election timeout');
    assert.equal((await cluster.status(leader))?.raftTerm, termBefore);
  });

  it(`live: one fdatasync of the leader stalled 4 s: a follower is elected (Pre-Vote), leader_changes_seen_total rises on it, and the old leader logs "${ETCD.slowFdatasyncLine.value}" (source: wal.go @ v3.6.11 l. 844–846)`, async (t) => {
    const leader = (await cluster.leader())!;
    const m = cluster.m(leader);
    const others = cluster.followers(leader);
    const changes = await metric(cluster.m(others[0]).clientUrl, METRICS.leaderChanges.value);
    const w = load(cluster.m(others[0]).clientUrl, 'stall');
    const tracer = injectFsync(m.proc!.pid!, 4000, true);
    tracers.push(tracer);
    const t0 = performance.now();
    const elected = await poll(async () => {
      for (const o of others) { const s = await cluster.status(o, 500); if (s && s.leader === s.memberId) return o; }
      return undefined;
    }, 10_000, 100);
    const electedMs = performance.now() - t0;
    await sleep(5000);
    await stopStrace(tracer);
    await w.stop();
    const slow = m.log.find((l) => l.includes(`"${ETCD.slowFdatasyncLine.value}"`));
    const changesAfter = await metric(cluster.m(others[0]).clientUrl, METRICS.leaderChanges.value);
    t.diagnostic(`elected ${elected} after ${Math.round(electedMs)} ms; changes ${changes} -> ${changesAfter}; ${slow ?? 'no slow fdatasync line'}`);
    assert.ok(elected, 'no follower became leader within 10 s');
    assert.ok(changesAfter > changes);
    assert.ok(slow, 'no slow fdatasync line on the stalled member');
  });

  it('live: while the leader defragments, writes through a follower keep committing; writes through the leader wait for the whole defrag (source: backend.go @ v3.6.11 l. 466–484, same locks in 3.4.23)', async (t) => {
    // Enough data that defrag takes a while: 40 MB of 100 KB values, then deleted so defrag has work.
    const leader = (await cluster.leader())!;
    const [f] = cluster.followers(leader);
    const big = 'v'.repeat(100_000);
    for (let i = 0; i < 400; i += 8) await Promise.all(Array.from({ length: 8 }, (_, j) => put(cluster.m(leader).clientUrl, `big/${i + j}`, big)));
    const viaFollower = load(cluster.m(f).clientUrl, 'df');
    const viaLeader = load(cluster.m(leader).clientUrl, 'dl');
    await sleep(500);
    const t0 = performance.now();
    const res = await cluster.ctl([leader], ['defrag'], { commandTimeoutMs: 120_000 });
    const defragMs = performance.now() - t0;
    await sleep(300);
    await viaFollower.stop();
    await viaLeader.stop();
    const max = (xs: number[]) => Math.max(...xs.filter(Number.isFinite));
    t.diagnostic(`defrag ${Math.round(defragMs)} ms (${res.code === 0 ? 'ok' : res.stderr}); via follower ${viaFollower.lat.length} writes, max ${Math.round(max(viaFollower.lat))} ms; via leader ${viaLeader.lat.length} writes, max ${Math.round(max(viaLeader.lat))} ms; leader still ${await cluster.leader()}`);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(await cluster.leader(), leader, 'defragmentation moved leadership');
    assert.ok(max(viaLeader.lat) >= defragMs * 0.5, 'writes through the leader did not wait for its defragmentation');
    assert.ok(max(viaFollower.lat) < defragMs * 0.5, 'writes through a follower stalled with the leader\'s defragmentation');
  });
});
