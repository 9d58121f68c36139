// The scenario players, as a reader uses them. Driven by the list of every scenario and its curated
// timelines (src/player/catalog.ts): every timeline is played through the UI once, by mouse, and each
// step is checked against the timeline's own expectations (written from the fact sheets), never against
// the code that computes the view. The longest timeline is played again in Russian at phone width and
// by keyboard only. Behaviour that does not depend on the scenario (step links, language switch, bad
// links) is checked once, on etcd-quorum (player.spec.ts). Every published step link replays on the
// engine in src/model/scenarios/contract.test.ts.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { type CatalogScenario, scenarioCatalog, scenarioUrl } from '../src/player/catalog.ts';
import { busiestTimeline, expectShows, openPlayer, placeBelowHeader, playerOf, prefix, ui } from './player-page.ts';

const catalog: CatalogScenario[] = await scenarioCatalog();

/** Time for a test that clicks `clicks` times: a click and its checks take well under a second, even on a loaded machine. */
const budget = (clicks: number) => 60_000 + clicks * 2_500;

const rootHeight = (page: Page, id: string) => playerOf(page, id).evaluate((el) => el.getBoundingClientRect().height);

/** Clock, buttons, narration and now table are on screen together below the header (1280×900). */
async function expectDesktopLayout(page: Page, id: string) {
  const root = playerOf(page, id);
  await expect(root.locator('.kb-player__table tbody tr[data-component]')).not.toHaveCount(0);
  const box = await placeBelowHeader(page, id);
  for (const part of ['[data-clock]', '[data-actions]', '[data-narration]', '[data-now]']) {
    const b = (await root.locator(part).boundingBox())!;
    expect(b.y, `${part} top`).toBeGreaterThanOrEqual(box.header - 1);
    expect(b.y + b.height, `${part} bottom`).toBeLessThanOrEqual(900);
  }
}

/** At 390×844 the four parts take at most one and a half screens, and nothing is wider than the screen.
 * A phone shows every narration line of the step (issue 25 §2): what its lines add beyond the desktop's
 * box (7.6rem) is the step's own length, not the layout's, and is not counted. */
async function expectPhoneLayout(page: Page, id: string) {
  const box = await placeBelowHeader(page, id);
  const table = (await playerOf(page, id).locator('[data-now]').boundingBox())!;
  const narration = (await playerOf(page, id).locator('[data-narration]').boundingBox())!;
  const lines = Math.max(0, narration.height - 7.6 * 16);
  expect(table.y + table.height - box.top - lines, 'the four parts, in px').toBeLessThanOrEqual(1.5 * 844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const s of catalog) {
  test.describe(s.id, () => {
    const longest = busiestTimeline(s);

    test('every curated timeline by mouse (en, 1280 px): each step shows what it expects, the height holds; then the layout at 1280 and 390 px', async ({ page }) => {
      test.setTimeout(budget(s.timelines.reduce((n, t) => n + t.steps.length + 2, 0)));
      await page.setViewportSize({ width: 1280, height: 900 });
      const root = await openPlayer(page, s, 'en');
      await expect(root.locator('[data-step-caption]')).toHaveText(ui('en', 'start'));
      // The busiest timeline last, so that the layout is measured in a situation with everything in it.
      const order = [...s.timelines.filter((t) => t !== longest), longest];
      for (const t of order) {
        if (await root.locator('button[data-focus-key="reset"]').isEnabled()) {
          await root.locator('button[data-focus-key="reset"]').click();
          await expectShows(root, 0, undefined);
        }
        let height = 0;
        for (const [i, step] of t.steps.entries()) {
          await root.locator(`button[data-token="${step.event}"]`).click();
          await expectShows(root, i + 1, step.expect, `${t.id} step ${i + 1}`);
          // The setup (3 or 5 members) may change the height once; no later step does.
          if (i === 0) height = await rootHeight(page, s.id);
          else expect(Math.abs((await rootHeight(page, s.id)) - height), `${t.id}: height after step ${i + 1} (${step.event})`).toBeLessThanOrEqual(1);
        }
        // Back to the start and forward again with the timeline, which is the list of steps.
        await root.locator('[data-timeline-step="0"]').click();
        await expectShows(root, 0, undefined, `${t.id} back to the start`);
        const last = t.steps.length;
        await root.locator(`[data-timeline-step="${last}"]`).click();
        await expectShows(root, last, t.steps[last - 1].expect, `${t.id} forward to the end`);
      }
      await expectDesktopLayout(page, s.id);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectPhoneLayout(page, s.id);
    });

    test(`the longest timeline (${longest.id}) in Russian at 390 px: every step, then the layout at 390 and 1280 px`, async ({ page }) => {
      test.setTimeout(budget(longest.steps.length));
      await page.setViewportSize({ width: 390, height: 844 });
      const root = await openPlayer(page, s, 'ru');
      await expect(root.locator('[data-step-caption]')).toHaveText(ui('ru', 'start'));
      for (const [i, step] of longest.steps.entries()) {
        await root.locator(`button[data-token="${step.event}"]`).click();
        await expectShows(root, i + 1, step.expect);
      }
      // A step back is announced, in Russian.
      await root.locator('button[data-focus-key="back"]').click();
      await expectShows(root, longest.steps.length - 1, longest.steps[longest.steps.length - 2]?.expect);
      await expect(root.locator('[data-announce]')).toContainText(`Шаг ${longest.steps.length - 1}`);
      await root.locator('button[data-focus-key="forward"]').click();
      await expectShows(root, longest.steps.length, longest.steps[longest.steps.length - 1].expect);
      await expectPhoneLayout(page, s.id);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectDesktopLayout(page, s.id);
    });

    test(`the longest timeline (${longest.id}) by keyboard only: Enter on the buttons, ←/→ to step back and forth`, async ({ page }) => {
      test.setTimeout(budget(2 * longest.steps.length));
      const root = await openPlayer(page, s, 'en');
      for (const [i, step] of longest.steps.entries()) {
        await root.locator(`button[data-token="${step.event}"]`).focus();
        await page.keyboard.press('Enter');
        await expectShows(root, i + 1, step.expect);
        // Focus stays in the player, on a control.
        expect(await root.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);
      }
      for (let i = longest.steps.length - 1; i >= 0; i--) {
        await page.keyboard.press('ArrowLeft');
        await expectShows(root, i, longest.steps[i - 1]?.expect);
      }
      await page.keyboard.press('ArrowRight');
      await expectShows(root, 1, longest.steps[0].expect);
      // The step was announced.
      await expect(root.locator('[data-announce]')).toContainText('Step 1');
      // Arrows outside the player belong to the page.
      await page.locator('h1').click();
      await page.keyboard.press('ArrowRight');
      await expectShows(root, 1, longest.steps[0].expect);
    });

    test('a published step link opens its situation; a statechart on demand, its state lit; axe clean on the player in both themes and languages', async ({ page }) => {
      // Four axe scans of the player: on a loaded machine one takes up to a minute on control-plane-outage.
      test.setTimeout(budget(4) + 4 * 60_000);
      // A draft on its page has published no link yet; every published scenario has one (contract.test.ts).
      test.skip(s.draft && s.links.length === 0, 'a draft publishes its first step link when it is published');
      // The last published link: the engine replays all of them (contract.test.ts); here the page decodes one.
      const link = s.links[s.links.length - 1]!;
      const root = await openPlayer(page, s, 'en', link.steps);
      await expect(root.locator('[data-notice]'), link.steps).toHaveCount(0);
      for (const [instance, state] of Object.entries(link.expect)) {
        await expect(root.locator(`.kb-player__table [data-component="${instance}"]`), `${link.steps}: ${instance}`).toHaveAttribute('data-component-state', prefix(state));
      }
      const scan = async (rules?: string[]) => {
        const axe = new AxeBuilder({ page }).include(`[data-scenario="${s.id}"]`).options({ resultTypes: ['violations'] });
        return (await (rules ? axe.withRules(rules) : axe).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      };
      expect(await scan()).toEqual([]);
      // The first row a reader can see (a closed instance group hides its members' rows) has a statechart.
      const row = root.locator('.kb-player__table tbody tr[data-component]:visible').first();
      const instance = (await row.getAttribute('data-component'))!;
      const chartButton = row.locator('button.kb-player__component');
      await expect(chartButton, 'every component row opens its statechart').toHaveCount(1);
      await chartButton.click();
      await expect(chartButton).toHaveAttribute('aria-expanded', 'true');
      await expect(root.locator(`[data-chart-open="${instance}"]`)).toBeVisible();
      const shown = root.locator('[data-atlas] > [data-chart-type]:visible');
      await expect(shown).toHaveCount(1);
      await expect(shown.locator('g.node.kb-active')).not.toHaveCount(0);
      expect(await scan()).toEqual([]);
      // The theme changes colours only: the rules a theme can break, in the dark theme.
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'dark';
      });
      expect(await scan(['color-contrast', 'link-in-text-block'])).toEqual([]);
      await root.locator('button[data-focus-key="all"]').click();
      await expect(root.locator('[data-atlas] > [data-curated]:visible')).toHaveCount(s.timelines.length);
      // The Russian player, at its start.
      await openPlayer(page, s, 'ru');
      expect(await scan()).toEqual([]);
    });

    test('without JavaScript: the statecharts and every curated timeline as a table with its narration, in both languages', async ({ browser }) => {
      test.setTimeout(budget(s.timelines.reduce((n, t) => n + t.steps.length, 0)));
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const lang of ['en', 'ru']) {
        await page.goto(scenarioUrl(lang, s.page));
        const root = playerOf(page, s.id);
        await expect(root.locator('[data-atlas]')).toBeVisible();
        const charts = root.locator('[data-atlas] > [data-chart-type]');
        expect(await charts.count(), 'statecharts').toBeGreaterThan(0);
        for (const chart of await charts.all()) await expect(chart).toBeVisible();
        await expect(root.locator('[data-atlas] > [data-curated]')).toHaveCount(s.timelines.length);
        for (const t of s.timelines) {
          const table = root.locator(`[data-curated="${t.id}"]`);
          await expect(table).toBeVisible();
          await expect(table.locator('tbody tr')).toHaveCount(t.steps.length);
          for (const [i, step] of t.steps.entries()) {
            for (const [instance, state] of Object.entries(step.expect?.states ?? {})) {
              await expect(table.locator(`tr[data-curated-step="${i + 1}"] [data-component="${instance}"]`), `${lang} ${t.id} step ${i + 1}`).toHaveAttribute('data-component-state', prefix(state));
            }
          }
        }
      }
      await context.close();
    });
  });
}
