import { expect, test } from '@playwright/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the first page shows its text and its diagram as an SVG with a text alternative', async ({ page }) => {
    for (const [lang, title] of [['en', /kube-apiserver/], ['ru', /kube-apiserver/]] as const) {
      await page.goto(`/${lang}/architecture/`);
      await expect(page.locator('.sl-markdown-content p').first()).toBeVisible();
      const svg = page.locator('figure.kb-diagram svg[role="img"]').first();
      await expect(svg).toBeVisible();
      await expect(svg.locator('title')).toHaveText(title);
      expect((await svg.boundingBox())!.height).toBeGreaterThan(100);
    }
  });
});

test('diagram labels follow the page language', async ({ page }) => {
  await page.goto('/ru/architecture/');
  const ru = await page.locator('figure.kb-diagram svg').first().locator('text').allTextContents();
  await page.goto('/en/architecture/');
  const en = await page.locator('figure.kb-diagram svg').first().locator('text').allTextContents();
  expect(ru.join(' ')).toMatch(/[а-яё]/i);
  expect(en.join(' ')).not.toMatch(/[а-яё]/i);
});

test('the theme toggle recolours the same SVG', async ({ page }) => {
  const fill = async (theme: string) => {
    await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    await page.goto('/en/architecture/');
    return page.locator('figure.kb-diagram svg text').first().evaluate((el) => getComputedStyle(el).fill);
  };
  const light = await fill('light');
  const dark = await fill('dark');
  expect(light).not.toEqual(dark);
});

test('no diagram page loads Mermaid or any script from another origin', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/en/architecture/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((u) => !u.startsWith(baseURL!))).toEqual([]);
  expect(requests.filter((u) => /mermaid/i.test(u))).toEqual([]);
  const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids.length).toBe(new Set(ids).size);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a wide diagram keeps 12 px labels and scrolls inside its named frame, with an "open full size" button; the page does not scroll sideways', async ({ page }) => {
    // It used to fit the column as an overview, with labels of 6.9-9.2 px (issue 25 §8).
    await page.goto('/ru/architecture/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wide = await page.locator('.kb-diagram--wide').all();
    expect(wide.length).toBeGreaterThan(0);
    for (const figure of wide) {
      await expect(figure.locator('.kb-diagram__open')).toBeVisible();
      const canvas = figure.locator('.kb-diagram__canvas');
      await expect(canvas).toHaveRole('region');
      const [labels] = await canvas.locator('svg').evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().width));
      expect(labels).toBeGreaterThan(358);
    }
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  test('a wide diagram keeps its natural size and scrolls inside its named frame; the page does not', async ({ page }) => {
    await page.goto('/ru/architecture/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const canvases = await page.locator('.kb-diagram--wide .kb-diagram__canvas').all();
    expect(canvases.length).toBeGreaterThan(0);
    for (const canvas of canvases) {
      await expect(canvas).toHaveRole('region');
      const svgWidth = await canvas.locator('svg').evaluate((s) => s.getBoundingClientRect().width);
      expect(svgWidth).toBeGreaterThan(358);
    }
  });
});
