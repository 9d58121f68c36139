// Every documentation page at phone width (390×844), one page load each: nothing wider than the screen,
// tables as labelled cards (or scrolling with a cue), every diagram label readable on the page or in the
// full-size viewer, code lines wrapped at spaces only, component names unbroken, heading link controls
// big enough and on their heading's line. (e2e/built/coverage.test.ts checks that the pages hold enough
// tables, diagrams, names and headings for these checks to mean something.)
import { expect, test } from '@playwright/test';
import { componentNameBreaks, diagramLabelProblems, permalinkProblems, phoneTableProblems, splitCodeTokens } from './page-checks.ts';
import { docSlugs } from './site-pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of docSlugs().flatMap((slug) => ['en', 'ru'].map((lang) => `/${lang}/${slug}`))) {
  test(`${path} at 390 px: fits the screen; tables, diagrams, code, names and link controls read on a phone`, async ({ page }) => {
    test.setTimeout(120_000); // a page with many diagrams opens each overview in the viewer
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(390);
    expect(await phoneTableProblems(page), 'tables').toEqual([]);
    expect(await permalinkProblems(page), 'heading link controls').toEqual([]);
    expect(await componentNameBreaks(page), 'component names split at a hyphen').toEqual([]);
    const code = await splitCodeTokens(page);
    expect(code.split, 'flags or paths split across two lines').toEqual([]);
    // Long commands do wrap on a phone, so the check above measured real line breaks.
    if (path.endsWith('/restore/')) expect(code.wrappedLines, 'wrapped code lines').toBeGreaterThan(5);
    expect(await diagramLabelProblems(page, true), 'diagram labels').toEqual([]);
  });
}
