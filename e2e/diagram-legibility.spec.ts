// The full-screen diagram viewer, as a reader uses it. (Every diagram label is checked readable on every
// page by the sweeps: e2e/a11y.spec.ts at 1280 px, e2e/phone.spec.ts at 390 px, through
// e2e/page-checks.ts; sizes are measured as drawn, font-size × on-screen scale.)
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { measureDiagramLabels } from './diagram-measure.ts';
import { READABLE_PX } from './page-checks.ts';
import { VIEWER_LABEL_PX } from '../src/site/viewer/zoom.ts';

test.describe('the full-screen viewer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const stageSvg = (page: Page) => page.locator('dialog.kb-viewer svg').first();
  const svgWidth = async (page: Page) => (await stageSvg(page).boundingBox())!.width;

  test('opens from its button, shows the title and description, and Esc returns focus', async ({ page }) => {
    await page.goto('/ru/data-model/');
    const figure = page.locator('figure[data-diagram="data-model-write-path"]');
    const button = figure.locator('.kb-diagram__open');
    await expect(button).toHaveText(/Открыть во весь экран/);
    await button.click();
    const dialog = page.getByRole('dialog', { name: /Путь записи объекта/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#kb-viewer-desc')).toContainText('kubectl отправляет объект');
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    // The page's figure lent its drawing: there is one such SVG on the page, in the dialog.
    await expect(page.locator('svg#d-data-model-write-path-ru')).toHaveCount(1);
    await expect(dialog.locator('svg#d-data-model-write-path-ru')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(figure.locator('.kb-diagram__canvas svg')).toHaveCount(1);
  });

  test('opens from the keyboard and zooms with its buttons, keys, wheel and a pinch', async ({ page }) => {
    await page.goto('/en/backup/');
    const button = page.locator('figure[data-diagram="backup-pipeline"] .kb-diagram__open');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /tested off-site backup/ });
    await expect(dialog).toBeVisible();

    const start = await svgWidth(page);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(await svgWidth(page)).toBeCloseTo(start * 1.25, 0);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    expect(await svgWidth(page)).toBeCloseTo(start, 0);

    await dialog.getByRole('group', { name: /^Diagram:/ }).focus();
    await page.keyboard.press('+');
    expect(await svgWidth(page)).toBeGreaterThan(start * 1.2);
    await page.keyboard.press('0');
    expect(await svgWidth(page)).toBeCloseTo(start, 0);

    const stage = (await dialog.getByRole('group', { name: /^Diagram:/ }).boundingBox())!;
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => svgWidth(page)).toBeGreaterThan(start * 1.3);
    await page.keyboard.press('0');

    // A drag moves the drawing.
    const before = (await stageSvg(page).boundingBox())!;
    await page.mouse.move(stage.x + 300, stage.y + 300);
    await page.mouse.down();
    await page.mouse.move(stage.x + 200, stage.y + 250, { steps: 4 });
    await page.mouse.up();
    const after = (await stageSvg(page).boundingBox())!;
    expect(after.x).toBeCloseTo(before.x - 100, 0);
    expect(after.y).toBeCloseTo(before.y - 50, 0);

    // Two fingers moving apart zoom in.
    await page.keyboard.press('0');
    await dialog.getByRole('group', { name: /^Diagram:/ }).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const fire = (type: string, id: number, x: number) =>
        el.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: cy, bubbles: true, isPrimary: id === 1 }));
      fire('pointerdown', 1, cx - 50);
      fire('pointerdown', 2, cx + 50);
      fire('pointermove', 2, cx + 150);
      fire('pointerup', 1, cx - 50);
      fire('pointerup', 2, cx + 150);
    });
    expect(await svgWidth(page)).toBeCloseTo(start * 2, 0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens a tall flowchart with labels of 14 px or more, never smaller than on the page', async ({ page }) => {
    await page.goto('/en/restore/');
    const figure = page.locator('figure[data-diagram="restore-procedure"]');
    const [inline] = await page.evaluate(measureDiagramLabels, 'figure[data-diagram="restore-procedure"] .kb-diagram__canvas svg');
    await figure.locator('.kb-diagram__open').click();
    await expect(page.locator('dialog.kb-viewer')).toBeVisible();
    const [full] = await page.evaluate(measureDiagramLabels, 'dialog.kb-viewer svg');
    // It opened at 75 %, with 12 px labels, smaller than inline, and still cut off.
    expect(full.min).toBeGreaterThanOrEqual(VIEWER_LABEL_PX);
    expect(full.min).toBeGreaterThanOrEqual(inline.min);
    await page.keyboard.press('Escape');
    // Back on the page it keeps its readable width.
    const [back] = await page.evaluate(measureDiagramLabels, 'figure[data-diagram="restore-procedure"] .kb-diagram__canvas svg');
    expect(back.min).toBeCloseTo(inline.min, 1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`is clean for axe while open (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
      await page.goto('/ru/raft-ha/');
      await page.locator('figure[data-diagram="raft-ha-election"] .kb-diagram__open').click();
      await expect(page.locator('dialog.kb-viewer')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('dialog.kb-viewer').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test('no dead "open full size" button, and a wide diagram keeps readable labels by scrolling', async ({ page }) => {
    await page.goto('/en/data-model/');
    await expect(page.locator('.kb-diagram__open')).toBeHidden();
    const [d] = await page.evaluate(measureDiagramLabels, 'figure[data-diagram] .kb-diagram__canvas svg');
    expect(d.min).toBeGreaterThanOrEqual(READABLE_PX);
  });
});

// The statecharts a scenario opens in its detail panel (and all of them under "show all"): drawn at a
// readable size on a phone and a desktop, scrolling sideways in their frame where the panel is narrower.
// One drew its labels at 5 px.
for (const width of [390, 1280]) {
  test.describe(`statecharts in the player at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [path, scenario] of [['/en/control-plane-outage/', 'control-plane-outage'], ['/ru/raft-ha/', 'etcd-quorum'], ['/en/restore/', 'backup-restore']]) {
      test(`${scenario}: every statechart's labels are ${READABLE_PX} px or more`, async ({ page }) => {
        await page.goto(path);
        const player = page.locator(`[data-scenario="${scenario}"]`);
        await player.scrollIntoViewIfNeeded();
        await expect(player).toHaveAttribute('data-ready', 'true');
        await player.locator('.kb-player__chart-bar button').first().click();
        await expect(player.locator('.kb-atlas[data-expanded]')).toHaveCount(1);
        const sizes = await page.evaluate(measureDiagramLabels, `[data-scenario="${scenario}"] .kb-atlas .kb-diagram__canvas svg`);
        expect(sizes.length).toBeGreaterThan(1);
        expect(sizes.filter((d) => d.min < READABLE_PX).map((d) => `${d.id}: ${d.min} px ("${d.smallest}")`)).toEqual([]);
      });
    }
  });
}
