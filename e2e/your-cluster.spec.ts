// "Your cluster" (issue 27 §2), as a reader uses it at 3 a.m.: fill the form once, and every command and
// runbook on the pages shows and copies their own names, addresses and paths; the kubeadm/systemd and
// version tabs follow their answers. Without JavaScript the pages are as built. The placeholders expected
// are the pages' own (content/docs/<lang>/restore.mdx, src/model/scenarios/backup-restore/procedure.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { READER_CLUSTER } from '../src/site/cluster/reader-cluster.fixture.ts';

const MINE = READER_CLUSTER;
const PLACEHOLDER = /<(CONTROL_PLANE_\d_(NAME|IP)|cp\d|BACKUP_[A-Z_]+|KEYS_[A-Z_]+)>/;
const APPLY = { en: 'Fill the commands', ru: 'Подставить в команды' } as const;
const copiedOf = async (block: ReturnType<Page['locator']>) => ((await block.locator('.copy button').first().getAttribute('data-code')) ?? '').replace(/\u007f/g, '\n');

async function fillForm(p: Page, lang: 'en' | 'ru', extra: (form: ReturnType<Page['locator']>) => Promise<void> = async () => {}) {
  const form = p.locator('kb-your-cluster');
  await expect(form).toBeVisible();
  await form.locator('summary').click();
  for (const [name, value] of Object.entries(MINE)) await form.locator(`[name="${name}"]`).fill(value);
  await extra(form);
  await form.getByRole('button', { name: APPLY[lang] }).click();
  await expect(form.locator('[data-cluster-status]')).not.toBeEmpty();
}

for (const lang of ['en', 'ru'] as const) {
  test(`restore (${lang}): with "your cluster" filled, the copied runbook holds the reader's values and no placeholder`, async ({ page: p }) => {
    await p.goto(`/${lang}/restore/`);
    await expect(p.locator('.sl-heading-wrapper:has(#restore-copy-snapshot) ~ .expressive-code').first()).toContainText('<cp1>');
    await fillForm(p, lang);
    // The status counts the values in the page's own blocks, not in the step tables kept for readers without JavaScript.
    const inBlocks = await p.locator('.expressive-code .kb-filled').count();
    expect(inBlocks).toBeGreaterThan(0);
    await expect(p.locator('kb-your-cluster [data-cluster-status]')).toContainText(new RegExp(`(^|\\D)${inBlocks}(\\D|$)`));
    const runbook = p.locator('details[data-runbook="backup-restore"]');
    await runbook.locator('summary').click();
    for (const script of await runbook.locator('[data-runbook-script]').all()) {
      const copied = await copiedOf(script);
      expect(copied).not.toMatch(PLACEHOLDER);
      expect(copied).not.toContain('/var/lib/etcd');
      expect(copied).not.toContain('/etc/kubernetes/pki/etcd/');
      for (const value of Object.values(MINE)) expect(copied).toContain(value);
    }
    // Copy gives what is shown, in every block the values went into, the page's own steps included.
    for (const block of await p.locator('.expressive-code:has(.kb-filled)').all()) {
      if (!(await block.isVisible())) continue; // innerText needs it rendered
      const shown = await block.locator('pre').evaluate((pre) => [...pre.querySelectorAll('.ec-line')].map((l) => (l as HTMLElement).innerText).join('\n'));
      expect(await copiedOf(block)).toBe(shown);
    }
    await expect(p.locator('.sl-heading-wrapper:has(#restore-copy-snapshot) ~ .expressive-code').first()).toContainText('for h in 192.168.7.21 192.168.7.22 192.168.7.23; do');
    await expect(p.locator('.sl-heading-wrapper:has(#restore-run-etcdutl) ~ .expressive-code').first()).toContainText('--data-dir /data/etcd-restored');

    // Kept in this browser: the next page already shows the values; Clear brings the placeholders back.
    await p.goto(`/${lang}/first-five-minutes/`);
    await expect(p.locator('.expressive-code').filter({ hasText: 'EPS=' }).first()).toContainText('EPS=https://192.168.7.21:2379,https://192.168.7.22:2379,https://192.168.7.23:2379');
    const form = p.locator('kb-your-cluster');
    await form.locator('summary').click();
    await expect(form.locator('[name="member1Ip"]')).toHaveValue('192.168.7.21');
    // The closed form says whose values these are: kept since another night, they may be another cluster's.
    await expect(form.locator('summary')).toContainText('k8s-a, k8s-b, k8s-c');
    await form.locator('[data-cluster-clear]').click();
    await expect(p.locator('.expressive-code').filter({ hasText: 'EPS=' }).first()).toContainText('EPS=https://<cp1>:2379');
    await expect(p.locator('.kb-filled')).toHaveCount(0);
  });
}

test('the step panel shows the command with the reader\'s values, and the tabs follow their deployment and versions', async ({ page: p }) => {
  await p.goto('/en/restore/');
  await fillForm(p, 'en', async (form) => {
    await form.locator('input[name="deploy"][value="systemd"]').check();
    await form.locator('[name="etcd"]').selectOption('3.5');
    await form.locator('[name="kubernetes"]').selectOption('1.33');
  });
  // The page's kubeadm/systemd tabs switch at once, and the focus stays in the form.
  await expect(p.locator('.sl-heading-wrapper:has(#restore-stop-etcd) ~ starlight-tabs [role="tab"][aria-selected="true"]').first()).toHaveText('systemd');
  await expect(p.locator('kb-your-cluster button[type="submit"]')).toBeFocused();
  // The procedure's first step sets the names and addresses: its panel shows the reader's.
  await p.goto('/en/restore/?backup-restore=2~cluster.start:3-6');
  const panel = p.locator('[data-scenario="backup-restore"] [data-procedure-step]');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('pre').first()).toContainText('NODE_1=k8s-a');
  await expect(panel.locator('pre').first()).toContainText('BACKUP_DIR=/srv/snaps');
  // Other pages open on the reader's tabs: etcd 3.5 on backup, Kubernetes 1.32–1.34 on troubleshooting.
  await p.goto('/en/backup/');
  await expect(p.locator('starlight-tabs[data-sync-key="etcd-version"] [role="tab"][aria-selected="true"]').first()).toHaveText('etcd 3.5');
  await p.goto('/en/troubleshooting/');
  await expect(p.locator('starlight-tabs[data-sync-key="k8s-leaderelection"] [role="tab"][aria-selected="true"]').first()).toHaveText('1.32–1.34');
});

test('a value a shell would run is refused, and nothing is kept', async ({ page: p }) => {
  await p.goto('/ru/restore/');
  const form = p.locator('kb-your-cluster');
  await form.locator('summary').click();
  await form.locator('[name="member1Ip"]').fill('10.0.0.1; rm -rf /');
  await form.getByRole('button', { name: APPLY.ru }).click();
  await expect(form.locator('[data-cluster-status]')).toContainText('Проверьте');
  await expect(p.locator('.kb-filled')).toHaveCount(0);
  expect(await p.evaluate(() => localStorage.getItem('kb-your-cluster'))).toBeNull();
});

test('without JavaScript the page is as built: no form, the placeholders in place', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto('/en/restore/');
  await expect(p.locator('kb-your-cluster')).toBeHidden();
  await expect(p.locator('.sl-heading-wrapper:has(#restore-run-etcdutl) ~ .expressive-code').first()).toContainText('NODE_1=<CONTROL_PLANE_1_NAME>');
  await ctx.close();
});

for (const theme of ['light', 'dark']) {
  test(`the open form is axe clean and fits a phone (${theme})`, async ({ page: p }) => {
    await p.setViewportSize({ width: 390, height: 844 });
    await p.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    // A short page with the form: axe reads the whole DOM, and restore is the longest page of the site.
    await p.goto('/ru/first-five-minutes/');
    await fillForm(p, 'ru');
    const violations = (await new AxeBuilder({ page: p }).include('kb-your-cluster').analyze()).violations;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Nothing of the form is wider than the phone.
    const wide = await p.locator('kb-your-cluster').evaluate((el) => [...el.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => e.tagName));
    expect(wide).toEqual([]);
  });
}
