// Nothing the reader needs is cut off (issue 25 §3): event buttons, the step bar, the now table's
// states, facts and "what you see" lines, and the timeline's names read whole, at 390 and 1280 px, in
// both languages; no literal backticks; an alert that fires is not drawn as calm as a quiet one; no
// English state names in the Russian player; counts read right in both languages; no keyboard hint on
// a phone. Phones have no hover: a `title` does not count as showing the text.
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { type Lang, openPlayer, ui } from './player-page.ts';

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

/** A defragmentation under way (slow-disk): long state names ("дефрагментация"), and the operator has nothing to do. */
const DEFRAG = { id: 'slow-disk', page: 'performance-monitoring', link: '2~cluster.start,disk.fsync:m1-300,etcd.status,disk.check:m1,etcd.defrag:m2' };

/** The words of each element's text that the browser laid out over two lines. */
async function brokenWords(parts: Locator): Promise<string[]> {
  return parts.evaluateAll((els) =>
    els.flatMap((el) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/[^\s]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
      return out;
    }),
  );
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

    test(`a state's name keeps its words whole, and a group with nothing possible says so (${lang}, ${width} px)`, async ({ page }) => {
      const root = await open(page, DEFRAG, lang, DEFRAG.link, width, height);
      await expect(root.locator('[data-now] tr[data-changed] .kb-player__state').first()).toBeVisible();
      expect(await brokenWords(root.locator('.kb-player__state:visible'))).toEqual([]);
      // etcdctl waits for the defragmentation: the operator's group is empty, and says so.
      const operator = root.locator('[data-actions] [data-group="operator"]');
      await expect(operator.locator('button[data-event]')).toHaveCount(0);
      await expect(operator).toContainText(ui(lang, 'groupIdle'));
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

// Issue 23 §4: one summary above the step's lines, from the model: writes, reads, pods, and the next
// change a timer makes by itself. Quorum lost at t = 0, 70 s later: a write gets the Timeout at 34 s, a
// read the 504 at 60 s (resolved fact sheet, ReplicaSet and API-6), the pods keep running (KL-1), and the
// liveness probe kills the apiservers 80 s after etcd was lost (API-16): t+1 min 20 s, in 10 s.
const SUMMARY = { ...OUTAGE, link: '2~cluster.start:1-33,member.stop:m2,member.stop:m3,clock.advance:60,clock.advance:10' };
const SUMMARY_TEXT = {
  en: { now: [/34\u00a0s/, /504/, /60\u00a0s/, /All 3 pods/], next: /t\+1\u00a0min\u00a020\u00a0s \(in 10\u00a0s\): kube-apiserver \(cp\d\)/ },
  ru: { now: [/34\u00a0с/, /504/, /60\u00a0с/, /все 3/], next: /t\+1\u00a0мин\u00a020\u00a0с \(через 10\u00a0с\): kube-apiserver \(cp\d\)/ },
};

for (const lang of ['en', 'ru'] as const) {
  for (const [width, height] of WIDTHS) {
    test(`the summary above the step's lines reads whole and comes first in the announcement (${lang}, ${width} px)`, async ({ page }) => {
      const root = await open(page, SUMMARY, lang, SUMMARY.link, width, height);
      const summary = root.locator('[data-summary]');
      await expect(summary).toBeVisible();
      for (const part of SUMMARY_TEXT[lang].now) await expect(summary).toContainText(part);
      await expect(summary.locator('[data-summary-next]')).toContainText(SUMMARY_TEXT[lang].next);
      expect(await cutOff(summary), 'summary cut off').toEqual([]);
      // Above the lines, inside the narration box; on a desktop, where the box has a fixed height, the
      // lines keep room for two of their own (a phone shows every line anyway).
      const [s, lines, box] = await Promise.all(['[data-summary]', '.kb-player__scroll', '[data-narration]'].map((sel) => root.locator(sel).boundingBox()));
      expect(s!.y + s!.height).toBeLessThanOrEqual(lines!.y + 1);
      if (width > 640) expect(lines!.height, 'room for the lines').toBeGreaterThan(36);
      expect(lines!.y + lines!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
      // One announcement per step, the summary first (the summary itself is not a live region).
      await expect(root.locator('[aria-live]')).toHaveCount(1);
      await expect(summary.locator('[aria-live]')).toHaveCount(0);
      const said = (await root.locator('[data-announce]').textContent()) ?? '';
      expect(said.indexOf(`${ui(lang, 'summary')}:`), said).toBeGreaterThan(0);
      expect(said.indexOf(`${ui(lang, 'summary')}:`)).toBeLessThan(said.indexOf('kube-apiserver'));
    });
  }
}

test('the summary is axe clean in both themes (en, ru)', async ({ page }) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'ru'] as const) {
    const root = await open(page, SUMMARY, lang, SUMMARY.link, 1280, 900);
    await expect(root.locator('[data-summary]')).toBeVisible();
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      const axe = await new AxeBuilder({ page }).include(`[data-scenario="${SUMMARY.id}"] [data-narration]`).analyze();
      expect(axe.violations.map((v) => `${lang} ${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('an example timeline\'s step starts with the summary where it changed (en, ru)', async ({ page }) => {
    for (const [lang, text] of [['en', /Writes time out: kubectl delete pod gets a Timeout after 34\u00a0s\./], ['ru', /Запись не проходит: kubectl delete pod через 34\u00a0с получает Timeout\./]] as const) {
      await page.goto(`/${lang}/control-plane-outage/`);
      // two-down-writes-fail-pods-run (src/model/scenarios/control-plane-outage/timelines.ts): quorum is lost
      // in step 3, where writes start to time out.
      const row = page.locator('[data-curated="two-down-writes-fail-pods-run"] tr[data-curated-step="3"]');
      await expect(row.locator('[data-atlas-summary]')).toContainText(text);
      await expect(row.locator('[data-atlas-summary]')).toBeVisible();
      // 10 s later nothing of it has changed: no second copy.
      await expect(page.locator('[data-curated="two-down-writes-fail-pods-run"] tr[data-curated-step="4"] [data-atlas-summary]')).toHaveCount(0);
    }
  });
});
