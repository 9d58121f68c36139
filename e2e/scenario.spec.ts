// The scenario players, as a reader uses them. Driven by the list of every scenario and its curated
// timelines (src/player/catalog.ts): each timeline is played through the UI in both languages, by
// mouse and by keyboard, and every step is checked against the timeline's own expectations (written
// from the fact sheets), never against the code that computes the view.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import type { TimelineExpect } from '../src/engine/timeline.ts';
import { type CatalogScenario, scenarioCatalog, scenarioUrl } from '../src/player/catalog.ts';

const LANGS = ['en', 'ru'] as const;
type Lang = (typeof LANGS)[number];
const catalog: CatalogScenario[] = await scenarioCatalog();
const ui = (lang: Lang, key: string): string =>
  (JSON.parse(readFileSync(`content/i18n/${lang}.json`, 'utf8')) as Record<string, string>)[`kb.scenario.${key}`];

const player = (page: Page, id: string) => page.locator(`[data-scenario="${id}"]`);

async function open(page: Page, s: CatalogScenario, lang: Lang, link = ''): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(scenarioUrl(lang, s.page, s.id, link));
  const root = player(page, s.id);
  await root.scrollIntoViewIfNeeded();
  // Hydration waits for the island to be visible, then loads the scenario chunk: allow a busy machine.
  await expect(root).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(errors).toEqual([]);
  return root;
}

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A state path prefix: `up.follower` matches `up.follower` and `up.follower.waiting`. */
const prefix = (state: string) => new RegExp(`^${escape(state)}(\\.|$)`);

/** The player shows what a curated timeline expects after a step: time, states, each request's answer. */
async function expectShows(root: Locator, step: number, want: TimelineExpect | undefined) {
  await expect(root).toHaveAttribute('data-step', String(step));
  if (want?.at !== undefined) await expect(root).toHaveAttribute('data-time', String(want.at));
  for (const [instance, state] of Object.entries(want?.states ?? {})) {
    const row = root.locator(`.kb-player__table [data-component="${instance}"]`);
    await expect(row, `${instance} at step ${step}`).toHaveAttribute('data-component-state', prefix(state));
    // data-state (the hook for automation) says the same.
    await expect(root).toHaveAttribute('data-state', new RegExp(`(^|,)${escape(instance)}\\.${escape(state)}(\\.|,|$)`));
  }
  for (const [instance, answer] of Object.entries(want?.answers ?? {})) {
    const row = root.locator(`.kb-player__table [data-component="${instance}"]`);
    for (const text of [answer.error, answer.etcdctl, answer.value]) if (text) await expect(row, `${instance} answer at step ${step}`).toContainText(text);
  }
}

const rootHeight = (root: Locator) => root.evaluate((el) => el.getBoundingClientRect().height);

for (const s of catalog) {
  test.describe(`${s.id}`, () => {
    for (const t of s.timelines) {
      for (const lang of LANGS) {
        test(`timeline ${t.id} (${lang}), by mouse: every step shows what the timeline expects; height stays`, async ({ page }) => {
          if (t.steps.length > 12) test.slow(); // a long procedure on a shared, busy machine
          await page.setViewportSize({ width: 1280, height: 900 });
          const root = await open(page, s, lang);
          await expect(root.locator('[data-step-caption]')).toHaveText(ui(lang, 'start'));
          let height = 0;
          for (const [i, step] of t.steps.entries()) {
            await root.locator(`button[data-token="${step.event}"]`).click();
            await expectShows(root, i + 1, step.expect);
            // The setup (3 or 5 members) may change the height once; no later step does.
            if (i === 0) height = await rootHeight(root);
            else expect(Math.abs((await rootHeight(root)) - height), `height after step ${i + 1} (${step.event})`).toBeLessThanOrEqual(1);
          }
          // Back to the start and forward again with the timeline, which is the list of steps.
          await root.locator('[data-timeline-step="0"]').click();
          await expectShows(root, 0, undefined);
          const last = t.steps.length;
          await root.locator(`[data-timeline-step="${last}"]`).click();
          await expectShows(root, last, t.steps[last - 1].expect);
        });

        test(`timeline ${t.id} (${lang}), by keyboard: Enter on the buttons, ←/→ to step back and forth`, async ({ page }) => {
          if (t.steps.length > 12) test.slow();
          const root = await open(page, s, lang);
          for (const [i, step] of t.steps.entries()) {
            await root.locator(`button[data-token="${step.event}"]`).focus();
            await page.keyboard.press('Enter');
            await expectShows(root, i + 1, step.expect);
            // Focus stays in the player, on a control.
            expect(await root.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);
          }
          for (let i = t.steps.length - 1; i >= 0; i--) {
            await page.keyboard.press('ArrowLeft');
            await expectShows(root, i, t.steps[i - 1]?.expect);
          }
          await page.keyboard.press('ArrowRight');
          await expectShows(root, 1, t.steps[0].expect);
          // The step was announced.
          await expect(root.locator('[data-announce]')).toContainText(lang === 'ru' ? 'Шаг 1' : 'Step 1');
          // Arrows outside the player belong to the page.
          await page.locator('h1').click();
          await page.keyboard.press('ArrowRight');
          await expectShows(root, 1, t.steps[0].expect);
        });
      }
    }

    test('the URL follows the path (replaceState); a copied link restores the step in a fresh browser', async ({ page, browser, baseURL, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const t = s.timelines[0];
      const root = await open(page, s, 'en');
      const before = await page.evaluate(() => history.length);
      for (const step of t.steps) await root.locator(`button[data-token="${step.event}"]`).click();
      await expect(page).toHaveURL(new RegExp(`\\?${s.id}=`));
      expect(await page.evaluate(() => history.length)).toBe(before);
      await root.locator('button[data-focus-key="copy"]').click();
      await expect(root.locator('button[data-focus-key="copy"]')).toHaveText(ui('en', 'copied'));
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link.startsWith(`${baseURL}${scenarioUrl('en', s.page)}?${s.id}=`)).toBe(true);
      const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const other = await fresh.newPage();
      await other.goto(link);
      await expect(player(other, s.id)).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      await expect(player(other, s.id)).toBeInViewport();
      await expectShows(player(other, s.id), t.steps.length, t.steps[t.steps.length - 1].expect);
      await fresh.close();
    });

    test('every published step link opens its situation (content/step-links.json)', async ({ page }) => {
      // One page load per link: a scenario with many published links on a heavy page needs more than the default 30 s.
      test.setTimeout(Math.max(30_000, s.links.length * 20_000));
      expect(s.links.length).toBeGreaterThan(0);
      for (const [i, link] of s.links.entries()) {
        const root = await open(page, s, i % 2 ? 'ru' : 'en', link.steps);
        await expect(root.locator('[data-notice]'), link.steps).toHaveCount(0);
        for (const [instance, state] of Object.entries(link.expect)) {
          await expect(root.locator(`.kb-player__table [data-component="${instance}"]`), `${link.steps}: ${instance}`).toHaveAttribute('data-component-state', prefix(state));
        }
      }
    });

    test('switching the language keeps the step link and the step', async ({ page }) => {
      const t = s.timelines[0];
      const root = await open(page, s, 'en');
      for (const step of t.steps.slice(0, 2)) await root.locator(`button[data-token="${step.event}"]`).click();
      const search = new URL(page.url()).search;
      expect(search).toContain(`${s.id}=`);
      await page.locator('starlight-menu-button, header').first().waitFor();
      await page.locator('kb-lang-select select').first().selectOption({ label: 'Русский' });
      await expect(page).toHaveURL(new RegExp(`/ru/${s.page}/${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const ru = player(page, s.id);
      await ru.scrollIntoViewIfNeeded();
      await expect(ru).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      await expectShows(ru, 2, t.steps[1].expect);
    });

    for (const lang of LANGS) {
      test(`a link that stops fitting replays its valid prefix and says which step and why (${lang})`, async ({ page }) => {
        const t = s.timelines.find((x) => x.steps.length >= 2)!;
        const tokens = [t.steps[0].event, t.steps[1].event, 'member.explode:m9'];
        // Written as the player writes links: take the first two steps, then append a bad one.
        const root = await open(page, s, lang);
        for (const step of t.steps.slice(0, 2)) await root.locator(`button[data-token="${step.event}"]`).click();
        await expect(root).toHaveAttribute('data-step', '2');
        await expect(page).toHaveURL(new RegExp(`\\?${s.id}=.*${t.steps[1].event}`));
        const good = new URL(page.url()).searchParams.get(s.id)!;
        await page.goto(scenarioUrl(lang, s.page, s.id, `${good},${tokens[2]}`));
        const again = player(page, s.id);
        await again.scrollIntoViewIfNeeded();
        await expect(again).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
        const notice = again.locator('[role="alert"][data-notice]');
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(lang === 'ru' ? 'шаг 3' : 'step 3');
        await expect(notice).toContainText('member.explode:m9');
        await expectShows(again, 2, t.steps[1].expect);
      });
    }

    test('a link with too many steps is reported as such, and its first steps are played', async ({ page }) => {
      const root = await open(page, s, 'en');
      await root.locator(`button[data-token="${s.timelines[0].steps[0].event}"]`).click();
      await root.locator('button[data-token="clock.advance:1"]').click();
      await expect(page).toHaveURL(new RegExp(`\\?${s.id}=.*clock\\.advance:1`));
      const link = new URL(page.url()).searchParams.get(s.id)!;
      await page.goto(scenarioUrl('en', s.page, s.id, `${link}${',clock.advance:1'.repeat(600)}`));
      const again = player(page, s.id);
      await again.scrollIntoViewIfNeeded();
      await expect(again).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      await expect(again.locator('[data-notice]')).toHaveAttribute('data-notice', 'tooMany');
      await expect(again.locator('[data-notice]')).toContainText('more steps');
      // The first steps were played: the clock stands at as many seconds as were replayed.
      expect(Number(await again.getAttribute('data-time'))).toBeGreaterThan(100_000);
    });

    // Measured in a situation with everything in it: the longest curated timeline (on 3 members where the
    // setup chooses a size), played through (before the setup step the table is empty and proves nothing).
    const busy = () => {
      const three = s.timelines.filter((t) => t.steps[0].event.endsWith(':3'));
      return [...(three.length ? three : s.timelines)].sort((a, b) => b.steps.length - a.steps.length)[0];
    };

    for (const lang of LANGS) {
      test(`layout at 1280×900 (${lang}): clock, buttons, now table and narration visible together below the header`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        const root = await open(page, s, lang);
        for (const step of busy().steps) await root.locator(`button[data-token="${step.event}"]`).click();
        await expect(root.locator('.kb-player__table tbody tr[data-component]')).not.toHaveCount(0);
        const box = await placeBelowHeader(page, s.id);
        for (const part of ['[data-clock]', '[data-actions]', '[data-narration]', '[data-now]']) {
          const b = (await root.locator(part).boundingBox())!;
          expect(b.y, `${part} top`).toBeGreaterThanOrEqual(box.header - 1);
          expect(b.y + b.height, `${part} bottom`).toBeLessThanOrEqual(900);
          if (part === '[data-now]') console.log(`layout 1280×900 ${lang}: now table ends at ${Math.round(b.y + b.height)} px (header ${Math.round(box.header)} px)`);
        }
      });

      test(`layout at 390×844 (${lang}): the four parts within one and a half screens; nothing wider than the screen`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const root = await open(page, s, lang);
        for (const step of busy().steps) await root.locator(`button[data-token="${step.event}"]`).click();
        const box = await placeBelowHeader(page, s.id);
        const table = (await root.locator('[data-now]').boundingBox())!;
        console.log(`layout 390×844 ${lang}: the four parts take ${Math.round(table.y + table.height - box.top)} px of ${1.5 * 844}`);
        expect(table.y + table.height - box.top).toBeLessThanOrEqual(1.5 * 844);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    }

    test('a statechart on demand: the instance picked, its state lit; all of them on request', async ({ page }) => {
      const t = s.timelines[0];
      const root = await open(page, s, 'en');
      for (const step of t.steps) await root.locator(`button[data-token="${step.event}"]`).click();
      // The first row a reader can see (a closed instance group hides its members' rows).
      const row = root.locator('.kb-player__table tbody tr[data-component]:visible').first();
      const instance = (await row.getAttribute('data-component'))!;
      const chartButton = row.locator('button.kb-player__component');
      if ((await chartButton.count()) === 0) test.skip(true, 'this scenario has no statecharts yet');
      await chartButton.click();
      await expect(chartButton).toHaveAttribute('aria-expanded', 'true');
      await expect(root.locator(`[data-chart-open="${instance}"]`)).toBeVisible();
      const shown = root.locator('[data-atlas] > [data-chart-type]:visible');
      await expect(shown).toHaveCount(1);
      await expect(shown.locator('g.node.kb-active')).not.toHaveCount(0);
      await root.locator('button[data-focus-key="all"]').click();
      await expect(root.locator('[data-atlas] > [data-curated]:visible')).toHaveCount(s.timelines.length);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe: clean in the ${theme} theme, at the start and after steps with a statechart open`, async ({ page }) => {
        test.setTimeout(120_000); // the whole page (diagrams included) takes a while on a busy machine
        await page.addInitScript((th) => localStorage.setItem('starlight-theme', th), theme);
        await page.emulateMedia({ colorScheme: theme });
        const root = await open(page, s, 'en');
        const scan = async () => (await new AxeBuilder({ page }).include(`[data-scenario="${s.id}"]`).analyze()).violations;
        expect(await scan()).toEqual([]);
        for (const step of s.timelines[0].steps) await root.locator(`button[data-token="${step.event}"]`).click();
        const chartButton = root.locator('button.kb-player__component:visible').first();
        if (await chartButton.count()) await chartButton.click();
        expect(await scan()).toEqual([]);
        expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
        await open(page, s, 'ru');
        expect(await scan()).toEqual([]);
      });
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      for (const lang of LANGS) {
        test(`the statecharts and every curated timeline as a table with its narration (${lang})`, async ({ page }) => {
          await page.goto(scenarioUrl(lang, s.page));
          const root = player(page, s.id);
          await expect(root.locator('[data-atlas]')).toBeVisible();
          for (const chart of await root.locator('[data-atlas] > [data-chart-type]').all()) await expect(chart).toBeVisible();
          const tables = root.locator('[data-atlas] > [data-curated]');
          await expect(tables).toHaveCount(s.timelines.length);
          for (const t of s.timelines) {
            const table = root.locator(`[data-curated="${t.id}"]`);
            await expect(table).toBeVisible();
            await expect(table.locator('tbody tr')).toHaveCount(t.steps.length);
            for (const [i, step] of t.steps.entries()) {
              for (const [instance, state] of Object.entries(step.expect?.states ?? {})) {
                await expect(table.locator(`tr[data-curated-step="${i + 1}"] [data-component="${instance}"]`)).toHaveAttribute('data-component-state', prefix(state));
              }
            }
          }
        });
      }
    });
  });
}

/** Scrolls the player's top to just below Starlight's header; returns where that is. */
async function placeBelowHeader(page: Page, id: string): Promise<{ header: number; top: number }> {
  return page.evaluate((sid) => {
    const host = document.querySelector<HTMLElement>(`[data-scenario-host="${sid}"]`)!;
    const header = document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0;
    const mobileToc = document.querySelector('mobile-starlight-toc nav, mobile-starlight-toc')?.getBoundingClientRect();
    const below = Math.max(header, mobileToc && mobileToc.height > 0 && mobileToc.top < 200 ? mobileToc.bottom : 0);
    window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY - below);
    return { header: below, top: host.getBoundingClientRect().top };
  }, id);
}
