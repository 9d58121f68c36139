// The site under its strict Content Security Policy, sent as a header by the project's server (the
// same policy each page carries as a <meta>): the journeys that need scripts must work, and the
// browser must report zero violations.
import { expect, test, type Page } from '@playwright/test';
import { stepTheScenario } from './scenario-journey.ts';

declare global {
  interface Window {
    __csp: string[];
  }
}

/** Collects every violation the browser reports, from the first script on. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return async () => [...console, ...(await page.evaluate(() => window.__csp ?? []).catch(() => []))];
}

test('the policy header is sent, and it is strict', async ({ request }) => {
  const res = await request.get('/en/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/style-src(?:-elem)?\s[^;]*'unsafe-inline'/);
});

test('theme switching works with no violation', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/en/architecture/');
  await page.locator('starlight-theme-select select').first().selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await violations()).toEqual([]);
});

test('language switch keeps the #anchor, with no violation', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/en/architecture/#stacked-topology');
  await page.locator('kb-lang-select select').first().selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(/\/ru\/architecture\/#stacked-topology$/);
  expect(await violations()).toEqual([]);
});

test('a heading link control works, with no violation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const violations = await watch(page);
  await page.goto('/en/architecture/');
  const control = page.locator('a.kb-permalink').first();
  await control.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/en\/go\/[a-z0-9-]+\/$/);
  expect(await violations()).toEqual([]);
});

test('the scenario hydrates, steps and opens a step link, with no violation', async ({ page }) => {
  const violations = await watch(page);
  await stepTheScenario(page);
  expect(await violations()).toEqual([]);
});

test('search with a pasted error finds its section, with no violation', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/en/troubleshooting/');
  await page.locator('button[data-open-modal]').click();
  await page.locator('#starlight__search input').fill('etcdserver: mvcc: database space exceeded');
  await expect(page.locator('#starlight__search .pagefind-ui__result').first()).toBeVisible();
  await expect(page.locator('#starlight__search a').first()).toHaveAttribute('href', /troubleshooting\/#err-database-space-exceeded$/);
  expect(await violations()).toEqual([]);
});

for (const path of ['/', '/en/go/quorum-loss/', '/en/no-such-page/', '/ru/']) {
  test(`standalone and landing pages run with no violation: ${path}`, async ({ page }) => {
    const violations = await watch(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}
