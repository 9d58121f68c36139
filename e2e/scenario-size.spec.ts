// The scenario island's JavaScript budget, enforced from dist/ (deterministic: gzip of the chunks a
// page references, no network timing): per scenario (src/player/catalog.ts: 40 KB gzip, 45 KB for
// control-plane-outage) on top of a page without a scenario, and no page without a scenario loads
// any of it. An island counts only its own scenario's chunks and the optional parts its host names
// (the restore page embeds two scenarios; each is measured as its island loads it).
import { expect, test } from '@playwright/test';
import { baselineFor, islandCost } from '../src/quality/page-js.ts';
import { islandBudgetKb, scenarioCatalog } from '../src/player/catalog.ts';

for (const s of await scenarioCatalog()) {
  const budget = islandBudgetKb(s.id);
  for (const lang of ['en', 'ru']) {
    test(`the ${s.id} island costs at most ${budget} KB gzip of JavaScript (${lang}), and only where it is used`, () => {
      const withScenario = `/${lang}/${s.page}/`;
      // This scenario's island only: a page with two scenarios hydrates each when it comes into view.
      const cost = islandCost(withScenario, baselineFor(withScenario), undefined, s.id);
      expect(cost.islandFiles.some((f) => /(^|\/)player\./.test(f.file)), 'the island is measured').toBe(true);
      expect(cost.island, `island JS: ${JSON.stringify(cost.islandFiles)}`).toBeLessThanOrEqual(budget * 1024);
      expect(cost.leaks).toEqual([]);
    });
  }
}
