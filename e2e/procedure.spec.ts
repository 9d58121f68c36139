// Procedure scenarios (src/model/engine/procedure.ts), as an operator uses them: each step shows its command
// and what it prints; "Copy as runbook" lists the right path with links that open each step, and the
// copy buttons copy exactly what is shown. Expected commands and outputs are the etcd strings from the
// fact sheet and the etcd source (etcdctl/ctlv3/command/), not the code under test.
import { expect, test } from '@playwright/test';

const NOSPACE = 'etcdserver: mvcc: database space exceeded';
const page = (lang: string, link = '') => `/${lang}/performance-monitoring/${link ? `?nospace=${link}` : ''}`;

for (const lang of ['en', 'ru']) {
  test(`nospace (${lang}): each step shows its command and its output`, async ({ page: p }) => {
    await p.goto(page(lang, '2~cluster.start,k8s.storm,request.put'));
    const root = p.locator('[data-scenario="nospace"]');
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-ready', 'true');
    const panel = root.locator('[data-procedure-step]');
    await expect(panel).toHaveAttribute('data-procedure-step', 'request.put');
    await expect(panel.locator('pre').first()).toHaveText('etcdctl put /nospace-check ok && etcdctl del /nospace-check');
    await expect(panel.locator('[data-procedure-output]')).toContainText(`Error: ${NOSPACE}`);
    // Forward through the recovery by its buttons: compaction prints the revision it compacted to.
    await root.locator('button[data-token="revision.find"]').click();
    await root.locator('button[data-token="history.compact"]').click();
    await expect(panel.locator('pre').first()).toHaveText('etcdctl compact "$rev"');
    await expect(panel.locator('[data-procedure-output]')).toContainText(/^compacted revision \d+$/);
    await root.locator('button[data-token="defrag.member:m2"]').click();
    await expect(panel.locator('pre').first()).toContainText('ETCDCTL_ENDPOINTS=https://$MEMBER_2_IP:2379 etcdctl --command-timeout=120s defrag');
    await root.locator('button[data-token="clock.next"]').click();
    // A clock step runs no command of the reader's.
    await expect(panel).toHaveAttribute('data-procedure-step', '');
    // Back: the defragmentation's step again, now with nothing printed yet.
    await p.keyboard.press('ArrowLeft');
    await expect(panel).toHaveAttribute('data-procedure-step', 'defrag.member:m2');
  });

  test(`nospace (${lang}): the runbook lists the right path, its links open each step, copy copies what is shown`, async ({ page: p, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await p.goto(page(lang));
    const runbook = p.locator('details[data-runbook="nospace"]');
    await runbook.locator('summary').click();
    const items = runbook.locator('[data-runbook-item]');
    // Fact sheet §1 Recovery: revision, compact, defragment each member, disarm, alarm list (+ set-up, check),
    // after finding and deleting what grew (performance-monitoring #nospace-recovery, first-five-minutes).
    await expect(items).toHaveCount(12);
    await expect(items.nth(2).locator('.ec-line')).toHaveText([/^etcdctl get \/registry\/ --prefix --keys-only/, /cut -d\/ -f3 \| sort \| uniq -c/]);
    await expect(items.nth(3).locator('.ec-line')).toHaveText(['kubectl delete events --all --all-namespaces']);
    await expect(items.nth(4).locator('.ec-line')).toHaveText([/rev=\$\(etcdctl endpoint status --write-out=json/, /grep -Eo/, /echo "\$rev"/]);
    await expect(items.nth(5).locator('.ec-line')).toHaveText(['etcdctl compact "$rev"']);
    await expect(items.nth(9).locator('.ec-line')).toHaveText(['etcdctl alarm disarm']);
    // Every copy button copies exactly the lines its block shows.
    for (const block of await runbook.locator('.expressive-code').all()) {
      const copied = ((await block.locator('.copy button').getAttribute('data-code')) ?? '').replace(/\u007f/g, '\n');
      const lines = await block.locator('.ec-line').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).innerText.replace(/\n$/, '')));
      expect(copied).toBe(lines.join('\n'));
    }
    // The script's step links name the origin the page was served from, not the build's SITE placeholder,
    // in what is shown and in what is copied (issue 25 §6), as "Copy link" does.
    const origin = new URL(p.url()).origin;
    const script = runbook.locator('[data-runbook-script]').first();
    await expect(script).not.toContainText('etcd-k8s.example.org');
    await expect(script.locator('.ec-line').nth(1)).toHaveText(`# ${origin}/${lang}/performance-monitoring/?nospace=2~cluster.start`);
    const copiedScript = ((await script.locator('.copy button').getAttribute('data-code')) ?? '').replace(/\u007f/g, '\n');
    expect(copiedScript).toContain(`# ${origin}/${lang}/performance-monitoring/?nospace=2~cluster.start\n`);
    expect(copiedScript).not.toContain('example.org');
    // The link of item 6 (compact) opens its step: the alarm is still raised, etcdctl has just compacted.
    await items.nth(5).locator('a[data-runbook-step]').click();
    await expect(p).toHaveURL(/\?nospace=2~cluster\.start,k8s\.storm,alarm\.list,keys\.count,events\.delete,revision\.find,history\.compact$/);
    const root = p.locator('[data-scenario="nospace"]');
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root).toHaveAttribute('data-step', '7');
    await expect(root.locator('[data-procedure-step]')).toHaveAttribute('data-procedure-step', 'history.compact');
    await expect(root).toHaveAttribute('data-state', /keyspace\.nospace/);
  });
}

test('without JavaScript: each curated timeline step shows its command, and the runbook is there', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto(page('en'));
  await expect(p.locator('[data-curated="recover"] [data-atlas-command="history.compact"]').first()).toHaveText('etcdctl compact "$rev"');
  await expect(p.locator('details[data-runbook="nospace"] [data-runbook-item]')).toHaveCount(12);
  // A wrong-turn option changes the command the table shows: etcd 3.6 has no `etcdctl snapshot restore`.
  await p.goto('/en/restore/');
  await expect(p.locator('[data-curated="etcdctl-restore-removed-in-3-6"] [data-atlas-command="member.restore:m1"]')).toContainText('etcdctl snapshot restore /root/restore/snapshot.db');
  await ctx.close();
});

for (const lang of ['en', 'ru']) {
  test(`backup-restore (${lang}): after a wrong-turn option the step panel shows and copies the command that ran`, async ({ page: p, context }) => {
    // Issue 24 §2. The restore command's options (etcd-restore.ts): etcdctl instead of etcdutl, no --mark-compacted.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await p.goto(`/${lang}/restore/?backup-restore=2~cluster.start:3-5,backup.save,disaster.strike,restore.tool:etcdctl,restore.markCompacted:noMark,member.restore:m1`);
    const root = p.locator('[data-scenario="backup-restore"]');
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-ready', 'true');
    const panel = root.locator('[data-procedure-step]');
    await expect(panel).toHaveAttribute('data-procedure-step', 'member.restore:m1');
    const shown = panel.locator('pre').first();
    await expect(shown).toContainText('etcdctl snapshot restore /root/restore/snapshot.db');
    await expect(shown).toContainText('--bump-revision 1000000000');
    await expect(shown).not.toContainText('--mark-compacted');
    await panel.locator('[data-copy-command]').first().click();
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(await shown.innerText());
    // Back to etcdutl by its button: the panel follows.
    await root.locator('button[data-token="restore.tool:etcdutl"]').click();
    await root.locator('button[data-token="member.restore:m2"]').click();
    await expect(shown).toContainText('etcdutl snapshot restore /root/restore/snapshot.db');
  });
}

test('backup-restore: the runbook compares m1 with the snapshot and restores its database, with real step links', async ({ page: p }) => {
  await p.goto('/en/restore/');
  const runbook = p.locator('details[data-runbook="backup-restore"]');
  await runbook.locator('summary').click();
  const tokens = await runbook.locator('[data-runbook-item]').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.stepLink!.split(',').at(-1)));
  expect(tokens.indexOf('survivor.check')).toBeGreaterThan(tokens.indexOf('apiserver.stop:api3'));
  expect(tokens.indexOf('survivor.use')).toBeLessThan(tokens.indexOf('member.restore:m1'));
  await expect(runbook.locator('[data-runbook-script]').first()).not.toContainText('etcd-k8s.example.org');
  // What a reader copies (issue 25 §6): names, addresses and stores set once at the top from placeholders, no
  // example address, member ID or backup host in any command, as on the replace-member runbook.
  const copied = ((await runbook.locator('[data-runbook-script] .copy button').first().getAttribute('data-code')) ?? '').replace(/\u007f/g, '\n');
  const commands = copied.split('\n').filter((l) => l.trim() && !l.trimStart().startsWith('#'));
  expect(commands.slice(0, 2)).toEqual(['NODE_1=<CONTROL_PLANE_1_NAME>', 'NODE_1_IP=<CONTROL_PLANE_1_IP>']);
  expect(commands.join('\n')).not.toMatch(/10\.0\.0\.\d+|\b[0-9a-f]{16}\b|example\.org|\bcp[123]\b/);
  for (const line of commands.filter((l) => /<[A-Z0-9_]+>/.test(l))) expect(line).toMatch(/^[A-Z][A-Z0-9_]*=<[A-Z0-9_]+>$/);
  expect(copied).toContain('--initial-advertise-peer-urls "https://$NODE_1_IP:2380"');
});
