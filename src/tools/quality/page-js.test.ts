// The size check counts what a scenario page really loads: its islands' chunks and its own scenario's
// chunk, never another scenario's. Built on a tiny dist/ of hand-written chunks and the chunk graph the
// bundler writes (src/build/chunk-graph.ts).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import visible from 'astro/client/visible.prebuilt.js';
import { CHUNK_GRAPH_FILE, codeHash, type ChunkInfo } from '../../build/chunk-graph.ts';
import { SCENARIO_HOST, pageJs } from './page-js.ts';

// Two small page scripts Astro inlined: the scenario host's and another component's.
const HOST_SCRIPT = 'document.querySelector(`[data-scenario-host]`)';
const OTHER_SCRIPT = 'document.querySelector(`[data-alert-rules]`)';

function site(): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-js-'));
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, '.kb'));
  const graph: Record<string, ChunkInfo> = {};
  const chunk = (name: string, imports: string[], dynamicImports: string[] = [], modules: string[] = []) => {
    writeFileSync(join(dist, '_astro', name), `// ${name}`);
    graph[`_astro/${name}`] = { imports: imports.map((i) => `_astro/${i}`), dynamicImports: dynamicImports.map((i) => `_astro/${i}`), modules };
  };
  chunk('client.js', ['preact.js'], ['signals.js']);
  chunk('signals.js', []);
  chunk('preact.js', []);
  chunk('Player.js', ['preact.js'], ['scenario.A.js', 'scenario.B.js'], ['src/player/island/Player.tsx', 'src/model/scenarios/registry.ts']);
  chunk('StepPanel.js', ['preact.js']);
  chunk('scenario.A.js', ['member.js'], [], ['src/model/scenarios/etcd-quorum/scenario.ts']);
  chunk('scenario.B.js', ['k8s.js', 'member.js'], [], ['src/model/scenarios/control-plane-outage/scenario.ts']);
  chunk('member.js', [], [], ['src/model/components/etcd-member.ts']);
  chunk('k8s.js', [], [], ['src/model/components/pod-def.ts']);
  chunk('page-script.js', ['Player.js']);
  graph['_astro/host.js'] = { imports: [], dynamicImports: [], modules: [SCENARIO_HOST], facade: SCENARIO_HOST, sha256: codeHash(HOST_SCRIPT) };
  graph['_astro/alerts.js'] = { imports: [], dynamicImports: [], modules: ['src/site/components/AlertRules.astro'], facade: 'src/site/components/AlertRules.astro', sha256: codeHash(OTHER_SCRIPT) };
  writeFileSync(join(dist, CHUNK_GRAPH_FILE), JSON.stringify(graph));
  const island = (component: string) => `<astro-island uid="1" component-url="/_astro/${component}" renderer-url="/_astro/client.js" props="{}"></astro-island>`;
  const page = (slug: string, body: string) => {
    mkdirSync(join(dist, slug), { recursive: true });
    writeFileSync(join(dist, slug, 'index.html'), `<html><body><script>window.Astro={}</script>${body}</body></html>`);
  };
  page('quorum', `<div data-scenario-host="etcd-quorum">${island('Player.js')}</div>`);
  page('outage', `<div data-scenario-host="control-plane-outage">${island('Player.js')}</div>`);
  page('both', `<div data-scenario-host="etcd-quorum">${island('Player.js')}${island('StepPanel.js')}</div><div data-scenario-host="control-plane-outage">${island('Player.js')}</div>`);
  page('scripted', `<script type="module" src="/_astro/page-script.js"></script><div data-scenario-host="etcd-quorum">${island('Player.js')}</div>`);
  page('plain', '<p>text</p>');
  page('inline', `<script>${visible}</script><script>${OTHER_SCRIPT}</script><div data-scenario-host="etcd-quorum">${island('Player.js')}</div><script>${HOST_SCRIPT}</script>`);
  return dist;
}

test('a scenario page counts its island and its own scenario, never another scenario or an optional import', () => {
  const dist = site();
  assert.deepEqual([...pageJs('/quorum/', dist).files].sort(), ['_astro/Player.js', '_astro/client.js', '_astro/member.js', '_astro/preact.js', '_astro/scenario.A.js']);
  assert.deepEqual([...pageJs('/outage/', dist).files].sort(), ['_astro/Player.js', '_astro/client.js', '_astro/k8s.js', '_astro/member.js', '_astro/preact.js', '_astro/scenario.B.js']);
  assert.equal(pageJs('/quorum/', dist).inline.size, 1, "Astro's inline island runtime counts");
});

test('a chunk a page script already loads still has its scenario followed for the island', () => {
  const files = pageJs('/scripted/', site()).files;
  assert.ok(files.has('_astro/scenario.A.js'), [...files].join(' '));
  assert.ok(!files.has('_astro/scenario.B.js'));
});

test('on a page with two scenarios each island counts its own scenario and islands, the page both', () => {
  const dist = site();
  const quorum = pageJs('/both/', dist, 'etcd-quorum').files;
  assert.ok(quorum.has('_astro/scenario.A.js') && quorum.has('_astro/StepPanel.js'));
  assert.ok(!quorum.has('_astro/scenario.B.js') && !quorum.has('_astro/k8s.js'), [...quorum].join(' '));
  const outage = pageJs('/both/', dist, 'control-plane-outage').files;
  assert.ok(outage.has('_astro/scenario.B.js'));
  assert.ok(!outage.has('_astro/StepPanel.js'), 'not an island only the other scenario has');
  assert.ok(!outage.has('_astro/scenario.A.js'), [...outage].join(' '));
  const page = pageJs('/both/', dist).files;
  assert.ok(page.has('_astro/scenario.A.js') && page.has('_astro/scenario.B.js'));
});

test('a page without islands loads none of the island', () => {
  assert.deepEqual([...pageJs('/plain/', site()).files], []);
});

test("an island counts Astro's island runtime and the scenario host's page script, not the page's other scripts", () => {
  const dist = site();
  assert.deepEqual([...pageJs('/inline/', dist, 'etcd-quorum').inline].sort(), [HOST_SCRIPT, visible].sort());
  assert.equal(pageJs('/inline/', dist).inline.size, 4, 'the page itself ships all of them');
});
