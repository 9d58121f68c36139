// The step-link codec (src/model/engine/link.ts) on this scenario's events: versions, prefixes, problems.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_LINK_STEPS, encodeLink, parseLink } from '../../engine/link.ts';
import { etcdQuorum } from './scenario.ts';

test('a v2 link round-trips', () => {
  const p = parseLink(etcdQuorum, '2~cluster.choose:3,leader.fail,clock.advance:10,request.write');
  assert.equal(p.problem, undefined);
  assert.equal(p.version, 2);
  assert.equal(encodeLink(etcdQuorum, p.events), '2~cluster.choose:3,leader.fail,clock.advance:10,request.write');
});

test('a v1 link (no marker) reads clock.tick:N as an advance of N seconds', () => {
  const p = parseLink(etcdQuorum, 'cluster.choose:3,leader.fail,clock.tick:7');
  assert.equal(p.version, 1);
  assert.deepEqual(p.events[2], { type: 'clock.advance', seconds: 7 });
});

test('trailing separators are tolerated', () => {
  assert.equal(parseLink(etcdQuorum, '2~cluster.choose:3,leader.fail,,').problem, undefined);
  assert.equal(parseLink(etcdQuorum, 'cluster.choose:3,').validPrefixLength, 1);
});

test('a link that stops fitting keeps its longest valid prefix and names the step', () => {
  const p = parseLink(etcdQuorum, '2~cluster.choose:3,member.stop:m2,member.stop:m2,request.write');
  assert.equal(p.validPrefixLength, 2);
  assert.deepEqual(p.problem, { reason: 'not-possible', step: 3, token: 'member.stop:m2' });
  assert.equal(parseLink(etcdQuorum, '2~cluster.choose:3,member.kill:m2').problem?.reason, 'unknown-event');
  assert.equal(parseLink(etcdQuorum, '2~cluster.choose:4').problem?.reason, 'bad-param');
  assert.equal(parseLink(etcdQuorum, '2~cluster.choose:3,<script>').problem?.reason, 'syntax');
  assert.equal(parseLink(etcdQuorum, '9~cluster.choose:3').problem?.reason, 'unknown-version');
});

test('too many steps are reported as such, after replaying the allowed ones', () => {
  const p = parseLink(etcdQuorum, `2~cluster.choose:3,${Array(MAX_LINK_STEPS + 5).fill('clock.advance:1').join(',')}`);
  assert.equal(p.problem?.reason, 'too-many-steps');
  assert.equal(p.validPrefixLength, MAX_LINK_STEPS);
});

test('a renamed event keeps old links opening through its alias (step-links.json eventAliases)', () => {
  // As if `member.stop` had been published as `member.crash`, and one whole old token retired.
  const renamed = { ...etcdQuorum, aliases: { ...etcdQuorum.aliases, 'member.crash': 'member.stop', 'leader.kill': 'leader.fail' } };
  const old = parseLink(renamed, '2~cluster.choose:3,member.crash:m2,leader.kill');
  assert.equal(old.problem, undefined);
  assert.equal(encodeLink(renamed, old.events), '2~cluster.choose:3,member.stop:m2,leader.fail');
  assert.equal(parseLink(etcdQuorum, '2~cluster.choose:3,member.crash:m2').problem?.reason, 'unknown-event');
});
