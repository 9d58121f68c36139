import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scenarioStatics } from './statics.ts';

for (const lang of ['en', 'ru'] as const) {
  test(`etcd-quorum statics (${lang}): every component type's states and every timeline played out`, async () => {
    const s = await scenarioStatics('etcd-quorum', lang);
    assert.ok(s.title && s.description);
    const member = s.components.find((c) => c.type === 'etcd-member')!;
    const leader = member.states.find((st) => st.path === 'up.leader.quorum')!;
    assert.equal(leader.selector, 'g.node[id*="-state-etcd_member__up__leader__quorum-"]');
    assert.ok(member.states.find((st) => st.path === 'up.follower.waiting')!.transitions.length > 0);
    assert.ok(s.timelines.length >= 10);
    const election = s.timelines.find((t) => t.id === 'election-within-1-2-s')!;
    const last = election.steps.at(-1)!;
    assert.equal(last.time, lang === 'en' ? 't+1.5 s' : 't+1,5\u00a0с');
    assert.ok(last.now.find((r) => r.id === 'm2')!.emphasis, 'the new leader stands out');
    assert.ok(last.narration.length >= 3, 'says what happened, not only the button');
  });
}

test('every component state has its node in the rendered statechart (both languages)', async () => {
  const { readCached } = await import('../build/diagrams/cache.ts');
  const { componentDiagram } = await import('../build/diagrams/component-jobs.ts');
  const { loadWords } = await import('../model/engine/words-files.ts');
  const { etcdQuorum } = await import('../model/scenarios/etcd-quorum/scenario.ts');
  const { mermaidName } = await import('../model/engine/index.ts');
  for (const lang of ['en', 'ru'] as const) {
    const words = loadWords(etcdQuorum, lang);
    for (const def of etcdQuorum.components) {
      const d = componentDiagram(def.machine, def.type, words.components[def.type], lang);
      const svg = readCached(d.job);
      assert.ok(svg, `${d.svgId} is rendered (npm run diagrams)`);
      for (const node of d.nodes) assert.match(svg!, new RegExp(`id="${d.svgId}-state-${mermaidName(def.type, node)}-\\d+"`), `${d.svgId}: ${node}`);
    }
  }
});
