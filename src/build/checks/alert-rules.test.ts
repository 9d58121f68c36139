// The Prometheus rule group on the performance page is meant to be copied as is: both languages ship the same
// file, and it passes `promtool check rules` (when promtool is installed; Debian's `prometheus` package has it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function rulesOf(lang: string): string {
  const page = readFileSync(`content/docs/${lang}/performance-monitoring.mdx`, 'utf8');
  const block = /```yaml\n(groups:[\s\S]*?)```/.exec(page)?.[1];
  assert.ok(block, `no rule group on the ${lang} page`);
  return block;
}

test('both languages ship the same rule group, with the alerts the page lists', () => {
  assert.equal(rulesOf('ru'), rulesOf('en'));
  for (const alert of ['EtcdNoLeader', 'EtcdMembersDown', 'EtcdGRPCRequestsFailing', 'EtcdGRPCRequestsSlow', 'EtcdOffsiteBackupTooOld']) {
    assert.match(rulesOf('en'), new RegExp(`- alert: ${alert}\\n`));
  }
});

const promtool = spawnSync('promtool', ['--version']).status === 0;
test('the rule group passes promtool check rules', { skip: !promtool && 'promtool not installed' }, () => {
  const file = join(mkdtempSync(join(tmpdir(), 'rules-')), 'etcd.rules.yaml');
  writeFileSync(file, rulesOf('en'));
  const out = execFileSync('promtool', ['check', 'rules', file], { encoding: 'utf8' });
  assert.match(out, /SUCCESS: \d+ rules found/);
});
