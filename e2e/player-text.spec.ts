// Nothing the reader needs is cut off (issue 25 §3): event buttons, the step bar, the now table's
// states, facts and "what you see" lines, and the timeline's names read whole, at 390 and 1280 px, in
// both languages; no literal backticks; an alert that fires is not drawn as calm as a quiet one; no
// English state names in the Russian player; counts read right in both languages; no keyboard hint on
// a phone. Phones have no hover: a `title` does not count as showing the text.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { type Lang, openPlayer } from './player-page.ts';

/** Quorum lost for five minutes, then `kubectl delete pod` and another minute: errors everywhere, alerts firing. */
const OUTAGE = {
  id: 'control-plane-outage',
  page: 'control-plane-outage',
  link: '2~cluster.start:1-33,member.stop:m2,member.stop:m3,clock.advance:300,pod.delete:web-1,clock.advance:60',
};
/** A restore under a running apiserver, verified: the check finds problems (timelines.ts, restore-under-running-apiserver). */
const RESTORE = {
  id: 'backup-restore',
  page: 'restore',
  link:
    '2~cluster.start:3-6,backup.save,backup.status,backup.copyOff,backup.encryptionConfig,disaster.strike,clock.advance:60,' +
    'apiserver.stop:api2,apiserver.stop:api3,member.restore:m1,member.restore:m2,member.restore:m3,member.start:m1,member.start:m2,' +
    'member.start:m3,apiserver.start:api2,apiserver.start:api3,controlPlane.restart,kubelets.restart,clock.advance:1,cluster.verify',
};
/** Quorum lost on the flat table (etcd-quorum): every kind of request answered or timed out. */
const QUORUM = {
  id: 'etcd-quorum',
  page: 'raft-ha',
  link: 'cluster.choose:3,member.stop:m2,member.stop:m3,request.write,request.linearizableRead,request.serializableRead,request.watch,clock.tick:7',
};
/** Before the disaster: the restore command's own buttons (`no --bump-revision`, `no --mark-compacted`). */
const RESTORE_COMMAND = { ...RESTORE, link: '2~cluster.start:3-6,backup.save,disaster.strike' };

const WIDTHS = [
  [390, 844],
  [1280, 900],
] as const;

/** Elements whose text runs past their box (an ellipsis, a clamp, a clip), with that text. */
async function cutOff(parts: Locator): Promise<string[]> {
  return parts.evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.className}: ${(el as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 80)}`),
  );
}

async function open(page: Page, s: { id: string; page: string }, lang: Lang, link: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  const root = await openPlayer(page, s, lang, link);
  await expect(root.locator('[data-notice]'), link).toHaveCount(0);
  return root;
}

for (const lang of ['en', 'ru'] as const) {
  for (const [width, height] of WIDTHS) {
    test(`event buttons read whole and tell their instances apart (${lang}, ${width} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const s of [OUTAGE, RESTORE_COMMAND, { ...OUTAGE, link: '2~cluster.start:1-33' }]) {
        const root = await open(page, s, lang, s.link, width, height);
        const buttons = root.locator('[data-actions] button[data-event]');
        expect(await buttons.count()).toBeGreaterThan(3);
        expect(await cutOff(buttons), `${s.id}: buttons cut off`).toEqual([]);
        for (const group of await root.locator('[data-actions] [data-group]').all()) {
          const labels = await group.locator('button[data-event]').allInnerTexts();
          expect(new Set(labels).size, `${s.id}: the labels of one group differ: ${labels.join(' | ')}`).toBe(labels.length);
        }
      }
    });

    test(`the step bar, the now table and the timeline show their text whole; no backticks (${lang}, ${width} px)`, async ({ page }) => {
      // Three players, each with every closed layer and group opened by a click: minutes on a loaded machine.
      test.setTimeout(240_000);
      for (const s of [OUTAGE, RESTORE, QUORUM]) {
        const root = await open(page, s, lang, s.link, width, height);
        expect(await cutOff(root.locator('[data-step-caption]')), `${s.id}: step bar`).toEqual([]);
        // Every row a reader can see: open every closed layer and group first.
        for (let i = 0; i < 40; i++) {
          const closed = root.locator('.kb-player__toggle[aria-expanded="false"]:visible').first();
          if ((await closed.count()) === 0) break;
          await closed.click();
        }
        const rows = root.locator('.kb-player__table tbody tr:is([data-component], [data-instance-group])');
        const cells = rows.locator(':scope > :is(th, td), .kb-player__state, .kb-player__facts, .kb-player__clamp, .kb-player__see-line, button');
        expect(await cutOff(cells), `${s.id}: now table`).toEqual([]);
        // The timeline: each lane's name whole; a state's name in its segment whole, or none at all.
        expect(await cutOff(root.locator('.kb-tl__labels > span')), `${s.id}: lane names`).toEqual([]);
        const segs = root.locator('.kb-tl__seg:not([data-cut])');
        expect(await cutOff(segs), `${s.id}: timeline segments`).toEqual([]);
        const text = await root.innerText();
        expect(text.match(/.{0,30}`.{0,30}/g) ?? [], `${s.id}: literal backticks`).toEqual([]);
        if (lang === 'ru') expect(text.match(/.{0,20}\b(Firing|Pending|Quiet)\b.{0,20}/g) ?? [], `${s.id}: English state names`).toEqual([]);
      }
    });
  }
}

test('a firing alert and a failed request have colours of their own, neither the calm green; contrast holds in both themes', async ({ page }) => {
  // Two axe scans of the timeline: up to a minute each on a loaded machine.
  test.setTimeout(180_000);
  const root = await open(page, OUTAGE, 'en', OUTAGE.link, 1280, 900);
  const bg = (sel: string) => root.locator(sel).first().evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
    }, theme);
    const quiet = await bg('.kb-tl__seg[data-state="quiet"]');
    const fine = await bg('.kb-tl__seg[data-state="running"]');
    expect(quiet, 'quiet is drawn as fine').toBe(fine);
    // The alert, kubectl's failed delete, an apiserver without a leader.
    for (const state of ['="firing"', '^="failed"', '^="up.noLeader"']) {
      const seg = `.kb-tl__seg[data-state${state}]`;
      await expect(root.locator(seg).first(), state).toBeAttached();
      expect(await bg(seg), `${theme}: ${state}`).not.toBe(quiet);
    }
    const axe = await new AxeBuilder({ page }).include(`[data-scenario="${OUTAGE.id}"] [data-timeline]`).withRules(['color-contrast']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  }
});

test('counts read right: the restore check and a link that kept one step (en, ru)', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [lang, wrong, right] of [
    ['en', /\(s\)|\b1 steps\b/, /\b1 step\b/],
    ['ru', /\(s\)|\b1 шаг(а|ов)|шаги до него: 1/, /\b1 шаг(?![а-я])/],
  ] as const) {
    const root = await open(page, RESTORE, lang, RESTORE.link, 1280, 900);
    expect(await root.locator('[data-narration]').innerText()).not.toMatch(wrong);
    // A link whose second step cannot be taken: one step kept.
    await page.goto(`/${lang}/${QUORUM.page}/?${QUORUM.id}=cluster.choose:3,member.explode:m9`);
    const notice = page.locator(`[data-scenario="${QUORUM.id}"] [data-notice]`);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(right);
    await expect(notice).not.toContainText(wrong);
  }
});

test('the ←/→ hint shows where there is a keyboard, not on a phone', async ({ page }) => {
  let root = await open(page, QUORUM, 'en', QUORUM.link, 1280, 900);
  await expect(root.locator('.kb-player__hint')).toBeVisible();
  root = await open(page, QUORUM, 'en', QUORUM.link, 390, 844);
  await expect(root.locator('.kb-player__hint')).toBeHidden();
});
