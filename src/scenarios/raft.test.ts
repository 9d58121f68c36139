import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  REQUEST_TIMEOUT_MS,
  WATCH_NO_LEADER_CANCEL_MS,
  electionWinner,
  failLeader,
  hasQuorum,
  initialMembers,
  leaderOf,
  liveMembers,
  passTime,
  quorumOf,
  startMember,
  statusOf,
  stopMember,
  toleratedFailures,
} from './raft.ts';

test('quorum is ⌊n/2⌋+1 and a cluster tolerates ⌊(n−1)/2⌋ failures (etcd FAQ table)', () => {
  const table = { 1: [1, 0], 2: [2, 0], 3: [2, 1], 4: [3, 1], 5: [3, 2], 6: [4, 2], 7: [4, 3] };
  for (const [n, [q, f]] of Object.entries(table)) {
    assert.equal(quorumOf(Number(n)), q, `quorum of ${n}`);
    assert.equal(toleratedFailures(Number(n)), f, `failures tolerated by ${n}`);
  }
});

test('timeouts follow etcd defaults: request 5 s + 2 × election timeout, watch cancel after 3 election timeouts', () => {
  assert.equal(REQUEST_TIMEOUT_MS, 7000);
  assert.equal(WATCH_NO_LEADER_CANCEL_MS, 3000);
});

test('a fresh cluster has m1 as leader; a 3-member cluster has no m4, m5', () => {
  const three = initialMembers(3);
  assert.equal(leaderOf(three), 'm1');
  assert.deepEqual(liveMembers(three), ['m1', 'm2', 'm3']);
  assert.equal(three.m4, 'absent');
  assert.equal(statusOf(initialMembers(5)), 'healthy');
});

test('losing a follower keeps quorum and the leader', () => {
  const m = stopMember(initialMembers(3), 'm2');
  assert.equal(statusOf(m), 'healthy');
  assert.equal(leaderOf(m), 'm1');
});

test('losing the leader with quorum left starts an election that completes within one election timeout', () => {
  const m = failLeader(initialMembers(3));
  assert.equal(m.m1, 'down');
  assert.equal(statusOf(m), 'electing');
  assert.equal(passTime(m, 999), m, 'not yet after 999 ms');
  const after = passTime(m, 1000);
  assert.equal(leaderOf(after), 'm2');
  assert.equal(statusOf(after), 'healthy');
});

test('a stopped member still counts toward the quorum: 2 of 3 down loses quorum, the leader steps down', () => {
  const m = stopMember(stopMember(initialMembers(3), 'm2'), 'm3');
  assert.equal(hasQuorum(m), false);
  assert.equal(statusOf(m), 'noQuorum');
  assert.equal(m.m1, 'follower');
  assert.equal(passTime(m, 7000), m, 'no election can complete without quorum');
});

test('5 members survive 2 failures but not 3', () => {
  let m = stopMember(stopMember(initialMembers(5), 'm4'), 'm5');
  assert.equal(statusOf(m), 'healthy');
  m = stopMember(m, 'm3');
  assert.equal(statusOf(m), 'noQuorum');
});

test('starting members back restores quorum; the members then elect a leader', () => {
  let m = stopMember(stopMember(initialMembers(3), 'm2'), 'm3');
  m = startMember(m, 'm2');
  assert.equal(statusOf(m), 'electing');
  assert.ok(electionWinner(m));
  assert.equal(statusOf(passTime(m, 1000)), 'healthy');
});

test('leadership moves on after a stopped member, so every member can become leader', () => {
  let m = initialMembers(5);
  const leaders: string[] = [];
  for (let i = 0; i < 5; i++) {
    const old = leaderOf(m)!;
    m = passTime(failLeader(m), 1000);
    leaders.push(leaderOf(m)!);
    m = startMember(m, old as never);
  }
  assert.deepEqual(leaders, ['m2', 'm3', 'm4', 'm5', 'm1']);
});

test('stopping a stopped member or starting a running one changes nothing', () => {
  const m = stopMember(initialMembers(3), 'm2');
  assert.equal(stopMember(m, 'm2'), m);
  assert.equal(startMember(m, 'm1'), m);
  assert.equal(startMember(m, 'm4'), m, 'm4 is not in a 3-member cluster');
  const leaderless = stopMember(m, 'm3');
  assert.equal(leaderOf(leaderless), undefined);
  assert.equal(failLeader(leaderless), leaderless, 'no leader to fail');
});
