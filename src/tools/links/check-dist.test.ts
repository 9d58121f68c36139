import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDist } from './check-dist.ts';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kb-dist-'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

test('relative, absolute and fragment links are resolved against the built pages', () => {
  const dist = site({
    'en/a/index.html': '<a href="../b/#q">ok</a><a href="/en/b/">ok</a><a href="#here">ok</a><h2 id="here"></h2>' +
      '<a href="https://etcd.io/">external</a><a href="../missing/">bad</a><a href="../b/#nope">bad</a>',
    'en/b/index.html': '<h2 id="q">Q</h2>',
  });
  const { links, broken } = checkDist(dist);
  assert.equal(links, 5);
  assert.deepEqual(broken.map((b) => [b.href, b.reason]), [['../missing/', 'no such page'], ['../b/#nope', 'no #nope on that page']]);
});

test('under a sub-path base, links must stay inside it', () => {
  const dist = site({ 'en/a/index.html': '<a href="/kb/en/b/">ok</a><a href="/en/b/">bad</a>', 'en/b/index.html': '' });
  const { broken } = checkDist(dist, '/kb/');
  assert.deepEqual(broken.map((b) => b.href), ['/en/b/']);
});
