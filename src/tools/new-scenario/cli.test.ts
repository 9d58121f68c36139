// The generator writes every file a scenario needs, a registry line and a draft contract entry, and
// refuses an id that is not one or a scenario that exists. That the scenario it writes builds and passes
// its tests was tried with `npm run new:scenario demo` and the how-to in AUTHORING.md.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { newScenario } from './cli.ts';

function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-scenario-'));
  mkdirSync(join(root, 'src/model/scenarios'), { recursive: true });
  mkdirSync(join(root, 'content/scenarios/en/scenarios'), { recursive: true });
  mkdirSync(join(root, 'content/scenarios/ru/scenarios'), { recursive: true });
  writeFileSync(join(root, 'src/model/scenarios/registry.ts'), "const loaders: Record<string, () => Promise<ScenarioDef>> = {\n  a: () => import('./a/scenario.ts').then((m) => m.a),\n};\n");
  writeFileSync(join(root, 'content/step-links.json'), JSON.stringify({ $comment: 'c', scenarios: { a: { page: 'p', links: [] } } }, null, 2));
  return root;
}

test('a new scenario: its folder, words in both languages, a registry line and a draft entry', () => {
  const root = tree();
  newScenario('slow-disk', root);
  for (const f of ['scenario.ts', 'timelines.ts', 'timelines.test.ts', 'words.test.ts']) assert.ok(existsSync(join(root, 'src/model/scenarios/slow-disk', f)), f);
  for (const lang of ['en', 'ru']) assert.match(readFileSync(join(root, `content/scenarios/${lang}/scenarios/slow-disk.yaml`), 'utf8'), /^title: /m);
  assert.match(readFileSync(join(root, 'src/model/scenarios/slow-disk/scenario.ts'), 'utf8'), /export const slowDisk: ScenarioDef<SlowDiskEvent, SlowDiskContexts, 'cluster.start'>/);
  assert.match(readFileSync(join(root, 'src/model/scenarios/registry.ts'), 'utf8'), /'slow-disk': \(\) => import\('\.\/slow-disk\/scenario\.ts'\)\.then\(\(m\) => m\.slowDisk\),\n\};/);
  const contract = JSON.parse(readFileSync(join(root, 'content/step-links.json'), 'utf8'));
  assert.deepEqual(contract.scenarios['slow-disk'], { draft: true, formerIds: [], eventAliases: {}, links: [] });
  assert.equal(contract.$comment, 'c', 'the rest of the contract is kept');
});

test('an id that is not kebab-case, or a scenario that exists, is refused', () => {
  const root = tree();
  assert.throws(() => newScenario('Slow_Disk', root), /not a scenario id/);
  newScenario('b', root);
  assert.throws(() => newScenario('b', root), /exists already/);
});
