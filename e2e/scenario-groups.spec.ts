// Instance groups as a reader uses them (issue 14 "Layout"), once per language on the control-plane
// outage (the player draws every scenario's groups the same way): identical instances summarised as one
// row, a group or a layer opened and closed with a real button (mouse and keyboard), a group whose
// instance changed opening by itself while the reader's choice holds otherwise, the first changed row in
// view, the timeline drawing a closed group as one lane, and everything printed open. The decisions
// themselves (summary, open or closed) are unit-tested in src/player/instance-groups.test.ts.
// Expected texts are the kubelet's state titles in content/scenarios/<lang>/components/kubelet.yaml.
import { type Locator, expect, test } from '@playwright/test';
import { openPlayer } from './player-page.ts';

const CPO = { id: 'control-plane-outage', page: 'control-plane-outage' };
const WORDS = {
  en: { ready: 'Ready, renewing its Lease', down: 'Node dead' },
  ru: { ready: 'Готов, продлевает Lease', down: 'Узел отказал' },
} as const;

const toggleOf = (row: Locator) => row.locator('button.kb-player__toggle');

for (const lang of ['en', 'ru'] as const) {
  test(`instance groups (${lang}): summary rows, open and close by mouse and keyboard, opened by a change, one timeline lane, printed open`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    const root = await openPlayer(page, CPO, lang);
    await root.locator('button[data-token="cluster.start:1-33"]').click();
    await expect(root).toHaveAttribute('data-step', '1');
    await expect(root.locator('[data-now][data-grouped]'), 'the grouped table').toHaveCount(1);

    // Three healthy workers read as one closed row.
    const workers = root.locator('.kb-player__table tr[data-instance-group="workers"]');
    const members = ['w1', 'w2', 'w3'].map((id) => root.locator(`.kb-player__table tr[data-component="${id}"]`));
    await expect(toggleOf(workers)).toHaveAttribute('aria-expanded', 'false');
    await expect(workers.locator('[data-group-summary]')).toHaveText(`3/3 ${w.ready}`);
    for (const r of members) await expect(r).toBeHidden();

    // Its button opens it; by keyboard, Enter closes it again and the focus stays on the button.
    await toggleOf(workers).click();
    await expect(toggleOf(workers)).toHaveAttribute('aria-expanded', 'true');
    for (const r of members) await expect(r).toBeVisible();
    await toggleOf(workers).focus();
    await page.keyboard.press('Enter');
    await expect(toggleOf(workers)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggleOf(workers)).toBeFocused();
    for (const r of members) await expect(r).toBeHidden();

    // A layer closes and opens with Space, hiding every row in it.
    const layer = root.locator('.kb-player__table tbody[data-layer]').first();
    const layerButton = layer.locator('tr.kb-player__layer button.kb-player__toggle');
    await expect(layerButton).toHaveAttribute('aria-expanded', 'true');
    await layerButton.focus();
    await page.keyboard.press('Space');
    await expect(layerButton).toHaveAttribute('aria-expanded', 'false');
    await expect(layer.locator('tr:not(.kb-player__layer):visible')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(layerButton).toHaveAttribute('aria-expanded', 'true');
    await expect(layer.locator('tr[data-component]:visible, tr[data-instance-group]:visible').first()).toBeVisible();

    // The reader's choice holds through a second in which no worker changes (a kubelet renews every 10 s).
    await toggleOf(workers).click();
    await root.locator('button[data-token="clock.advance:1"]').click();
    await expect(root).toHaveAttribute('data-step', '2');
    for (const r of members) await expect(r, 'no worker changed in that second').not.toHaveAttribute('data-changed', /.*/);
    await expect(toggleOf(workers), 'opened by the reader, unchanged: still open').toHaveAttribute('aria-expanded', 'true');
    await toggleOf(workers).click();
    await root.locator('button[data-token="clock.advance:1"]').click();
    await expect(root).toHaveAttribute('data-step', '3');
    await expect(toggleOf(workers), 'closed by the reader, unchanged: still closed').toHaveAttribute('aria-expanded', 'false');

    // On the timeline the closed group is one lane.
    await expect(root.locator('.kb-tl__lane[data-lane="group:workers"]')).toHaveCount(1);
    for (const id of ['w1', 'w2', 'w3']) await expect(root.locator(`.kb-tl__lane[data-lane="${id}"]`)).toHaveCount(0);

    // A worker dies: its group opens by itself, the summary counts it, and the changed row is in view.
    await root.locator('button[data-token="worker.fail:w3"]').click();
    await expect(root).toHaveAttribute('data-step', '4');
    await expect(toggleOf(workers), 'changed in this step: open').toHaveAttribute('aria-expanded', 'true');
    await expect(workers.locator('[data-group-summary]')).toHaveText(`2/3 ${w.ready}; 1/3 ${w.down}`);
    await expect(members[2]).toHaveAttribute('data-changed', /.*/);
    // In view for the reader: inside the table's scroll box, below its sticky header.
    await expect
      .poll(() =>
        root.locator('.kb-player__now--grouped').evaluate((box, id) => {
          const row = box.querySelector(`tr[data-component="${id}"]`)!;
          const [b, r] = [box.getBoundingClientRect(), row.getBoundingClientRect()];
          const head = box.querySelector('thead')!.getBoundingClientRect().height;
          return r.top >= b.top + head - 1 && r.top < b.bottom ? 'in view' : `row at ${Math.round(r.top - b.top)} px of ${Math.round(b.height)}`;
        }, 'w3'),
      )
      .toBe('in view');
    // The timeline splits a group only on the reader's word, so that stepping never changes its height.
    await expect(root.locator('.kb-tl__lane[data-lane="group:workers"]')).toHaveCount(1);
    await toggleOf(workers).click();
    await toggleOf(workers).click();
    await expect(toggleOf(workers)).toHaveAttribute('aria-expanded', 'true');
    for (const id of ['w1', 'w2', 'w3']) await expect(root.locator(`.kb-tl__lane[data-lane="${id}"]`)).toHaveCount(1);
    await expect(root.locator('.kb-tl__lane[data-lane="group:workers"]')).toHaveCount(0);

    // Print shows every layer and group open, whatever the reader closed.
    await toggleOf(workers).click();
    await layerButton.click();
    await expect(layerButton).toHaveAttribute('aria-expanded', 'false');
    await page.emulateMedia({ media: 'print' });
    for (const r of await root.locator('.kb-player__table tr[data-component]').all()) await expect(r).toBeVisible();
  });
}
