// A scenario with many instances (issue 14 "Layout"), as a reader uses it: rows by layer, identical
// instances summarised as one row, a layer or group opened and closed with a real button (mouse and
// keyboard), a group whose instance changed in the step opened by itself, the reader's choice kept
// otherwise, everything printed open, and the timeline drawing a closed group as one lane. Runs for
// every scenario whose words name instance groups (content/scenarios/<lang>/scenarios/<id>.yaml).
import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { type CatalogScenario, scenarioCatalog, scenarioUrl } from '../src/player/catalog.ts';

const grouped = (await scenarioCatalog()).filter((s) => {
  const words = parse(readFileSync(`content/scenarios/en/scenarios/${s.id}.yaml`, 'utf8')) as { instanceGroups?: Record<string, string> };
  return Object.keys(words.instanceGroups ?? {}).length > 0;
});

async function open(page: Page, s: CatalogScenario, lang: string, link = ''): Promise<Locator> {
  await page.goto(scenarioUrl(lang, s.page, s.id, link));
  const root = page.locator(`[data-scenario="${s.id}"]`);
  await root.scrollIntoViewIfNeeded();
  // A page of ~25 instances and their statecharts: allow a busy machine.
  await expect(root).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  return root;
}

const groupRows = (root: Locator) => root.locator('.kb-player__table tr[data-instance-group]');
const toggleOf = (row: Locator) => row.locator('button.kb-player__toggle');
/** The rows of a group's members: the ids its toggle controls. */
async function members(root: Locator, group: Locator): Promise<Locator[]> {
  const ids = ((await toggleOf(group).getAttribute('aria-controls')) ?? '').split(' ').filter(Boolean);
  expect(ids.length, 'a group has two or more members').toBeGreaterThanOrEqual(2);
  return ids.map((id) => root.locator(`[id="${id}"]`));
}

/** "3/3 Ready" or "2/3 Ready; 1/3 NotReady", counted from the member rows themselves. */
async function expectedSummary(rows: Locator[]): Promise<string[]> {
  const titles = await Promise.all(rows.map((r) => r.locator('.kb-player__state').textContent()));
  const counts = new Map<string, number>();
  for (const t of titles) counts.set(t!.trim(), (counts.get(t!.trim()) ?? 0) + 1);
  return [...counts].map(([title, n]) => `${n}/${rows.length} ${title}`);
}

for (const s of grouped) {
  test.describe(`${s.id}: instance groups`, () => {
    const setup = s.timelines[0].steps[0].event;

    test('after every step of a timeline the first changed row shows inside the table box', async ({ page }) => {
      const root = await open(page, s, 'en');
      const box = root.locator('.kb-player__now--grouped');
      const steps = [...s.timelines].sort((a, b) => b.steps.length - a.steps.length)[0].steps;
      for (const [i, step] of steps.entries()) {
        await root.locator(`button[data-token="${step.event}"]`).click();
        await expect(root).toHaveAttribute('data-step', String(i + 1));
        // Where the row is, from the reader's point of view: between the sticky header and the box's bottom.
        await expect
          .poll(
            () =>
              box.evaluate((el) => {
                const row = el.querySelector('tbody tr[data-changed]:not([hidden])');
                if (!row) return 'none changed';
                const [b, r] = [el.getBoundingClientRect(), row.getBoundingClientRect()];
                const head = el.querySelector('thead')!.getBoundingClientRect().height;
                return r.top >= b.top + head - 1 && r.top < b.bottom ? 'in view' : `row at ${Math.round(r.top - b.top)} px of ${Math.round(b.height)}`;
              }),
            { message: `step ${i + 1} (${step.event})` },
          )
          .toMatch(/^(in view|none changed)$/);
      }
    });

    for (const lang of ['en', 'ru']) {
      test(`a closed group reads as one summary row; its button opens and closes it (${lang})`, async ({ page }) => {
        const root = await open(page, s, lang);
        await root.locator(`button[data-token="${setup}"]`).click();
        await expect(root).toHaveAttribute('data-step', '1');
        await expect(root.locator('[data-now][data-grouped]'), 'the grouped table').toHaveCount(1);
        const closed = groupRows(root).filter({ has: page.locator('button[aria-expanded="false"]') });
        await expect(closed.first()).toBeVisible();
        for (const g of await closed.all()) {
          const rows = await members(root, g);
          for (const r of rows) await expect(r).toBeHidden();
          const summary = (await g.locator('[data-group-summary]').textContent())!;
          for (const part of await expectedSummary(rows)) expect(summary, 'the summary counts the members\' states').toContain(part);
        }
        const key = await closed.first().getAttribute('data-instance-group');
        const g = root.locator(`.kb-player__table tr[data-instance-group="${key}"]`);
        const rows = await members(root, g);
        await toggleOf(g).click();
        await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'true');
        for (const r of rows) await expect(r).toBeVisible();
        // By keyboard: the focus stays on the button, Enter closes it again.
        await toggleOf(g).focus();
        await page.keyboard.press('Enter');
        await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'false');
        await expect(toggleOf(g)).toBeFocused();
        for (const r of rows) await expect(r).toBeHidden();
      });
    }

    test('a layer closes and opens with its button (Space), hiding every row in it', async ({ page }) => {
      const root = await open(page, s, 'en');
      await root.locator(`button[data-token="${setup}"]`).click();
      await expect(root).toHaveAttribute('data-step', '1');
      const layer = root.locator('.kb-player__table tbody[data-layer]').first();
      const button = layer.locator('tr.kb-player__layer button.kb-player__toggle');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await button.focus();
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(layer.locator('tr:not(.kb-player__layer):visible')).toHaveCount(0);
      await page.keyboard.press('Space');
      await expect(layer.locator('tr[data-component]:visible, tr[data-instance-group]:visible').first()).toBeVisible();
    });

    test('a group whose instance changed in the step opens by itself; otherwise the reader\'s choice holds', async ({ page }) => {
      test.setTimeout(180_000); // every group checked after every step of three timelines
      const root = await open(page, s, 'en');
      let sawChange = false;
      const reset = root.locator('button[data-focus-key="reset"]');
      for (const t of s.timelines.slice(0, 3)) {
        if (await reset.isEnabled()) await reset.click();
        for (const [i, step] of t.steps.entries()) {
          await root.locator(`button[data-token="${step.event}"]`).click();
          await expect(root).toHaveAttribute('data-step', String(i + 1));
          // Every group in sight with a changed member, and whether it is open (one look at the page).
          const groups = await root.evaluate((el) =>
            [...el.querySelectorAll<HTMLElement>('.kb-player__table tr[data-instance-group]:not([hidden])')].map((g) => {
              const button = g.querySelector('button.kb-player__toggle')!;
              const rows = (button.getAttribute('aria-controls') ?? '').split(' ').map((id) => document.getElementById(id));
              return {
                key: g.dataset.instanceGroup,
                changed: rows.some((r) => r?.hasAttribute('data-changed')),
                open: button.getAttribute('aria-expanded') === 'true' && rows.every((r) => r && !r.hidden),
              };
            }),
          );
          for (const g of groups.filter((x) => x.changed)) {
            sawChange = true;
            expect(g.open, `step ${i + 1} (${step.event}): group ${g.key} changed, so it is open`).toBe(true);
          }
        }
      }
      expect(sawChange, 'some step changes an instance of a group').toBe(true);
      // The reader opens a group; a clock step that changes nothing in it leaves it open, and a group
      // the reader closed stays closed while it does not change.
      await reset.click();
      await root.locator(`button[data-token="${setup}"]`).click();
      const g = groupRows(root).first();
      await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'false');
      await toggleOf(g).click();
      await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'true');
      await root.locator('button[data-token="clock.advance:1"]').click();
      await expect(root).toHaveAttribute('data-step', '2');
      const quiet = (await Promise.all((await members(root, g)).map((r) => r.getAttribute('data-changed')))).every((c) => !c);
      if (quiet) await expect(toggleOf(g), 'opened by the reader, unchanged: still open').toHaveAttribute('aria-expanded', 'true');
      await toggleOf(g).click();
      await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'false');
      await root.locator('button[data-token="clock.advance:1"]').click();
      await expect(root).toHaveAttribute('data-step', '3');
      const stillQuiet = (await Promise.all((await members(root, g)).map((r) => r.getAttribute('data-changed')))).every((c) => !c);
      if (stillQuiet) await expect(toggleOf(g), 'closed by the reader, unchanged: still closed').toHaveAttribute('aria-expanded', 'false');
    });

    test('stepping never changes the player\'s height, though groups open and close by themselves', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const root = await open(page, s, 'en');
      const t = [...s.timelines].sort((a, b) => b.steps.length - a.steps.length)[0];
      let height = 0;
      for (const [i, step] of t.steps.entries()) {
        await root.locator(`button[data-token="${step.event}"]`).click();
        await expect(root).toHaveAttribute('data-step', String(i + 1));
        const h = await root.evaluate((el) => el.getBoundingClientRect().height);
        if (i === 0) height = h;
        else expect(Math.abs(h - height), `height after step ${i + 1} (${step.event})`).toBeLessThanOrEqual(1);
      }
    });

    test('print shows every layer and group open, whatever the reader closed', async ({ page }) => {
      const root = await open(page, s, 'en');
      await root.locator(`button[data-token="${setup}"]`).click();
      await expect(root).toHaveAttribute('data-step', '1');
      const layer = root.locator('.kb-player__table tbody[data-layer] tr.kb-player__layer button.kb-player__toggle').first();
      await layer.click();
      await expect(layer).toHaveAttribute('aria-expanded', 'false');
      const rows = root.locator('.kb-player__table tr[data-component]');
      expect(await rows.count()).toBeGreaterThan(await root.locator('.kb-player__table tr[data-component]:visible').count());
      await page.emulateMedia({ media: 'print' });
      for (const r of await rows.all()) await expect(r).toBeVisible();
    });

    test('the timeline draws a closed group as one lane, and a lane per member once the reader opens it', async ({ page }) => {
      const root = await open(page, s, 'en');
      await root.locator(`button[data-token="${setup}"]`).click();
      await root.locator('button[data-token="clock.advance:10"]').click();
      await expect(root).toHaveAttribute('data-step', '2');
      const g = groupRows(root).first();
      const key = (await g.getAttribute('data-instance-group'))!;
      const memberIds = await Promise.all((await members(root, g)).map((r) => r.getAttribute('data-component')));
      const lanes = root.locator('.kb-tl__lane');
      await expect(root.locator(`.kb-tl__lane[data-lane="group:${key}"]`)).toHaveCount(1);
      for (const id of memberIds) await expect(root.locator(`.kb-tl__lane[data-lane="${id}"]`)).toHaveCount(0);
      const before = await lanes.count();
      // Opened by the reader (a group the step opened by itself is closed first).
      if ((await toggleOf(g).getAttribute('aria-expanded')) === 'true') await toggleOf(g).click();
      await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'false');
      await toggleOf(g).click();
      await expect(toggleOf(g)).toHaveAttribute('aria-expanded', 'true');
      await expect(lanes).toHaveCount(before - 1 + memberIds.length);
      for (const id of memberIds) await expect(root.locator(`.kb-tl__lane[data-lane="${id}"]`)).toHaveCount(1);
    });
  });
}
