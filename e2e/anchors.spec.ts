import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fileForPath } from '../src/site/dist-files.ts';
import { sitePaths } from './site-pages.ts';

const contract = JSON.parse(readFileSync('content/anchors.json', 'utf8')) as {
  sections: Record<string, string>;
  redirects: Record<string, string>;
};

test('a /go/ link lands on its section, in each language', async ({ page }) => {
  for (const lang of ['en', 'ru']) {
    await page.goto(`/${lang}/go/stacked-topology/`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/architecture/#stacked-topology$`));
    await expect(page.locator('#stacked-topology')).toBeInViewport();
  }
});

test('every published anchor has a /go/ page that points at an existing section', async ({ request }) => {
  const ids = [...Object.keys(contract.sections), ...Object.keys(contract.redirects)];
  expect(ids.length).toBeGreaterThan(50);
  for (const id of ids) {
    const res = await request.get(`/ru/go/${id}/`);
    expect(res.status(), id).toBe(200);
    const target = /<a href="([^"]+)" data-go-target/.exec(await res.text())?.[1];
    expect(target, id).toBeTruthy();
    const [path, hash] = target!.split('#');
    const page = await request.get(path);
    expect(page.status(), target).toBe(200);
    expect(await page.text(), target).toContain(`id="${hash}"`);
  }
});

test('an unknown /go/ id shows the 404 page in the language of the link', async ({ page }) => {
  await page.goto('/ru/go/no-such-section/');
  await expect(page.locator('h1')).toHaveText('Страница не найдена');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('main')).toContainText('Начните с главной страницы на русском');
  await page.getByRole('link', { name: 'главной страницы на русском' }).click();
  await expect(page).toHaveURL(/\/ru\/$/);
  await page.goto('/en/go/no-such-section/');
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test('the sitemap lists the pages in both languages, not the /go/ forwarders', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  expect(xml).toContain('/ru/architecture/');
  expect(xml).toContain('hreflang="ru"');
  expect(xml).not.toContain('/go/');
});

// Search offers every heading with an id as a section to land on (Pagefind's sub-results), and a
// reader pastes the ids it shows. So the built pages hold no heading id but the content's own
// sections: no player caption, no slug made from a heading's (Russian) text.
test('every heading with an id on a built page is a section of the content', () => {
  const starlight = new Set(['_top', 'starlight__on-this-page']);
  const strays: string[] = [];
  const paths = sitePaths();
  expect(paths.length).toBeGreaterThan(20);
  for (const p of paths) {
    const html = readFileSync(fileForPath('dist', p)!, 'utf8');
    for (const m of html.matchAll(/<h[1-6]\b[^>]*\sid="([^"]+)"/g)) {
      if (!(m[1] in contract.sections) && !starlight.has(m[1])) strays.push(`${p} #${m[1]}`);
    }
  }
  expect(strays).toEqual([]);
});
