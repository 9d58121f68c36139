// The runbook of replace-member as a careful operator pastes it (issue 25 §6): no example address or member
// ID written into a command, every placeholder set once at the top (or, on the new machine, at the top of
// its own step), every variable set before it is used, every retry bounded with a failure message, and the
// member-ID lookups matching the rows `etcdctl member list` prints (etcdctl/ctlv3/command/printer.go
// @ v3.6.11 l. 185–205 makeMemberListTable, printer_simple.go l. 148–153: fields joined with ", ").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Run } from '../../engine/run.ts';
import { PROMOTE_ATTEMPTS, procedure } from './procedure.ts';
import { MEMBERS, replaceMember } from './scenario.ts';
import { timelines } from './timelines.ts';

const runbook = timelines.find((t) => t.runbook)!.steps.map((s) => s.event).filter((t) => procedure.commands[t] ?? procedure.commands[t.split(':')[0]]);
const commandOf = (token: string) => (procedure.commands[token] ?? procedure.commands[token.split(':')[0]]).etcd36;
/** The new machine runs in its own shell: its step sets its own variables. */
const OWN_SHELL = ['replacement.start'];

test('no command of the runbook carries an example address or member ID', () => {
  for (const token of runbook) {
    const text = commandOf(token);
    for (const m of MEMBERS) {
      assert.ok(!text.includes(m.id), `${token}: member ID ${m.id} written in:\n${text}`);
      assert.ok(!text.includes(new URL(m.peerUrl).hostname), `${token}: address of ${m.name} written in:\n${text}`);
    }
  }
});

test('each placeholder is set once, in the first step or at the top of its own shell, and every variable is set before it is used', () => {
  const shells = [runbook.filter((t) => !OWN_SHELL.includes(t)), ...OWN_SHELL.map((t) => [t])];
  for (const shell of shells) {
    const set = new Set(['attempt']);
    for (const [i, token] of shell.entries()) {
      for (const line of commandOf(token).split('\n')) {
        for (const [, name] of line.matchAll(/\$\{?([A-Z_][A-Z0-9_]*|attempt)\b/g)) {
          assert.ok(set.has(name) || name.startsWith('ETCDCTL_'), `${token}: $${name} used before it is set:\n${line}`);
        }
        const placeholder = /<[A-Z0-9_]+>/.test(line);
        if (placeholder) assert.equal(i, 0, `${token}: a placeholder after the first step of its shell:\n${line}`);
        const assigned = /^(?:export )?([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
        if (assigned) {
          assert.ok(!set.has(assigned) || !placeholder, `${token}: ${assigned} set twice`);
          set.add(assigned);
        }
      }
    }
  }
});

test('every retry is bounded and says why it stopped', () => {
  for (const [key, spec] of Object.entries(procedure.commands)) {
    assert.doesNotMatch(spec.etcd36, /\buntil\b|\bwhile\b/, `${key}: an unbounded loop`);
  }
  const promote = procedure.commands['member.promote'].etcd36;
  assert.match(promote, new RegExp(`for attempt in \\$\\(seq 1 ${PROMOTE_ATTEMPTS}\\)`));
  assert.match(promote, /echo "[^"]*not promoted after[^"]*" >&2; break/);
});

/** What `awk -F', ' -v want=V '$N == want { print $1 }'` prints for these lines. */
const awkPick = (lines: string[], field: number, want: string) => lines.map((l) => l.split(', ')).filter((f) => f[field - 1] === want).map((f) => f[0]);

test('the member-ID lookups find the failed member by name and the unstarted learner by peer URL in member list', () => {
  const run = new Run(replaceMember);
  const list = () => {
    run.send('member.list');
    return (run.world().context('etcdctl') as { lines: string[] }).lines;
  };
  run.send('cluster.start:true');
  assert.ok(/\$3 == want/.test(commandOf('member.remove')) && commandOf('member.remove').includes('want="$FAILED_NAME"'));
  assert.deepEqual(awkPick(list(), 3, 'etcd1'), [MEMBERS[0].id]);
  for (const e of ['member.remove', 'member.addLearner']) run.send(e);
  assert.ok(/\$4 == want/.test(commandOf('member.promote')) && commandOf('member.promote').includes('want="https://$NEW_IP:2380"'));
  assert.deepEqual(awkPick(list(), 4, MEMBERS[3].peerUrl), [MEMBERS[3].id]);
});
