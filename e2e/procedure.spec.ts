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
    await expect(panel.locator('pre').first()).toContainText('ETCDCTL_ENDPOINTS=https://10.0.0.12:2379 etcdctl --command-timeout=120s defrag');
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
    // Fact sheet §1 Recovery: revision, compact, defragment each member, disarm, alarm list (+ set-up, check).
    await expect(items).toHaveCount(10);
    await expect(items.nth(2).locator('.ec-line')).toHaveText([/rev=\$\(etcdctl endpoint status --write-out=json/, /grep -Eo/, /echo "\$rev"/]);
    await expect(items.nth(3).locator('.ec-line')).toHaveText(['etcdctl compact "$rev"']);
    await expect(items.nth(7).locator('.ec-line')).toHaveText(['etcdctl alarm disarm']);
    // Every copy button copies exactly the lines its block shows.
    for (const block of await runbook.locator('.expressive-code').all()) {
      const copied = ((await block.locator('.copy button').getAttribute('data-code')) ?? '').replace(/\u007f/g, '\n');
      const lines = await block.locator('.ec-line').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).innerText.replace(/\n$/, '')));
      expect(copied).toBe(lines.join('\n'));
    }
    // The link of item 4 (compact) opens its step: the alarm is still raised, etcdctl has just compacted.
    await items.nth(3).locator('a[data-runbook-step]').click();
    await expect(p).toHaveURL(/\?nospace=2~cluster\.start,k8s\.storm,alarm\.list,revision\.find,history\.compact$/);
    const root = p.locator('[data-scenario="nospace"]');
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root).toHaveAttribute('data-step', '5');
    await expect(root.locator('[data-procedure-step]')).toHaveAttribute('data-procedure-step', 'history.compact');
    await expect(root).toHaveAttribute('data-state', /keyspace\.nospace/);
  });
}

test('without JavaScript: each curated timeline step shows its command, and the runbook is there', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto(page('en'));
  await expect(p.locator('[data-curated="recover"] [data-atlas-command="history.compact"]').first()).toHaveText('etcdctl compact "$rev"');
  await expect(p.locator('details[data-runbook="nospace"] [data-runbook-item]')).toHaveCount(10);
  await ctx.close();
});
