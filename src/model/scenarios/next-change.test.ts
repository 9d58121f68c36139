// The summary's "next change by itself" (Run.nextChange) against what the engine then does: after every
// step of every curated timeline of every scenario, the change it foresees is the first thing
// "until something changes" shows, at that time. It may foresee nothing (a change that only a message
// causes, such as an eviction), but it never names a wrong one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Run } from '../engine/run.ts';
import type { Timeline } from '../engine/timeline.ts';
import { SCENARIO_IDS_V2, loadScenarioDef } from './registry.ts';

for (const id of SCENARIO_IDS_V2) {
  test(`${id}: each change foreseen after a curated step is the next one that happens`, async () => {
    const def = await loadScenarioDef(id);
    let foreseen = 0;
    const { timelines } = (await import(`./${id}/timelines.ts`)) as { timelines: Timeline[] };
    for (const timeline of timelines) {
      for (let i = 1; i <= timeline.steps.length; i++) {
        const run = new Run(def);
        for (const s of timeline.steps.slice(0, i)) assert.ok(run.send(s.event).ok, s.event);
        const next = run.nextChange();
        if (!next) continue;
        foreseen++;
        const from = run.log.length;
        // A jump stops at its cap with nothing changed; a change foreseen past it needs more jumps.
        for (let jumps = 0; run.log.length === from && run.time < next.t && jumps < 100; jumps++) run.send('clock.next');
        const first = run.log[from];
        const at = `${timeline.id} after step ${i}`;
        assert.equal(first?.t, next.t, `${at}: the next change comes at the time foreseen`);
        assert.ok(run.log.slice(from).some((e) => e.t === next.t && e.instance === next.instance && e.to === next.to), `${at}: ${next.instance} → ${next.to}`);
      }
    }
    assert.ok(foreseen > 0 || id === 'nospace', `${id}: something is foreseen`);
  });
}
