// A step's command is the one that ran (issue 24 §2): after a wrong-turn option the step panel, the
// no-JS table and the runbook show the command with that option, as the narration says.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commandAt, fillSettings } from './settings.ts';
import { procedureData } from './data.ts';

test('a setting takes the text of the latest token it knows, its initial text before any; an empty text drops its line', () => {
  const settings = { flag: { initial: '  --on \\', tokens: { 'opt:off': '', 'opt:on': '  --on \\' } } };
  const text = 'run \\\n{@flag}\n  --last';
  assert.equal(fillSettings(text, settings, ['start']), 'run \\\n  --on \\\n  --last');
  assert.equal(fillSettings(text, settings, ['start', 'opt:off']), 'run \\\n  --last');
  assert.equal(fillSettings(text, settings, ['start', 'opt:off', 'other', 'opt:on']), 'run \\\n  --on \\\n  --last');
  assert.equal(fillSettings('{@unknown} x', settings, []), '{@unknown} x');
});

const PRELUDE = ['cluster.start:3-5', 'backup.save', 'backup.status', 'backup.copyOff', 'disaster.strike', 'apiserver.stop:api1'];

test('backup-restore: the restore command shown after a wrong-turn option is the one that ran', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const data = (await procedureData('backup-restore', lang))!;
    const at = (...tokens: string[]) => commandAt(data.commands, data.settings, [...PRELUDE, ...tokens])!.etcd36;
    // Default (the restore page, step 4): etcdutl with both flags.
    assert.match(at('member.restore:m1'), /^etcdutl snapshot restore /m);
    assert.match(at('member.restore:m1'), /--bump-revision 1000000000 \\\n {2}--mark-compacted/);
    // etcd-restore.ts: the narration says `etcdctl snapshot restore` ran; so does the panel.
    assert.match(at('restore.tool:etcdctl', 'member.restore:m1'), /^etcdctl snapshot restore /m);
    assert.doesNotMatch(at('restore.tool:etcdctl', 'member.restore:m1'), /^etcdutl snapshot restore/m);
    // No --mark-compacted: the refused command (`--mark-compacted required if --revision-bump > 0`).
    const noMark = at('restore.markCompacted:noMark', 'member.restore:m1');
    assert.match(noMark, /--bump-revision 1000000000/);
    assert.doesNotMatch(noMark, /--mark-compacted/);
    const plain = at('restore.bump:noBump', 'restore.markCompacted:noMark', 'member.restore:m1');
    assert.doesNotMatch(plain, /--bump-revision|--mark-compacted/);
    assert.doesNotMatch(plain, /\\$/, 'the last line carries no continuation');
    // The older snapshot is another file.
    assert.doesNotMatch(at('restore.snapshot:older', 'member.restore:m1'), /restore \/root\/restore\/snapshot\.db/);
    // Back to the default after the option is set back.
    assert.equal(at('restore.tool:etcdctl', 'restore.tool:etcdutl', 'member.restore:m1'), at('member.restore:m1'));
  }
});
