// The search dialog as a reader uses it: open it once, type a query, look at what comes first.
import { expect, type Page } from '@playwright/test';

export async function openSearch(page: Page, lang: string): Promise<void> {
  await page.goto(`/${lang}/architecture/`);
  await page.locator('button[data-open-modal]').click();
  await expect(page.locator('#starlight__search input')).toBeVisible();
}

/** `/en/troubleshooting/#err-x` → `troubleshooting#err-x`; a page's top (`#_top`, no hash) → `troubleshooting`; `/en/` → `index`. */
export function sectionOf(href: string | null): string | null {
  const m = href && /^\/(?:en|ru)\/([^#]*?)\/?(?:#(.*))?$/.exec(href);
  if (!m) return href;
  const page = m[1] || 'index';
  return m[2] && m[2] !== '_top' ? `${page}#${m[2]}` : page;
}

/**
 * What the reader sees first for a query: the pinned error-message link if there is one, else the first
 * section of the first page (its first nested link), else that page. Null when nothing is found.
 */
export async function firstSection(page: Page, query: string): Promise<string | null> {
  const input = page.locator('#starlight__search input');
  const results = page.locator('#starlight__search .pagefind-ui__result');
  await input.fill('');
  await expect(results).toHaveCount(0);
  await input.fill(query);
  // Pagefind renders a result's links once its data has loaded (after processResult has ordered them).
  const firstLink = results.first().locator('a.pagefind-ui__result-link').first();
  // Wait for the search to end: a first result link, or Pagefind's "no results" message (content/i18n).
  const none = page.locator('#starlight__search .pagefind-ui__message', { hasText: /^(No results for|По запросу «)/ });
  await expect(firstLink.or(none).first()).toBeVisible();
  const found = (await firstLink.count()) > 0;
  const pinned = page.locator('#starlight__search .kb-best-match:not([hidden]) a');
  if (await pinned.count()) return sectionOf(await pinned.getAttribute('href'));
  if (!found) return null;
  const nested = results.first().locator('.pagefind-ui__result-nested a.pagefind-ui__result-link').first();
  return sectionOf(await ((await nested.count()) ? nested : firstLink).getAttribute('href'));
}
