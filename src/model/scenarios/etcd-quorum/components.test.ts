// Model tests of the component types this scenario composes (src/model/components/). The request types and etcdctl are small enough for xstate/graph to
// explore alone: every state is reached and every transition of the definition is taken. An etcd
// member needs its peers, so it is explored inside the scenario (curated timelines, scripted paths
// and seeded random reader paths), and the few transitions that cannot happen are listed with why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { AnyStateMachine, StateValue } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { edges, leafStates } from '../../engine/machine-shape.ts';
import { Run, statePath } from '../../engine/run.ts';
import { etcdQuorum } from './scenario.ts';
import { timelines } from './timelines.ts';
import { etcdMemberMachine } from '../../components/etcd-member.ts';
import {
  etcdMemberAddMachine,
  etcdReadMachine,
  etcdSerializableReadMachine,
  etcdWatchMachine,
  etcdWriteMachine,
  etcdctlMachine,
} from '../../components/etcd-requests.ts';

const send = { type: 'send', member: 'm1', n: 1, value: 'v1' };
/** Timer events are delivered as the events XState schedules for them. */
const timers = (m: AnyStateMachine) => [...new Set(edges(m).map((e) => e.event).filter((e) => e.startsWith('xstate.after.')))].map((type) => ({ type }));

const fixtures: Array<{
  machine: AnyStateMachine;
  events: Array<Record<string, unknown> & { type: string }>;
  key?: (ctx: Record<string, unknown>) => string;
  /** Extra inputs explored beside the default one (an etcd release with other behaviour). */
  versions?: string[];
}> = [
  {
    machine: etcdWriteMachine,
    events: [send, { type: 'accepted', n: 1, mode: 'proposed' }, { type: 'committed', n: 1, revision: 3 }, { type: 'connectionLost', n: 1 }],
    key: (c) => String(c.mode),
    // 3.4's client does not retry the server's DeadlineExceeded (it gets it as Unknown): etcd-requests.facts.ts.
    versions: ['3.4.23'],
  },
  { machine: etcdReadMachine, events: [send, { type: 'readOk', n: 1, value: 'hello', revision: 2, retried: false }] },
  { machine: etcdSerializableReadMachine, events: [send, { type: 'sreadOk', n: 1, value: 'hello', revision: 2 }] },
  {
    machine: etcdWatchMachine,
    events: [send, { type: 'watchOk', n: 1 }, { type: 'watchRefused', n: 1, error: 'etcdserver: no leader' }, { type: 'noLeader' }, { type: 'leaderBack' }, { type: 'connectionLost', n: 1 }],
  },
  {
    machine: etcdMemberAddMachine,
    events: [
      send,
      ...(['allPeers', 'quorumAfterAdd'] as const).flatMap((rule) => [
        { type: 'memberAdded', n: 1, name: 'm4', rule, connected: 3, needed: 3, voters: 3 },
        { type: 'memberAddRefused', n: 1, error: 'etcdserver: unhealthy cluster', rule, connected: 2, needed: 3, voters: 3 },
      ]),
    ],
  },
  { machine: etcdctlMachine, events: [{ type: 'setEndpoint', endpoint: 'm2' }, { type: 'setEndpoint', endpoint: 'all' }] },
];

for (const f of fixtures) {
  test(`${f.machine.id}: xstate/graph reaches every state and takes every transition`, () => {
    const adjacency = [undefined, ...(f.versions ?? [])].map((version) =>
      getAdjacencyMap(f.machine, {
        events: [...f.events, ...timers(f.machine)],
        input: { id: 'req', now: () => 0, version },
        serializeState: (s) => JSON.stringify(s.value) + (f.key?.(s.context as Record<string, unknown>) ?? ''),
      }),
    );
    const reached = new Set<string>();
    const taken = new Set<string>();
    for (const node of adjacency.flatMap((a) => Object.values(a))) {
      const from = statePath(node.state.value);
      reached.add(from);
      for (const t of Object.values(node.transitions) as Array<{ state: { value: StateValue } }>) {
        const to = statePath(t.state.value);
        if (to !== from) taken.add(`${from} -> ${to}`);
      }
    }
    assert.deepEqual([...reached].sort(), leafStates(f.machine).sort());
    assert.deepEqual([...taken].sort(), [...new Set(edges(f.machine).map((e) => `${e.from} -> ${e.to}`))].sort());
  });
}

/** Transitions of the member's definition no reader path can take, and why. */
const MEMBER_UNREACHABLE: Record<string, string> = {
  'up.follower.campaigning -> down': 'a campaign ends in the instant it starts (votes are answered at once), so no reader event finds a member campaigning',
  'up.follower.campaigning -> up.follower.following': 'same: no other leader can appear within the instant of a campaign',
  'up.leader.lonely -> up.follower.following':
    'a lone leader hears a newer leader only once a peer is back, and that peer first gives it its majority back (lonely → quorum → following)',
};

/** Reader paths that reach the rare member transitions. */
const SCRIPTED = [
  // A stale leader learns of the new one: m2 leads (m1 crashed, restarted), m2 is cut off, m1 wins at
  // 1.2 s while m2 is still a lone leader (its CheckQuorum is 1.5 s), then the partition heals.
  ['cluster.choose:3', 'leader.fail', 'clock.advance:10', 'member.start:m1', 'clock.advance:10', 'partition.isolate:m2', 'clock.next', 'partition.heal'],
  // A member without a leader: the stopping leader hands over only to a follower that follows it.
  ['cluster.choose:3', 'member.stop:m2', 'member.stop:m3', 'clock.advance:10', 'member.start:m2', 'clock.advance:10', 'member.stop:m1'],
];

test('etcd-member: every state and every transition is taken by some reader path (except the listed ones)', () => {
  const taken = new Set<string>();
  const reached = new Set<string>(['boot']);
  const note = (run: Run) =>
    run.log.filter((e) => e.componentType === 'etcd-member').forEach((e) => (taken.add(`${e.from} -> ${e.to}`), reached.add(e.from), reached.add(e.to)));
  for (const t of timelines) {
    const run = new Run(etcdQuorum);
    for (const s of t.steps) run.send(s.event);
    note(run);
  }
  for (const path of SCRIPTED) {
    const run = new Run(etcdQuorum);
    for (const e of path) assert.ok(run.send(e).ok, e);
    note(run);
  }
  const random = fc.sample(fc.record({ size: fc.constantFrom(3, 5), picks: fc.array(fc.nat(1000), { minLength: 1, maxLength: 60 }) }), { numRuns: 1500, seed: 42 });
  for (const { size, picks } of random) {
    const run = new Run(etcdQuorum);
    run.send(`cluster.choose:${size}`);
    for (const p of picks) {
      const options = run.available();
      run.send(options[p % options.length]);
    }
    note(run);
  }
  assert.deepEqual([...reached].sort(), leafStates(etcdMemberMachine).sort());
  const defined = [...new Set(edges(etcdMemberMachine).map((e) => `${e.from} -> ${e.to}`))];
  const missing = defined.filter((e) => !taken.has(e));
  assert.deepEqual(missing.sort(), Object.keys(MEMBER_UNREACHABLE).sort());
});
