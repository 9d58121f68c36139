// The scenario island's JavaScript budget, enforced from dist/ (deterministic: gzip of the chunks a
// page references, no network timing): ≤ 40 KB gzip on top of a page without a scenario, and no page
// without a scenario loads any of it.
import { expect, test } from '@playwright/test';
import { baselineFor, islandCost } from '../src/quality/page-js.ts';
import { scenarioCatalog } from '../src/player/catalog.ts';

const BUDGET = 40 * 1024;

for (const s of await scenarioCatalog()) {
  for (const lang of ['en', 'ru']) {
    test(`the ${s.id} island costs at most 40 KB gzip of JavaScript (${lang}), and only where it is used`, () => {
      const withScenario = `/${lang}/${s.page}/`;
      const cost = islandCost(withScenario, baselineFor(withScenario));
      expect(cost.islandFiles.some((f) => f.file.includes('Player')), 'the island is measured').toBe(true);
      expect(cost.island, `island JS: ${JSON.stringify(cost.islandFiles)}`).toBeLessThanOrEqual(BUDGET);
      expect(cost.leaks).toEqual([]);
    });
  }
}
