// The scenario player, as a reader uses it: model-based walk to every state node through the UI,
// keyboard, step links (copied, opened in a fresh browser, broken), both languages, no JavaScript, axe.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import type { Lang } from '../src/diagrams/spec.ts';
import type { ScenarioEvent } from '../src/scenarios/events.ts';
import { SCENARIO_ID, expected, narration, stateNodePaths, token, url } from './scenario-model.ts';

const player = (page: Page) => page.locator(`[data-scenario="${SCENARIO_ID}"]`);

async function open(page: Page, lang: Lang, steps = ''): Promise<Locator> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url(lang, steps));
  const root = player(page);
  await root.scrollIntoViewIfNeeded();
  // Hydration waits for the island to be visible, then loads the scenario chunk: allow a busy machine.
  await expect(root).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  expect(errors).toEqual([]);
  return root;
}

/** data-state, the lit diagram nodes (exact ids) and the narration match the model. */
async function expectStep(page: Page, lang: Lang, events: ScenarioEvent[]) {
  const want = expected(events, lang);
  const root = player(page);
  await expect(root).toHaveAttribute('data-state', want.state);
  const lit = await root.evaluate((el) =>
    [...el.querySelectorAll('g.node.kb-active')].map((n) => n.id.replace(/-\d+$/, '')).sort(),
  );
  expect(lit).toEqual(want.lit);
  await expect(root.locator('[data-narration-title]')).toHaveText(want.happened ?? (lang === 'ru' ? 'Начало' : 'Start'));
  for (const [leaf, title] of Object.entries(want.rows)) {
    await expect(root.locator(`tr[data-leaf="${leaf}"] td strong`)).toHaveText(title);
  }
}

async function walk(page: Page, lang: Lang, events: ScenarioEvent[]) {
  for (let i = 0; i < events.length; i++) {
    await player(page).locator(`button[data-step="${token(events[i])}"]`).click();
    await expect(player(page)).toHaveAttribute('data-state', expected(events.slice(0, i + 1), lang).state);
  }
}

test.describe('model-based walk: a shortest path to every state node, through the UI', () => {
  for (const [node, events] of stateNodePaths) {
    test(`${node} (${events.length} steps)`, async ({ page }) => {
      await open(page, 'en');
      await walk(page, 'en', events);
      await expectStep(page, 'en', events);
      const leaves = expected(events, 'en').leaves;
      expect(leaves.some((l) => l === node || l.startsWith(`${node}.`))).toBe(true);
    });
  }
});

test('only the events possible now are offered, each with data-event', async ({ page }) => {
  const root = await open(page, 'en', 'cluster.choose:3,member.stop:m2');
  const steps = await root.locator('button[data-event]').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.step));
  expect(steps).toEqual([
    'member.stop:m1',
    'member.stop:m3',
    'member.start:m2',
    'leader.fail',
    'request.write',
    'request.linearizableRead',
    'request.serializableRead',
    'request.watch',
  ]);
  await expect(root.locator('button[data-step="member.stop:m2"]')).toHaveCount(0);
});

test('back, forward, reset and the history of steps', async ({ page }) => {
  const root = await open(page, 'en');
  const path: ScenarioEvent[] = [{ type: 'cluster.choose', size: 3 }, { type: 'leader.fail' }, { type: 'clock.tick', seconds: 1 }];
  await walk(page, 'en', path);
  await root.getByRole('button', { name: /Back/ }).click();
  await expectStep(page, 'en', path.slice(0, 2));
  await root.getByRole('button', { name: /Forward/ }).click();
  await expectStep(page, 'en', path);
  await root.locator('button[data-focus-key="history:1"]').click();
  await expectStep(page, 'en', path.slice(0, 1));
  await expect(root.locator('button[data-focus-key="history:1"]')).toHaveAttribute('aria-current', 'step');
  await root.getByRole('button', { name: 'Start over' }).click();
  await expectStep(page, 'en', []);
  await expect(page).not.toHaveURL(/etcd-quorum=/);
});

test("one statechart at a time: the changed component's, or the one picked; all of them on request", async ({ page }) => {
  const root = await open(page, 'en', 'cluster.choose:3,leader.fail');
  const shown = () => root.locator('.kb-player__region:visible').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.region));
  expect(await shown()).toEqual(['running.cluster']);
  await root.locator('tr[data-region="running.m2"] button').click();
  await expect(root.locator('tr[data-region="running.m2"] button')).toHaveAttribute('aria-pressed', 'true');
  expect(await shown()).toEqual(['running.m2']);
  await root.locator('button[data-step="clock.tick:1"]').click();
  expect(await shown(), 'a picked component stays').toEqual(['running.m2']);
  const all = root.locator('button[data-focus-key="all"]');
  await all.click();
  await expect(all).toHaveAttribute('aria-expanded', 'true');
  expect((await shown()).length).toBe(11);
  await expect(root.locator('dt[data-state-path="running.m2.leader"]')).toBeVisible();
});

test('keyboard: real buttons, ←/→ step back and forward inside the player only, focus stays, steps are announced', async ({ page }) => {
  const root = await open(page, 'en');
  await root.locator('button[data-step="cluster.choose:5"]').focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', expected([{ type: 'cluster.choose', size: 5 }], 'en').state);
  // The pressed button is gone: focus moved to the first event possible now, inside the player.
  expect(await root.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)).toBe(true);
  await page.keyboard.press('Enter');
  const twoSteps = await root.getAttribute('data-state');
  await expect(root.locator('[data-announce]')).toContainText('Step 2');
  await page.keyboard.press('ArrowLeft');
  await expect(root).toHaveAttribute('data-state', expected([{ type: 'cluster.choose', size: 5 }], 'en').state);
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('data-state', twoSteps!);
  expect(await root.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Arrows outside the player belong to the page.
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  await expect(root).toHaveAttribute('data-state', twoSteps!);
  // Tab reaches the controls in order.
  await root.locator('button[data-focus-key="back"]').focus();
  await page.keyboard.press('Tab');
  await expect(root.locator('button[data-focus-key="forward"]')).toBeDisabled();
  expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.focusKey)).toBe('reset');
});

test.describe('step links', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the URL follows the path (replaceState); a copied link restores the step in a fresh browser, scrolled into view', async ({ page, browser, baseURL }) => {
    const root = await open(page, 'en');
    const before = await page.evaluate(() => history.length);
    const path: ScenarioEvent[] = [
      { type: 'cluster.choose', size: 5 },
      { type: 'member.stop', member: 'm4' },
      { type: 'leader.fail' },
      { type: 'request.linearizableRead' },
    ];
    await walk(page, 'en', path);
    await expect(page).toHaveURL(/\?etcd-quorum=cluster\.choose:5,member\.stop:m4,leader\.fail,request\.linearizableRead$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await root.locator('button[data-focus-key="copy"]').click();
    await expect(root.locator('button[data-focus-key="copy"]')).toHaveText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseURL}${url('en', path.map(token).join(','))}`);

    const fresh = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(player(other)).toHaveAttribute('data-ready', 'true');
    await expect(player(other)).toBeInViewport();
    await expectStep(other, 'en', path);
    await fresh.close();
  });

  test('the hash stays free for sections: a link with #anchor lands on the section and still restores the step', async ({ page }) => {
    await page.goto(`${url('en', 'cluster.choose:3,leader.fail')}#quorum-loss`);
    await expect(page.locator('#quorum-loss')).toBeInViewport();
    const root = player(page);
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-ready', 'true');
    await expectStep(page, 'en', [{ type: 'cluster.choose', size: 3 }, { type: 'leader.fail' }]);
    await expect(page).toHaveURL(/#quorum-loss$/);
  });

  for (const [lang, text] of [
    ['en', /does not fit the scenario: at step 2 \(member\.stop:m9\)/],
    ['ru', /не подходит к сценарию: на шаге 2 \(member\.stop:m9\)/],
  ] as const) {
    test(`a link that does not fit shows a notice (${lang}) and starts from the beginning`, async ({ page }) => {
      const root = await open(page, lang, 'cluster.choose:3,member.stop:m9');
      await expect(root.locator('[data-notice]')).toHaveText(text);
      await expect(root).toHaveAttribute('data-state', 'setup');
      await expect(root.locator('button[data-step="cluster.choose:3"]')).toBeVisible();
      await expect(page).not.toHaveURL(/etcd-quorum=/);
    });
  }

  for (const [steps, kind] of [
    ['cluster.choose:3,leader.fail,leader.fail', 'notPossible'],
    ['cluster.choose:3,member.explode', 'unknownEvent'],
    ['%3Cscript%3E%3C%2Fscript%3E', 'syntax'],
    ['cluster.choose:3,,,', 'syntax'],
  ] as const) {
    test(`a broken link (${kind}: ${steps}) never breaks the island`, async ({ page }) => {
      const root = await open(page, 'en', steps);
      await expect(root.locator('[data-notice]')).toHaveAttribute('data-notice', kind);
      await expect(root).toHaveAttribute('data-state', 'setup');
    });
  }

  test('a step link of a scenario that is not on the page is reported', async ({ page }) => {
    await page.goto(`${url('ru')}?etcd-qourum=cluster.choose:3`);
    const root = player(page);
    await root.scrollIntoViewIfNeeded();
    await expect(root.locator('[data-notice="foreign"]')).toContainText('«etcd-qourum»');
  });
});

test('Russian: labels, narration and the status line in the page language', async ({ page }) => {
  const root = await open(page, 'ru', 'cluster.choose:3,member.stop:m2,member.stop:m3,request.write');
  await expectStep(page, 'ru', [
    { type: 'cluster.choose', size: 3 },
    { type: 'member.stop', member: 'm2' },
    { type: 'member.stop', member: 'm3' },
    { type: 'request.write' },
  ]);
  await expect(root.locator('button[data-step="clock.tick:7"]')).toHaveText('+7\u00a0с');
  await root.locator('button[data-step="clock.tick:7"]').click();
  await expect(root.locator('tr[data-leaf="running.write.timedOut"]')).toContainText('context deadline exceeded');
  await expect(root.locator('[data-status]')).toHaveText(/Работают: 1 из 3 · кворум: 2/);
  await expect(root.getByRole('button', { name: 'Назад' })).toBeVisible();
  expect(narration.ru.states['running.cluster.noQuorum'].title).toBe('Кворум потерян');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page still shows every statechart and the list of states with their transitions', async ({ page }) => {
    await page.goto(url('en'));
    const root = player(page);
    await expect(root).toHaveAttribute('data-state', 'setup');
    await expect(root.locator('figure.kb-player__figure')).toHaveCount(11);
    for (const f of await root.locator('figure.kb-player__figure').all()) await expect(f).toBeVisible();
    const all = root.locator('[data-scenario-all]');
    for (const path of ['running.m4.absent', 'running.cluster.noQuorum', 'running.linearizableRead.leaderChanged']) {
      await expect(all.locator(`dt[data-state-path="${path}"]`)).toHaveText(narration.en.states[path].title);
    }
    await expect(all).toContainText('stop, leader fails [quorum lost] → Quorum lost');
    await expect(root.locator('g.node.kb-active')).toHaveCount(1);
    await expect(all.locator('dt').first()).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the scenario page is clean in the ${theme} theme, before and after steps`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    await page.emulateMedia({ colorScheme: theme });
    const root = await open(page, 'en', 'cluster.choose:3,leader.fail,request.write');
    const scan = async () => (await new AxeBuilder({ page }).include(`[data-scenario="${SCENARIO_ID}"]`).analyze()).violations;
    expect(await scan()).toEqual([]);
    await root.locator('button[data-step="clock.tick:1"]').click();
    await root.locator('button.kb-player__component').first().click();
    expect(await scan()).toEqual([]);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.goto(url('ru', 'cluster.choose:5,member.stop:m1'));
    await player(page).scrollIntoViewIfNeeded();
    await expect(player(page)).toHaveAttribute('data-ready', 'true');
    expect(await scan()).toEqual([]);
  });
}
