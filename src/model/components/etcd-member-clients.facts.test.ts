// The member-add rule per release, with the numbers worked out from the source (server/etcdserver/util.go
// @ v3.6.11 l. 38–48 and @ v3.6.10 l. 41–43), not from the model: 3 members with 1 dead leave 2 connected,
// 5 with 1 dead leave 4 (the handling member counts itself).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MEMBER_ADD, memberAddRule } from './etcd-member-clients.facts.ts';

const mayAdd = (version: string, voters: number, connected: number) => connected >= MEMBER_ADD.needed.value(voters, memberAddRule(version));

test('the rule changed in 3.5.30, 3.6.11 and 3.7.0; 3.4 has the old one', () => {
  assert.deepEqual(
    ['3.4.23', '3.5.29', '3.5.30', '3.6.10', '3.6.11', '3.7.0'].map(memberAddRule),
    ['allPeers', 'allPeers', 'quorumAfterAdd', 'allPeers', 'quorumAfterAdd', 'quorumAfterAdd'],
  );
});

test('3 members, 1 dead: refused on both rules (old: 2 ≠ 3; new: 2 < quorum(4) = 3)', () => {
  assert.equal(mayAdd('3.6.10', 3, 2), false);
  assert.equal(mayAdd('3.6.11', 3, 2), false);
  assert.equal(MEMBER_ADD.needed.value(3, 'quorumAfterAdd'), 3);
});

test('5 members, 1 dead: refused on the old rule (4 ≠ 5), accepted on the new (4 ≥ quorum(6) = 4)', () => {
  assert.equal(mayAdd('3.5.29', 5, 4), false);
  assert.equal(mayAdd('3.6.10', 5, 4), false);
  assert.equal(mayAdd('3.5.30', 5, 4), true);
  assert.equal(mayAdd('3.6.11', 5, 4), true);
  assert.equal(mayAdd('3.7.0', 5, 4), true);
});

test('5 members, 2 dead: refused on both (3 < 4)', () => {
  assert.equal(mayAdd('3.6.11', 5, 3), false);
});
