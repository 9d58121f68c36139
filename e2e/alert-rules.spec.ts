// The alert rules' runbook-link toggle (issue 27 §1): a reader picks the language of the runbook links and
// types the address of their own mirror; the code block and its copy button then carry runbook_url values on
// that address, in that language, the downloads switch to that language's files, and the strict CSP reports
// nothing. Without JavaScript the form
// stays hidden and the links download the static files built for the site's own address.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const MIRROR = 'https://mirror.example.net/kb';

test('the toggle rewrites the block and its copy button, and switches the downloads\' language', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/en/performance-monitoring/#alert-rules');
  const box = page.locator('[data-alert-rules]');
  const form = box.locator('[data-alert-toggle]');
  await expect(form).toBeVisible();
  const code = box.locator('.expressive-code pre');
  // Served from another address than the build's SITE, the links start on the address the reader is on,
  // and the note says the downloads keep the build's.
  const served = new URL(page.url()).origin;
  await expect(form.locator('input[name=root]')).toHaveValue(served);
  await expect(code).toContainText(`runbook_url: "${served}/en/go/alert-quorum/"`);
  await expect(box.locator('[data-alert-mirror]')).toBeVisible();

  // A typo leaves the block as it was and marks the field.
  await form.locator('input[name=root]').fill('mirror without scheme');
  await expect(form.locator('input[name=root]')).toHaveAttribute('aria-invalid', 'true');
  await expect(code).not.toContainText('mirror without scheme');

  await expect(code).toContainText('has no leader');
  // The other language brings that language's texts with its links.
  await form.locator('select[name=lang]').selectOption('ru');
  await expect(code).toContainText('не видит лидера');
  await expect(code).not.toContainText('has no leader');
  await form.locator('input[name=root]').fill(`${MIRROR}/`);
  await expect(form.locator('input[name=root]')).toHaveAttribute('aria-invalid', 'false');
  await expect(code).toContainText(`runbook_url: "${MIRROR}/ru/go/alert-quorum/"`);
  await expect(code).not.toContainText('/en/go/');
  const copied = (await box.locator('[data-code]').getAttribute('data-code')) ?? '';
  expect(copied.split(`${MIRROR}/ru/go/`).length - 1).toBe(18);
  expect(copied).toContain('summary: "Участник etcd {{ $labels.instance }} не видит лидера"');
  expect(copied.split('\u007f').length, 'the copy keeps its lines').toBeGreaterThan(100);

  await expect(box.locator('[data-alert-mirror]')).toBeVisible();
  for (const form of ['prometheusrule', 'rules']) {
    const link = box.locator(`a[data-form=${form}]`);
    await expect(link).toHaveAttribute('href', `/downloads/etcd-alerts.ru.${form}.yaml`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const body = readFileSync((await download.path())!, 'utf8');
    expect(body.split('/ru/go/').length - 1).toBe(18);
    expect(body).toContain('не видит лидера');
  }
  expect(violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form is hidden and the static downloads carry the site\'s own runbook links', async ({ page, request }) => {
    await page.goto('/ru/performance-monitoring/');
    const box = page.locator('[data-alert-rules]');
    await expect(box.locator('[data-alert-toggle]')).toBeHidden();
    await expect(box.locator('.expressive-code pre')).toContainText('/ru/go/alert-quorum/');
    for (const form of ['prometheusrule', 'rules']) {
      const href = await box.locator(`a[data-form=${form}]`).getAttribute('href');
      expect(href).toBe(`/downloads/etcd-alerts.ru.${form}.yaml`);
      const res = await request.get(href!);
      expect(res.status()).toBe(200);
      expect((await res.text()).split('/ru/go/').length - 1).toBe(18);
    }
  });
});
