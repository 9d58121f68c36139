// No browser module imports Node's built-ins or the YAML parser, directly or through the modules it
// imports: build-time code (content readers, checks) stays out of what the reader downloads.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { astroEntrySpecifiers, browserEntries, browserModules, valueImports } from './browser-code.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

test('the browser code reaches no node: module and no YAML parser', () => {
  const entries = browserEntries(root);
  // The entry points a reader's browser loads; finding none would pass vacuously.
  for (const known of ['src/player/island/Player.tsx', 'src/player/procedure/StepPanel.tsx', 'src/player/island-fallback.ts', 'src/site/search/open-button.ts', 'src/site/search/pagefind-ui.ts', 'src/site/viewer/diagram-viewer.ts']) {
    assert.ok(entries.includes(known), `${known} is found as a browser entry`);
  }
  const modules = browserModules(root, entries);
  assert.ok(modules.length > entries.length, 'the imports of the entries are followed');
  // The scenario modules are reached from the player through the registry's dynamic imports.
  assert.ok(modules.some((m) => m.file === 'src/model/scenarios/control-plane-outage/scenario.ts'), 'a scenario is reached from the player');
  const chain = (file: string): string => {
    const m = modules.find((x) => x.file === file)!;
    return m.from ? `${chain(m.from)} → ${file}` : file;
  };
  const offenders = modules.filter((m) => m.serverOnly.length).map((m) => `${chain(m.file)} imports ${m.serverOnly.join(', ')}`);
  assert.deepEqual(offenders, []);
});

test('type-only imports are erased; an inline `type` specifier is not', () => {
  const text = `import type { A } from './a.ts';\nexport type { B } from './b.ts';\nimport { type C } from './c.ts';\nimport { d } from './d.ts';\nexport { e } from './e.ts';\nawait import('./f.ts');`;
  assert.deepEqual(valueImports('x.ts', text), ['./c.ts', './d.ts', './e.ts', './f.ts']);
});

test('only the template\'s bundled scripts are entries: not a frontmatter comment, a JSON block or an inline script', () => {
  const astro = [
    '---',
    '// The player is rendered here; its props go in a JSON <script> after it.',
    "import Player from './Player.tsx';",
    "import { props } from './server-only.ts';",
    '---',
    '<div><Player {...props} /></div>',
    '<script type="application/json" set:html={json(props)} />',
    '<script is:inline>window.x = 1;</script>',
    "<script>\n  import './mount.ts';\n</script>",
    '<Viewer client:visible />',
  ].join('\n');
  assert.throws(() => astroEntrySpecifiers('X.astro', astro), /island <Viewer> has no default import/);
  assert.deepEqual(astroEntrySpecifiers('X.astro', astro.replace('<Viewer client:visible />', '<Player client:load />')), ['./mount.ts', './Player.tsx']);
});
