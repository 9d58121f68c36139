// The scenario island's JavaScript budget, enforced from dist/ (deterministic: gzip of the chunks a
// page references, no network timing): per scenario (src/player/catalog.ts: 40 KB gzip, 45 KB for
// control-plane-outage) on top of a page without a scenario, and no page without a scenario loads
// any of it. An island counts only its own scenario's chunks and the optional parts its host names
// (the restore page embeds two scenarios; each is measured as its island loads it).
import { expect, test } from '@playwright/test';
import { baselineFor, islandCost } from '../src/quality/page-js.ts';
import { islandBudgetKb, scenarioCatalog } from '../src/player/catalog.ts';

// Known misses, measured from dist/ on 2026-12-01 and kept visible: each test below is expected to fail
// until its island fits, and turns red the day it does (then delete its line here). What is left in
// control-plane-outage's island: the shared player chunk (30.0 KB, 10.5 of it XState, 5.4 Preact),
// Astro's island runtime inline (2.3 KB with the visible directive and the scroll script), its own
// chunk (8.3), etcd-member (4.0, shared with etcd-quorum), the grouped layout (2.1) and the renderer (0.8).
const OVER_BUDGET: Record<string, string> = {
  'control-plane-outage': 'issue 14: 47 561 B gzip against 46 080',
};

for (const s of await scenarioCatalog()) {
  const budget = islandBudgetKb(s.id);
  for (const lang of ['en', 'ru']) {
    test(`the ${s.id} island costs at most ${budget} KB gzip of JavaScript (${lang}), and only where it is used`, () => {
      test.fail(s.id in OVER_BUDGET, OVER_BUDGET[s.id]);
      const withScenario = `/${lang}/${s.page}/`;
      // This scenario's island only: a page with two scenarios hydrates each when it comes into view.
      const cost = islandCost(withScenario, baselineFor(withScenario), undefined, s.id);
      expect(cost.islandFiles.some((f) => /(^|\/)player\./.test(f.file)), 'the island is measured').toBe(true);
      expect(cost.island, `island JS: ${JSON.stringify(cost.islandFiles)}`).toBeLessThanOrEqual(budget * 1024);
      expect(cost.leaks).toEqual([]);
    });
  }
}
