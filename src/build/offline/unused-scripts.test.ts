import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { unusedScripts } from './unused-scripts.ts';

test('a script no page or style reaches, directly or through the scripts it loads, is unused', () => {
  const dist = mkdtempSync(join(tmpdir(), 'kb-unused-'));
  try {
    mkdirSync(join(dist, '_astro'));
    mkdirSync(join(dist, 'en'));
    writeFileSync(join(dist, 'en', 'index.html'), '<script type="module" src="/_astro/page.A1.js"></script>');
    writeFileSync(join(dist, '_astro', 'page.A1.js'), 'import("./player.B2.js")');
    writeFileSync(join(dist, '_astro', 'player.B2.js'), 'export const p = 1;');
    // Unused too: only the unused renderer entry loads it.
    writeFileSync(join(dist, '_astro', 'client.C3.js'), '// client.C3.js\nimport "./signals.D4.js";');
    writeFileSync(join(dist, '_astro', 'signals.D4.js'), 'export const s = 1;');
    assert.deepEqual(unusedScripts(dist), ['_astro/client.C3.js', '_astro/signals.D4.js']);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
