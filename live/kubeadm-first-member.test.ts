// kubeadm's first control-plane node (fact sheet "Turn-3 corrections"): it is started alone with
// --initial-cluster naming only itself (kubeadm leaves --initial-cluster-state unset, i.e. "new"), the
// others join with `member add` and "existing". Wiped and restarted with those flags it does not refuse
// with "already been bootstrapped" (isMemberBootstrapped asks only the peers listed in --initial-cluster:
// v3.4.23 etcdserver/server.go l. 385–396, cluster_util.go l. 37; v3.6.11 server/etcdserver/bootstrap.go
// l. 322–333): it bootstraps a one-member cluster again, with the same member id and cluster id as before.
// Only 3.4.23 is run; the bootstrap code is the same at v3.6.11.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Cluster, poll, sleep, type Member } from './harness/cluster.ts';
import type { CtlResult } from './harness/etcdctl.ts';
import { MEMBERSHIP_ERRORS, seconds as s } from './expected.ts';

const OPT = { commandTimeoutMs: 10_000 };

/** `member list -w json`: the cluster id (hex; JSON numbers would lose uint64 precision) and the member ids. */
function memberList(r: CtlResult): { clusterId: string; ids: string[] } {
  const clusterId = /"cluster_id":(\d+)/.exec(r.stdout)?.[1];
  const ids = [...r.stdout.matchAll(/"ID":(\d+)/g)].map((x) => BigInt(x[1]!).toString(16));
  return { clusterId: clusterId ? BigInt(clusterId).toString(16) : '', ids };
}

describe('kubeadm-style first member, wiped and restarted (etcd 3.4.23 live)', { timeout: 150_000 }, () => {
  let cluster: Cluster;
  let m1: Member;
  let before3: { clusterId: string; ids: string[] };
  let othersAfter: { clusterId: string; ids: string[] };
  let m1Id = '';
  let selfLeaderAfter: number | undefined;
  let wipedList: CtlResult;
  let wipedGet: CtlResult;
  let afterHeal = '';
  let refusedOwn: string | undefined;
  let runningAlone = false;
  let fullList: { exit?: { code: number | null; signal: string | null }; line?: string };

  before(async () => {
    // As kubeadm init: one member, --initial-cluster naming only itself, state new.
    cluster = await Cluster.start({ size: 1 });
    m1 = cluster.m('m1');
    m1Id = m1.id;
    // As kubeadm join: member add, then start with the printed list and "existing". A member added to a
    // 2-member cluster must first have been connected for 5 s (HealthInterval), hence the retries.
    for (const name of ['m2', 'm3']) {
      const joiner = await cluster.newMember(name);
      const add = await poll(async () => {
        const r = await cluster.ctl(['m1'], ['member', 'add', name, `--peer-urls=${joiner.peerUrl}`], OPT);
        return r.code === 0 ? r : undefined;
      }, 30_000, 500);
      assert.ok(add, `member add ${name} never succeeded`);
      const initial = /ETCD_INITIAL_CLUSTER="([^"]+)"/.exec(add.stdout)?.[1] ?? '';
      joiner.start(initial, 'existing', cluster.token);
      const status = await poll(() => cluster.status(name), 20_000, 100);
      assert.ok(status, `${name} does not answer status`);
      joiner.id = status.memberId;
      cluster.net.setMemberId(name, joiner.id);
    }
    const put = await cluster.ctl(['m2'], ['put', 'k', 'before-wipe'], OPT);
    assert.equal(put.code, 0, put.stderr);
    before3 = memberList(await cluster.ctl(['m2'], ['member', 'list', '-w', 'json'], OPT));

    // Wipe m1's member/ directory and start it again with its original flags, cut off from m2 and m3
    // (its proxy refuses them) so that what it does on its own can be seen without a race.
    await m1.kill('SIGKILL');
    rmSync(join(m1.dataDir, 'member'), { recursive: true, force: true });
    cluster.net.isolate('m1');
    const restartedAt = performance.now();
    m1.restart();
    selfLeaderAfter = await poll(async () => {
      const st = await cluster.status('m1');
      return st && st.leader === st.memberId ? performance.now() - restartedAt : undefined;
    }, 20_000, 25);
    await sleep(2000); // still alone two seconds later
    refusedOwn = m1.logMatching(MEMBERSHIP_ERRORS.alreadyBootstrapped);
    runningAlone = m1.running;
    [wipedList, wipedGet] = await Promise.all([
      cluster.ctl(['m1'], ['member', 'list', '-w', 'json'], OPT),
      cluster.ctl(['m1'], ['get', 'k', '--print-value-only'], OPT),
    ]);
    othersAfter = memberList(await cluster.ctl(['m2', 'm3'], ['member', 'list', '-w', 'json'], OPT));
    // Reconnected: m1 kept its member id and cluster id, so the others' messages are accepted. What
    // follows is reported, not asserted.
    cluster.net.heal();
    const healedAt = performance.now();
    const caughtUp = await poll(async () => {
      const get = await cluster.ctl(['m1'], ['get', 'k', '--print-value-only'], { commandTimeoutMs: 2000 });
      return get.stdout.trim() === 'before-wipe' ? performance.now() - healedAt : undefined;
    }, 15_000, 250);
    const st = await cluster.status('m1');
    const m1View = memberList(await cluster.ctl(['m1'], ['member', 'list', '-w', 'json'], OPT));
    afterHeal = `after heal: running=${m1.running}, key ${caughtUp === undefined ? 'still absent after 15 s' : `present after ${s(caughtUp)}`}, ` +
      `m1's leader ${st?.leader} (term ${st?.raftTerm}), m1 lists ${m1View.ids.length} members`;
    const panic = m1.logMatching(/panic|tocommit|conflict|mismatch/);
    if (panic) afterHeal += `; log: ${panic.slice(0, 300)}`;

    // By contrast: wiped again, restarted with all three peers listed and "new".
    await m1.kill('SIGKILL');
    rmSync(m1.dataDir, { recursive: true, force: true });
    m1.start(cluster.initialCluster(), 'new', cluster.token);
    fullList = { exit: await m1.waitExit(20_000) };
    fullList.line = m1.logMatching(MEMBERSHIP_ERRORS.alreadyBootstrapped);
    await m1.kill('SIGKILL');
  });
  after(() => cluster?.close());

  it('setup: three members, m1 bootstrapped alone, m2 and m3 added', () => {
    assert.equal(before3.ids.length, 3, JSON.stringify(before3));
  });

  it('wiped, restarted with --initial-cluster naming only itself and "new" (cut off from m2, m3): it starts and elects itself leader', (t) => {
    t.diagnostic(`leader of itself after ${selfLeaderAfter === undefined ? 'never' : s(selfLeaderAfter)}`);
    assert.ok(selfLeaderAfter !== undefined, m1.log.slice(-5).join('\n'));
    assert.equal(refusedOwn, undefined);
    assert.ok(runningAlone, 'etcd exited');
  });

  it('it is a new one-member cluster: `member list` against it shows only itself, the key written before is absent', (t) => {
    const wiped = memberList(wipedList);
    t.diagnostic(`m1 lists ${wiped.ids.join(',')}; get k: code ${wipedGet.code}, "${wipedGet.stdout.trim()}"`);
    assert.deepEqual(wiped.ids, [m1Id], wipedList.stdout + wipedList.stderr);
    assert.equal(wipedGet.code, 0, wipedGet.stderr);
    assert.equal(wipedGet.stdout.trim(), '');
  });

  // Not a new cluster id: a member listed in --initial-cluster gets id = hash(peer URLs + token), the
  // cluster id = hash(member ids) (v3.4.23 etcdserver/api/membership/member.go newMember l. 66–88,
  // cluster.go genID l. 223), and m1's peer URL and token are unchanged.
  it('its cluster id is the old one, the same as m2\'s and m3\'s (ids are hashes of peer URLs and token)', (t) => {
    const wiped = memberList(wipedList);
    t.diagnostic(`cluster id: m1 ${wiped.clusterId}, m2/m3 ${othersAfter.clusterId}, before the wipe ${before3.clusterId}`);
    assert.ok(wiped.clusterId);
    assert.equal(wiped.clusterId, othersAfter.clusterId);
    assert.equal(wiped.clusterId, before3.clusterId);
  });

  it('reported, not asserted: what m1 does once m2 and m3 reach it again', (t) => {
    t.diagnostic(afterHeal);
  });

  it('restarted wiped with all three peers in --initial-cluster and "new", it exits: "member … has already been bootstrapped"', (t) => {
    t.diagnostic(`exit ${JSON.stringify(fullList.exit)}; log: ${fullList.line}`);
    assert.ok(fullList.exit, 'etcd kept running');
    assert.notEqual(fullList.exit.code, 0);
    assert.ok(fullList.line, m1.log.slice(-5).join('\n'));
    assert.match(fullList.line, new RegExp(`member ${m1Id} has already been bootstrapped`));
  });
});
