// Printing a page (or saving it as PDF) loses nothing: at the width of an A4 page's text area nothing
// sticks out past the right margin, no control prints, code keeps the light theme's colours even when
// the reader reads in the dark theme, headings stay with what follows and diagrams are not split.
import { expect, test } from '@playwright/test';
import { measureDiagramLabels } from './diagram-measure.ts';

// A4 is 210 mm wide; print.css sets 14 mm side margins: 182 mm of text = 688 CSS px.
const PAGE_CONTENT_PX = Math.floor((182 / 25.4) * 96);
const PAGES = ['/en/data-model/', '/ru/data-model/', '/en/raft-ha/', '/ru/raft-ha/', '/ru/outage/', '/en/restore/', '/en/troubleshooting/'];

test.use({ viewport: { width: PAGE_CONTENT_PX, height: 1000 } });

for (const path of PAGES) {
  test(`${path} prints within the page, without controls, with light code`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('starlight-theme', 'dark'));
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });

    const report = await page.evaluate((limit) => {
      const visible = (e: Element) => {
        const r = e.getBoundingClientRect();
        const s = getComputedStyle(e);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
      };
      const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].slice(0, 2).join('.')} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
      const overflow = [...document.body.querySelectorAll('*')]
        .filter((e) => visible(e) && e.getBoundingClientRect().right > limit + 1)
        // Report the outermost offender only.
        .filter((e, _i, all) => !all.some((o) => o !== e && o.contains(e)))
        .map((e) => `${name(e)} right=${Math.round(e.getBoundingClientRect().right)}`);
      // A scenario's component names are buttons on screen and names on paper.
      const controls = [...document.querySelectorAll('button:not(.kb-player__component, .kb-player__toggle), select, input, [role="button"], .kb-copy-link, .sl-anchor-link')]
        .filter(visible)
        .map(name);
      const hexToRgb = (hex: string) => {
        const h = hex.replace('#', '');
        const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
        return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
      };
      const darkCode = [...document.querySelectorAll<HTMLElement>('.expressive-code .ec-line span[style*="--1:"]')]
        .filter((s) => {
          const light = /--1:(#[0-9a-fA-F]{6})/.exec(s.getAttribute('style')!)?.[1];
          return light && getComputedStyle(s).color !== hexToRgb(light);
        })
        .map((s) => `"${s.textContent}" ${getComputedStyle(s).color}`);
      const loneHeadings = [...document.querySelectorAll('.sl-markdown-content :is(h2, h3)')].filter(
        (h) => getComputedStyle(h).breakAfter !== 'avoid',
      ).length;
      const splittable = [...document.querySelectorAll('figure.kb-diagram')].filter((f) => getComputedStyle(f).breakInside !== 'avoid').length;
      const tokens = document.querySelectorAll('.expressive-code .ec-line span[style*="--1:"]').length;
      return { overflow: overflow.slice(0, 10), controls: controls.slice(0, 10), darkCode: darkCode.slice(0, 5), loneHeadings, splittable, tokens };
    }, PAGE_CONTENT_PX);

    expect(report.overflow, 'elements past the right margin').toEqual([]);
    expect(report.controls, 'controls on paper').toEqual([]);
    expect(report.tokens, 'code tokens checked').toBeGreaterThan(10);
    expect(report.darkCode, 'code in dark-theme colours').toEqual([]);
    expect(report.loneHeadings).toBe(0);
    expect(report.splittable).toBe(0);
  });
}

// A4 is 297 mm tall; print.css sets 14 + 16 mm margins: 267 mm of text.
const PAGE_HEIGHT_PX = Math.floor((267 / 25.4) * 96);

// A block that may not be split is moved whole to the next page when it does not fit, so one taller
// than half a page can leave half a page blank (first-five-minutes printed page 1 60 % blank).
for (const path of ['/en/first-five-minutes/', '/ru/first-five-minutes/', '/en/restore/', '/en/backup/', '/en/performance-monitoring/', '/en/outage/']) {
  test(`${path} has no unsplittable block taller than half a printed page`, async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    const tall = await page.evaluate((limit) => {
      const blocks = [...document.querySelectorAll('.sl-markdown-content *')].filter((e) => {
        const r = e.getBoundingClientRect();
        // Diagrams are scaled to fit a page with their heading (print.css).
        return r.height > limit && getComputedStyle(e).breakInside === 'avoid' && !e.closest('figure.kb-diagram');
      });
      return blocks
        .filter((e) => !blocks.some((o) => o !== e && o.contains(e)))
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} ${Math.round(e.getBoundingClientRect().height)} px "${(e.textContent ?? '').trim().slice(0, 40)}"`);
    }, PAGE_HEIGHT_PX / 2);
    expect(tall).toEqual([]);
  });
}

// On paper a diagram is scaled to the page; its labels stay at 7 pt (9.3 CSS px) or more. The restore
// flowchart, a tall one, printed its labels at about 6 pt when diagrams were held to 195 mm.
const PRINT_LABEL_PX = (7 / 72) * 96;
test('every diagram prints its labels at 7 pt or more', async ({ page }) => {
  for (const path of ['/en/restore/', '/en/data-model/', '/en/architecture/', '/en/security/', '/ru/raft-ha/']) {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    const sizes = await page.evaluate(measureDiagramLabels, 'figure[data-diagram] .kb-diagram__canvas svg');
    expect(sizes.length, path).toBeGreaterThan(0);
    expect(sizes.filter((d) => d.min < PRINT_LABEL_PX).map((d) => `${path} ${d.id}: ${d.min} px`)).toEqual([]);
  }
});

test('a reading page and a scenario page print to A4 PDF', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ['/en/data-model/', '/en/raft-ha/']) {
    await page.addInitScript(() => localStorage.setItem('starlight-theme', 'dark'));
    await page.goto(path);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages, path).toBeGreaterThan(3);
    // Before the print stylesheet raft-ha printed 27 pages and data-model 19 with cut diagrams.
    expect(pages, path).toBeLessThan(27);
  }
});

test('a scenario prints its step whole: every component named, no state, fact or line cut', async ({ page }) => {
  const link = '2~cluster.start:1-33,member.stop:m2,member.stop:m3';
  await page.goto(`/en/control-plane-outage/?control-plane-outage=${link}`);
  const player = page.locator('[data-scenario="control-plane-outage"]');
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute('data-ready', 'true');
  await page.emulateMedia({ media: 'print' });
  const report = await player.evaluate((root) => {
    const rows = [...root.querySelectorAll<HTMLElement>('.kb-player__table tbody tr[data-component], .kb-player__table tbody tr[data-instance-group]')];
    const unnamed = rows.filter((r) => !(r.querySelector('th')?.innerText.trim())).map((r) => r.dataset.component ?? r.dataset.instanceGroup);
    const cut = [...root.querySelectorAll<HTMLElement>('.kb-player__state, .kb-player__facts, .kb-player__clamp')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => e.innerText.slice(0, 40));
    const sticky = [...root.querySelectorAll('.kb-player__table thead th')].filter((th) => getComputedStyle(th).position === 'sticky').length;
    return { rows: rows.length, unnamed, cut, sticky };
  });
  expect(report.rows).toBeGreaterThan(20);
  expect(report.unnamed, 'rows without a component name on paper').toEqual([]);
  expect(report.cut, 'text cut on paper').toEqual([]);
  expect(report.sticky, 'a sticky header floats over the next page').toBe(0);
});
