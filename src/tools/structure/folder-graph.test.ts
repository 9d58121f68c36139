// The tree shows the architecture only if imports between folders point one way: content and
// languages at the bottom, then the engine, the scenarios, build-time rendering, client UI, routes,
// and the tests and benchmarks on top. Any folder cycle fails here with one import per edge.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cyclesIn, folderEdges, folderOf, specifiersIn } from './folder-graph.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

test('the folders of src/ (with content/, pages/, e2e/, bench/, live/) import each other without a cycle', () => {
  const edges = folderEdges(root);
  // A reader that found no imports would pass vacuously: the tree has dozens of cross-folder edges.
  assert.ok(edges.length > 30, `only ${edges.length} folder edges found`);
  assert.ok(edges.some((e) => e.from === 'src/player' && e.to === 'src/model/engine'), 'the player imports the engine');
  assert.ok(edges.some((e) => e.from === 'pages' && e.to === 'src/site/components'), '.astro frontmatter is read');
  const cycles = cyclesIn(edges);
  const explain = cycles.map((c) => `${c.join(' ⇄ ')}:\n${edges.filter((e) => c.includes(e.from) && c.includes(e.to)).map((e) => `  ${e.via}`).join('\n')}`);
  assert.deepEqual(explain, []);
});

test('a cycle is found and named', () => {
  const edges = [
    { from: 'src/a', to: 'src/b', via: 'a' },
    { from: 'src/b', to: 'src/c', via: 'b' },
    { from: 'src/c', to: 'src/a', via: 'c' },
    { from: 'src/c', to: 'src/d', via: 'd' },
  ];
  assert.deepEqual(cyclesIn(edges), [['src/a', 'src/b', 'src/c']]);
  assert.deepEqual(cyclesIn(edges.filter((e) => e.via !== 'c')), []);
});

test('imports are read in every form the tree uses', () => {
  const ts = `import type { A } from '../engine/a.ts';\nexport { b } from './b.ts';\nconst c = await import('../c/c.ts');\nimport '../styles/x.css';`;
  assert.deepEqual(specifiersIn('src/x/y.ts', ts), ['../engine/a.ts', './b.ts', '../c/c.ts', '../styles/x.css']);
  const astro = `---\nimport P from '../player/P.tsx';\n---\n<p>import nothing from 'here'</p>\n<script>\n  import '../viewer/v.ts';\n</script>`;
  assert.deepEqual(specifiersIn('src/site/components/X.astro', astro), ['../player/P.tsx', '../viewer/v.ts']);
  assert.equal(folderOf('src/model/engine/run.ts'), 'src/model/engine');
  assert.equal(folderOf('src/model/scenarios/etcd-quorum/scenario.ts'), 'src/model/scenarios');
  assert.equal(folderOf('src/tools/browser.ts'), 'src/tools');
  assert.equal(folderOf('src/virtual-modules.d.ts'), 'src/virtual-modules.d.ts');
  assert.equal(folderOf('e2e/x.spec.ts'), 'e2e');
  assert.equal(folderOf('node_modules/x/y.js'), undefined);
});

test('src/ names where code runs: model, player, site, build, tools; the model imports none of the others', () => {
  const top = readdirSync(join(root, 'src')).filter((name) => !name.endsWith('.d.ts')).sort();
  assert.deepEqual(top, ['build', 'model', 'player', 'site', 'tools']);
  const outward = folderEdges(root).filter((e) => e.from.startsWith('src/model/') && !e.to.startsWith('src/model/') && e.to !== 'content');
  assert.deepEqual(outward.map((e) => e.via), []);
});
