// Domain rules of the etcd-quorum scenario, replayed through the machine as a reader would.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyMachineSnapshot } from 'xstate';
import { type EtcdQuorumContext, type EtcdQuorumEvent, scenario } from './etcd-quorum.ts';
import { explore } from './model.ts';
import { MEMBER_IDS, statusOf } from './raft.ts';
import { activeLeaves } from './statechart.ts';
import { replay } from '../player/restore.ts';

function run(...events: EtcdQuorumEvent[]): AnyMachineSnapshot {
  const r = replay(scenario.machine, scenario.events, events);
  assert.equal(r.problem, undefined, `not possible: ${JSON.stringify(r.problem)}`);
  return r.snapshots[r.snapshots.length - 1];
}

const leaf = (s: AnyMachineSnapshot, region: string) =>
  activeLeaves(scenario.machine, s.value).find((l) => l.startsWith(`running.${region}.`))?.split('.').slice(2).join('.');
const can = (s: AnyMachineSnapshot, e: EtcdQuorumEvent) => s.can(e);

const three: EtcdQuorumEvent = { type: 'cluster.choose', size: 3 };
const five: EtcdQuorumEvent = { type: 'cluster.choose', size: 5 };
const stop = (member: string) => ({ type: 'member.stop', member }) as EtcdQuorumEvent;
const start = (member: string) => ({ type: 'member.start', member }) as EtcdQuorumEvent;
const tick = (seconds: 1 | 7): EtcdQuorumEvent => ({ type: 'clock.tick', seconds });
const fail: EtcdQuorumEvent = { type: 'leader.fail' };
const write: EtcdQuorumEvent = { type: 'request.write' };
const linRead: EtcdQuorumEvent = { type: 'request.linearizableRead' };
const serRead: EtcdQuorumEvent = { type: 'request.serializableRead' };
const watch: EtcdQuorumEvent = { type: 'request.watch' };

test('the reader picks 3 or 5 members first', () => {
  assert.equal(run().value, 'setup');
  assert.equal(leaf(run(three), 'm4'), 'absent');
  assert.equal(leaf(run(five), 'm5'), 'follower');
  assert.equal(leaf(run(three), 'cluster'), 'healthy');
  assert.equal(can(run(), stop('m1')), false, 'nothing runs before the size is chosen');
});

test('with a leader and quorum: writes commit, reads are answered, watches stream', () => {
  const s = run(three, write, linRead, serRead, watch);
  assert.equal(leaf(s, 'write'), 'committed');
  assert.equal(leaf(s, 'linearizableRead'), 'answered');
  assert.equal(leaf(s, 'serializableRead'), 'answered');
  assert.equal(leaf(s, 'watch'), 'streaming');
});

test('without quorum, writes and linearizable reads fail with "request timed out" after 7 s, not after 1 s', () => {
  const s = run(three, stop('m2'), stop('m3'), write, linRead);
  assert.equal(leaf(s, 'cluster'), 'noQuorum');
  assert.equal(leaf(s, 'write'), 'waiting');
  assert.equal(can(s, tick(1)), false, 'nothing happens within 1 s');
  const later = run(three, stop('m2'), stop('m3'), write, linRead, tick(7));
  assert.equal(leaf(later, 'write'), 'timedOut');
  assert.equal(leaf(later, 'linearizableRead'), 'timedOut');
});

test('without quorum, serializable reads are still answered by a live member, possibly stale', () => {
  const s = run(three, stop('m2'), stop('m3'), serRead);
  assert.equal(leaf(s, 'serializableRead'), 'possiblyStale');
});

test('requests that need a leader (watches) get "no leader" during an election and without quorum', () => {
  assert.equal(leaf(run(three, fail, watch), 'watch'), 'refused');
  assert.equal(leaf(run(three, stop('m2'), stop('m3'), watch), 'watch'), 'refused');
});

test('an open watch is cancelled with "no leader" only after 3 s without a leader, and survives an election', () => {
  assert.equal(leaf(run(three, watch, stop('m2'), stop('m3')), 'watch'), 'streaming');
  assert.equal(leaf(run(three, watch, stop('m2'), stop('m3'), tick(7)), 'watch'), 'cancelled');
  assert.equal(leaf(run(three, watch, fail, tick(1)), 'watch'), 'streaming');
});

test('a new leader is elected within one election timeout when quorum is left, and the term grows', () => {
  const electing = run(three, fail);
  assert.equal(leaf(electing, 'cluster'), 'electing');
  assert.equal(leaf(electing, 'm1'), 'down');
  const s = run(three, fail, tick(1));
  assert.equal(leaf(s, 'cluster'), 'healthy');
  assert.equal(leaf(s, 'm2'), 'leader');
  assert.equal((s.context as EtcdQuorumContext).term, (electing.context as EtcdQuorumContext).term + 1);
});

test('a write waiting for the election commits once the new leader is there', () => {
  assert.equal(leaf(run(three, fail, write), 'write'), 'waiting');
  assert.equal(leaf(run(three, fail, write, tick(1)), 'write'), 'committed');
});

test('a linearizable read in flight while the leader changes fails with "leader changed"; a retry succeeds', () => {
  const s = run(three, fail, linRead, tick(1));
  assert.equal(leaf(s, 'linearizableRead'), 'leaderChanged');
  assert.equal(leaf(run(three, fail, linRead, tick(1), linRead), 'linearizableRead'), 'answered');
});

test('5 members keep quorum with 2 down, lose it with 3', () => {
  assert.equal(leaf(run(five, stop('m2'), stop('m3'), write), 'write'), 'committed');
  assert.equal(leaf(run(five, stop('m2'), stop('m3'), stop('m4')), 'cluster'), 'noQuorum');
});

test('starting members back restores quorum, then an election', () => {
  const s = run(three, stop('m2'), stop('m3'), start('m2'));
  assert.equal(leaf(s, 'cluster'), 'electing');
  assert.equal(leaf(run(three, stop('m2'), stop('m3'), start('m2'), tick(1)), 'cluster'), 'healthy');
});

test('only possible events are offered', () => {
  const s = run(three, stop('m2'));
  assert.equal(can(s, stop('m2')), false, 'm2 is already stopped');
  assert.equal(can(s, start('m1')), false, 'm1 is running');
  assert.equal(can(s, stop('m4')), false, 'no m4 in a 3-member cluster');
  assert.equal(can(s, tick(1)), false, 'a healthy cluster has nothing waiting for time');
  assert.equal(can(run(three, fail), fail), false, 'no leader to fail during the election');
  const allDown = run(three, stop('m1'), stop('m2'), stop('m3'));
  for (const e of [write, linRead, serRead, watch]) assert.equal(can(allDown, e), false, `${e.type} with no member up`);
  assert.equal(can(run(three, fail, write), write), false, 'the client waits for its write');
});

test('a cluster change clears earlier answers, but not a request still waiting', () => {
  const s = run(three, write, serRead, stop('m2'));
  assert.equal(leaf(s, 'write'), 'idle');
  assert.equal(leaf(s, 'serializableRead'), 'idle');
  assert.equal(leaf(run(three, fail, write, stop('m3')), 'write'), 'waiting');
});

test('in every reachable state, each member region and the cluster region agree with the Raft rules', () => {
  const model = explore(scenario);
  assert.ok(model.states.size > 1000);
  for (const s of model.states.values()) {
    if (s.value === 'setup') continue;
    const { members } = s.context as EtcdQuorumContext;
    for (const id of MEMBER_IDS) assert.equal(leaf(s, id), members[id], `${id} in ${JSON.stringify(s.value)}`);
    assert.equal(leaf(s, 'cluster'), statusOf(members));
    const waiting = ['write', 'linearizableRead'].some((r) => leaf(s, r) === 'waiting');
    assert.ok(!(waiting && statusOf(members) === 'healthy'), 'nothing waits while there is a leader');
  }
});
