// The replace-member procedure on the restore page, as a reader uses it: the runbook lists the right
// path (remove first, learner, start, promote), each item opens its step, and the step shows the command
// and what etcd answers — for the wrong turn of adding before removing, the exact refusal.
import { expect, test } from '@playwright/test';

const ORDER = ['cluster.start:true', 'check.status', 'member.remove', 'member.addLearner', 'replacement.start', 'member.promote', 'check.health'];

for (const lang of ['en', 'ru']) {
  test(`runbook (${lang}): the right path in order, each item opens its step with the same command`, async ({ page }) => {
    await page.goto(`/${lang}/restore/`);
    const runbook = page.locator('details.kb-runbook#replace-member-runbook');
    await expect(runbook).toHaveCount(1);
    const items = runbook.locator('li[data-runbook-item]');
    await expect(items).toHaveCount(ORDER.length);
    const links = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-step-link') ?? ''));
    for (const [i, link] of links.entries()) expect(link.split(',').at(-1), `item ${i + 1}`).toBe(i === 0 ? `2~${ORDER[0]}` : ORDER[i]);
    await runbook.evaluate((d: HTMLDetailsElement) => (d.open = true));
    // "member remove" comes before any "member add", and the add is a learner add.
    const script = (await runbook.locator('[data-runbook-script]').first().innerText()).split('\n').map((l) => l.trim());
    const remove = script.findIndex((l) => l.startsWith('etcdctl member remove'));
    const add = script.findIndex((l) => l.startsWith('etcdctl member add'));
    expect(remove).toBeGreaterThan(-1);
    expect(add).toBeGreaterThan(remove);
    expect(script[add]).toContain('--learner');
    // What a careful operator pastes (issue 25 §6): no example address or member ID, placeholders only
    // in assignments, and no retry loop without a bound.
    const whole = script.filter((l) => !l.startsWith('#')).join('\n');
    expect(whole).not.toMatch(/10\.0\.0\.\d+|8211f1d0f64f3269|2b5c7e1f4a9d3c68/);
    expect(whole).not.toMatch(/\buntil\b|\bwhile\b/);
    expect(whole).toContain('for attempt in $(seq 1 60); do');
    for (const line of script.filter((l) => /<[A-Z0-9_]+>/.test(l))) expect(line).toMatch(/^(export )?[A-Z_]+=/);

    // The promote item opens the scenario at that step: the learner promoted, three voters.
    const promote = items.nth(ORDER.indexOf('member.promote'));
    const command = (await promote.locator('pre').first().innerText()).trim();
    await promote.locator('a[data-runbook-step]').click();
    const root = page.locator('[data-scenario="replace-member"]');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root.locator('.kb-player__table [data-component="etcd4"]')).toHaveAttribute('data-component-state', 'running.voter');
    await expect(root.locator('.kb-player__table [data-component="cluster"]')).toHaveAttribute('data-component-state', 'healthy');
    await expect(page.locator('[data-procedure-step="member.promote"]').first()).toContainText(command.split('\n').at(-1)!);
  });

  test(`adding before removing (${lang}): the step shows the command and etcd's exact refusal`, async ({ page }) => {
    await page.goto(`/${lang}/restore/?replace-member=2~cluster.start:true,member.add`);
    const root = page.locator('[data-scenario="replace-member"]');
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expect(root.locator('.kb-player__table [data-component="etcdctl"]')).toHaveAttribute('data-component-state', 'refused');
    const panel = page.locator('[data-procedure-step="member.add"]').first();
    await expect(panel).toContainText('etcdctl member add "$NEW_NAME" --peer-urls="https://$NEW_IP:2380"');
    await expect(page.locator('[data-procedure-output] li').first()).toHaveText('Error: etcdserver: unhealthy cluster');
  });
}
