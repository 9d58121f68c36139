// What the player does whatever the scenario: the URL follows the path, a copied link restores the step,
// the language switch keeps it, and a bad or overlong link is reported. The player is one component,
// so this runs once, on etcd-quorum (the raft-ha page); scenario.spec.ts plays every scenario's timelines.
import { expect, test } from '@playwright/test';
import { scenarioCatalog, scenarioUrl } from '../src/player/catalog.ts';
import { expectShows, openPlayer, playerOf, ui, waitLive } from './player-page.ts';

const s = (await scenarioCatalog()).find((x) => x.id === 'etcd-quorum')!;
const t = s.timelines.find((x) => x.steps.length >= 3)!;
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the URL follows the path (replaceState); a copied link restores the step in a fresh browser at 390 px', async ({ page, browser, baseURL, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const root = await openPlayer(page, s, 'en');
  const before = await page.evaluate(() => history.length);
  for (const step of t.steps) await root.locator(`button[data-token="${step.event}"]`).click();
  // Written once the reader pauses (src/player/address.ts): the last step's link, in place of the page's entry.
  await expect(page).toHaveURL(new RegExp(`\\?${s.id}=2~${t.steps.map((x) => esc(x.event)).join(',')}$`));
  expect(await page.evaluate(() => history.length)).toBe(before);
  await root.locator('button[data-focus-key="copy"]').click();
  await expect(root.locator('button[data-focus-key="copy"]')).toHaveText(ui('en', 'copied'));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${baseURL}${scenarioUrl('en', s.page)}?${s.id}=`)).toBe(true);
  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(playerOf(other, s.id)).toHaveAttribute('data-ready', 'true');
  await expect(playerOf(other, s.id)).toBeInViewport();
  await expectShows(playerOf(other, s.id), t.steps.length, t.steps[t.steps.length - 1].expect);
  await fresh.close();
});

test('switching the language keeps the step link and the step, even before the address is written', async ({ page }) => {
  // The page's timers stand still: the address bar would take the step after a pause that never ends,
  // so only the language switch's own flush can carry it.
  await page.clock.install();
  const root = await openPlayer(page, s, 'en');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  for (const step of t.steps.slice(0, 2)) await root.locator(`button[data-token="${step.event}"]`).click();
  await expectShows(root, 2, t.steps[1].expect);
  expect(new URL(page.url()).search).toBe('');
  await page.locator('kb-lang-select select').first().selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(new RegExp(`/ru/${s.page}/\\?${s.id}=2~${esc(t.steps[0].event)},${esc(t.steps[1].event)}$`));
  await page.clock.resume();
  await expectShows(await waitLive(page, s.id), 2, t.steps[1].expect);
});

for (const lang of ['en', 'ru'] as const) {
  test(`a link that stops fitting replays its valid prefix and says which step and why (${lang})`, async ({ page }) => {
    // Written as the player writes links: take the first two steps, then append one that cannot be.
    const root = await openPlayer(page, s, lang);
    for (const step of t.steps.slice(0, 2)) await root.locator(`button[data-token="${step.event}"]`).click();
    await expect(root).toHaveAttribute('data-step', '2');
    await expect(page).toHaveURL(new RegExp(`\\?${s.id}=.*${t.steps[1].event}`));
    const good = new URL(page.url()).searchParams.get(s.id)!;
    await page.goto(scenarioUrl(lang, s.page, s.id, `${good},member.explode:m9`));
    const again = await waitLive(page, s.id);
    const notice = again.locator('[role="alert"][data-notice]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(lang === 'ru' ? 'шаг 3' : 'step 3');
    await expect(notice).toContainText('member.explode:m9');
    await expectShows(again, 2, t.steps[1].expect);
  });
}

test('a link with too many steps is reported as such, and its first steps are played', async ({ page }) => {
  const root = await openPlayer(page, s, 'en');
  await root.locator(`button[data-token="${t.steps[0].event}"]`).click();
  await root.locator('button[data-token="clock.advance:1"]').click();
  await expect(page).toHaveURL(new RegExp(`\\?${s.id}=.*clock\\.advance:1`));
  const link = new URL(page.url()).searchParams.get(s.id)!;
  await page.goto(scenarioUrl('en', s.page, s.id, `${link}${',clock.advance:1'.repeat(600)}`));
  const again = await waitLive(page, s.id);
  await expect(again.locator('[data-notice]')).toHaveAttribute('data-notice', 'tooMany');
  await expect(again.locator('[data-notice]')).toContainText('more steps');
  // The first steps were played: the clock stands at as many seconds as were replayed.
  expect(Number(await again.getAttribute('data-time'))).toBeGreaterThan(100_000);
});

test('from the top of the page, Tab reaches the player on the first pass; the focus hydrates it and Enter takes the event', async ({ page }) => {
  await page.goto(scenarioUrl('en', s.page));
  const player = playerOf(page, s.id);
  await expect(player).toHaveAttribute('data-ready', 'false');
  const first = t.steps[0]!.event;
  // Everything focusable before the player's first event button, counted in the page: the first pass
  // of Tab must land on that button after at most that many presses (plus the skip link).
  const before = await page.evaluate((token) => {
    const target = document.querySelector(`button[data-token="${token}"]`)!;
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')];
    return all.filter((el) => target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING).length;
  }, first);
  let presses = 0;
  while (presses <= before + 1) {
    await page.keyboard.press('Tab');
    presses++;
    if (await page.evaluate((token) => document.activeElement?.getAttribute('data-token') === token, first)) break;
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-token'))).toBe(first);
  await expect(player).toHaveAttribute('data-ready', 'true');
  await page.keyboard.press('Enter');
  await expect(player).toHaveAttribute('data-step', '1');
});

// Focus stays where the keyboard works: a step that removes the pressed button (the setup buttons)
// hands focus to the clock's first button; a button that turns unavailable keeps it, dimmed and
// announced as unavailable, and pressing it again does nothing.
test('by keyboard, focus stays on the pressed button (an event, Forward) when it turns unavailable, and moves to the clock when the step removes it', async ({ page }) => {
  const path = s.timelines.find((x) => x.id === 'quorum-loss-write')!.steps.map((x) => x.event);
  const lastNext = path.lastIndexOf('clock.next');
  const root = await openPlayer(page, s, 'en');
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.focusKey ?? null);
  for (const [i, token] of path.slice(0, lastNext + 1).entries()) {
    await root.locator(`button[data-token="${token}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(root).toHaveAttribute('data-step', String(i + 1));
    if (i === 0) expect(await focused(), 'after the setup step').toBe(await root.locator('[data-group="clock"] button').first().getAttribute('data-focus-key'));
  }
  const next = root.locator('button[data-token="clock.next"]');
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-step', String(lastNext + 1));
  await expect(next).toBeFocused();
  // Back, then Forward to the last step: Forward turns unavailable under the reader's focus and keeps it.
  const back = root.locator('button[data-focus-key="back"]');
  const forward = root.locator('button[data-focus-key="forward"]');
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-step', String(lastNext));
  await forward.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-step', String(lastNext + 1));
  await expect(forward).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-step', String(lastNext + 1));
});

// Quorum lost (m2 and m3 stopped), then five minutes: about forty lines in one step (issue 25 §2).
const QUORUM_LOST_5MIN = '2~cluster.start:1-33,member.stop:m2,member.stop:m3,clock.advance:300';
for (const lang of ['en', 'ru'] as const) {
  for (const [width, height] of [[390, 844], [1280, 900]] as const) {
    test(`after a 5-minute jump every narration line can be read without an inner scroll, what went wrong first (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const root = await openPlayer(page, { id: 'control-plane-outage', page: 'control-plane-outage' }, lang, QUORUM_LOST_5MIN);
      await expect(root).toHaveAttribute('data-step', '4');
      const narration = root.locator('[data-narration]');
      const lines = narration.locator('.kb-player__entries > li');
      expect(await lines.count()).toBeGreaterThan(20);
      // On a desktop one tap opens the box; a phone shows every line at once.
      const more = narration.getByRole('button', { name: ui(lang, 'allLines') });
      if (width === 390) await expect(more).toBeHidden();
      else await more.click();
      const box = narration.locator('.kb-player__scroll');
      const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
      expect(scroll, 'no line is hidden inside a scroll box').toBeLessThanOrEqual(client + 1);
      // ✖ lines first, then the rest; no line that only repeats the jump.
      const errors = await lines.evaluateAll((els) => els.map((el) => el.hasAttribute('data-error')));
      expect(errors.indexOf(false), 'a line without ✖ before the last one with it').toBeGreaterThan(errors.lastIndexOf(true));
      expect(errors.some(Boolean)).toBe(true);
      await expect(lines.filter({ hasText: /The clock moved|Время сдвинулось|Часы сдвинулись/ })).toHaveCount(0);
    });
  }
}
