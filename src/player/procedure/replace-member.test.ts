// The replace-member procedure: commands only for the scenario's events, a runbook whose items link to
// steps that replay, and commands an operator can paste as they are.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../model/engine/index.ts';
import { Run } from '../../model/engine/run.ts';
import { procedureData } from './data.ts';
import { procedure } from '../../model/scenarios/replace-member/procedure.ts';
import { replaceMember } from '../../model/scenarios/replace-member/scenario.ts';

test('every command belongs to a reader event of the scenario, and every non-clock event has one', () => {
  const types = replaceMember.events.map((e) => e.type);
  for (const key of Object.keys(procedure.commands)) assert.ok(types.includes(key.split(':')[0]), key);
  for (const t of types) assert.ok(procedure.commands[t], `no command for ${t}`);
});

test('the runbook is the right path in order: remove before add, add as a learner, promote after start', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const data = (await procedureData('replace-member', lang))!;
    const order = data.runbook.items.map((i) => i.token);
    assert.deepEqual(order, ['cluster.start:true', 'check.status', 'member.remove', 'member.addLearner', 'replacement.start', 'member.promote', 'check.health'], lang);
    for (const item of data.runbook.items) {
      assert.ok(item.title && !/\{[a-z]/i.test(item.title), `${lang} ${item.token}: title`);
      const run = createRun(replaceMember);
      assert.equal(run.replay(item.link.slice(2).split(',')).problem, undefined, item.link);
    }
    // The last item's link opens the replaced cluster.
    const last = createRun(replaceMember);
    last.replay(data.runbook.items.at(-1)!.link.slice(2).split(','));
    assert.match(last.dataState(), /cluster\.healthy/);
    assert.match(last.dataState(), /etcd4\.running\.voter/);
  }
});

test('no command passes --endpoints while ETCDCTL_ENDPOINTS is exported (etcdctl exits: "conflicting environment variable")', () => {
  const exported = /^export ETCDCTL_ENDPOINTS=/m.test(procedure.commands['cluster.start'].etcd36);
  for (const [key, c] of Object.entries(procedure.commands)) {
    for (const line of [c.etcd36, c.etcd35 ?? ''].join('\n').split('\n')) {
      if (exported && /^\s*etcdctl\b/.test(line)) assert.doesNotMatch(line, /--endpoints\b/, `${key}: ${line}`);
    }
  }
});

test('the member add command names the peer URL the start command advertises, and promote finds the ID member add prints', () => {
  const add = procedure.commands['member.addLearner'].etcd36;
  const start = procedure.commands['replacement.start'].etcd36;
  const peer = /--peer-urls=(\S+)/.exec(add)![1];
  assert.ok(start.includes(`--initial-advertise-peer-urls ${peer}`), start);
  assert.match(start, /--initial-cluster-state existing/);
  assert.doesNotMatch(start, /etcd1=/, 'the removed member must not be in --initial-cluster');
  // promote reads the new member's ID from member list by that peer URL (src/model/scenarios/replace-member/procedure.test.ts
  // checks the lookup against the scenario's own member list).
  assert.ok(procedure.commands['member.promote'].etcd36.includes(peer.replace(/^"|"$/g, '')), procedure.commands['member.promote'].etcd36);
});

test('member add prints ETCD_INITIAL_CLUSTER in member-ID order, as etcd lists members', () => {
  // etcdctl member_command.go builds the line from the MemberAdd response, whose members the server
  // sorts by ID (RaftCluster.Members(), v3.6.0 server/etcdserver/api/membership/cluster.go; seen on
  // 3.4.23: the new member with the lowest ID came first). etcd4 2b5c… < etcd2 91bc… < etcd3 fd42….
  const run = new Run(replaceMember);
  for (const e of ['cluster.start:true', 'member.remove', 'member.addLearner']) run.send(e);
  const lines = (run.world().context('etcdctl') as { lines: string[] }).lines;
  assert.ok(lines.includes('ETCD_INITIAL_CLUSTER="etcd4=https://10.0.0.24:2380,etcd2=https://10.0.0.22:2380,etcd3=https://10.0.0.23:2380"'), lines.join('\n'));
});
