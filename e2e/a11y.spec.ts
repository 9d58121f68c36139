// One pass over every page with JavaScript on, at 1280 px, one page load each: the whole axe rule set in
// the light theme, then, in the dark theme, the rules a theme can change (contrast, links told apart from
// text); no request to another origin; on documentation pages every table inside the text column, every
// diagram label readable, every code block copying what it shows; where the page has tabs, every panel
// printed under its label. (At 390 px: e2e/phone.spec.ts.)
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hasTabs, sitePaths } from './site-pages.ts';
import { codeCopyProblems, desktopTableProblems, diagramLabelProblems } from './page-checks.ts';
import { expectAllPanelsLabelled } from './tab-panels.ts';

/** The axe rules whose result depends on colours: the only ones a theme switch can change. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

test.use({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
const isDoc = (path: string) => /^\/(en|ru)\//.test(path);

for (const path of sitePaths()) {
  test(`${path}: axe clean in the light theme, its colours in the dark; nothing from another origin${isDoc(path) ? '; tables, diagrams, code copy' : ''}${hasTabs(path) ? '; tabs print whole' : ''}`, async ({ page, baseURL }) => {
    // Axe over the longest pages (troubleshooting) takes tens of seconds on a loaded 2-core machine.
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('starlight-theme', 'light'));
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    // The root forwards by language when its script runs; keep it on screen to check it.
    if (path === '/') await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto(path);
    if (path === '/') await page.unroute('**/_astro/*.js');
    const problems = (vs: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
      vs.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // A scenario player is scanned where it is played, in both themes and languages (scenario.spec.ts).
    // Only violations are collected: the same verdict, in about half the time on the longest pages.
    const axe = () => new AxeBuilder({ page }).exclude('[data-scenario]').options({ resultTypes: ['violations'] });
    expect(problems((await axe().analyze()).violations), 'light theme, every rule').toEqual([]);
    // Starlight's theme is the data-theme attribute on <html> (its toggle sets the same).
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(problems((await axe().withRules(THEME_RULES).analyze()).violations), 'dark theme, colour rules').toEqual([]);
    expect(foreign).toEqual([]);
    if (isDoc(path)) {
      expect(await desktopTableProblems(page), 'tables').toEqual([]);
      expect(await diagramLabelProblems(page, false), 'diagram labels').toEqual([]);
      expect(await codeCopyProblems(page), 'code copy').toEqual([]);
    }
    if (hasTabs(path)) {
      await page.waitForFunction(() => customElements.get('starlight-tabs') !== undefined);
      await page.emulateMedia({ media: 'print' });
      await expectAllPanelsLabelled(page);
    }
  });
}
