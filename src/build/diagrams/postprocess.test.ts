import { test } from 'node:test';
import assert from 'node:assert/strict';
import { naturalWidth, postprocess, prefixIds, restoreNonBreakingSpaces, setNaturalSize, stripStyles } from './postprocess.ts';

test('stripStyles drops <style> and colours but keeps layout as attributes', () => {
  const out = stripStyles(
    '<svg><style>#x .a{fill:red}</style><text style="text-anchor: middle; fill: #333; font-size: 16px">a</text>' +
      '<path style="fill:none;stroke:#f00;stroke-dasharray: 0 0 9 4"/></svg>',
  );
  assert.equal(out, '<svg><text text-anchor="middle" font-size="16px">a</text><path fill="none" stroke-dasharray="0 0 9 4"/></svg>');
  assert.doesNotMatch(out, /style/);
});

test('stripStyles does not duplicate an attribute that already exists', () => {
  assert.equal(stripStyles('<path stroke-width="2" style="stroke-width: 3"/>'), '<path stroke-width="2"/>');
});

test('prefixIds makes every id and reference unique to the diagram', () => {
  const svg = '<svg id="d-a-en"><marker id="arrow"/><g id="node-1"/><path marker-end="url(#arrow)"/><use href="#node-1"/>' +
    '<marker id="d-a-en_pointEnd"/></svg>';
  const out = prefixIds(svg, 'd-a-en');
  assert.match(out, /id="d-a-en-arrow"/);
  assert.match(out, /url\(#d-a-en-arrow\)/);
  assert.match(out, /href="#d-a-en-node-1"/);
  assert.match(out, /id="d-a-en_pointEnd"/, 'ids Mermaid already prefixed stay as they are');
  const ids = [...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(ids.every((id) => id.startsWith('d-a-en')));
});

test('setNaturalSize sets width/height from the viewBox', () => {
  const out = setNaturalSize('<svg width="100%" viewBox="4 4 883.7 129" class="flowchart"><g/></svg>');
  assert.match(out, /^<svg width="884" height="129" viewBox/);
  assert.equal(naturalWidth(out), 884);
});

test('postprocess output has no style at all', () => {
  const out = postprocess('<svg id="s" viewBox="0 0 10 10" style="max-width: 10px"><style>a{}</style><g style="fill:red" id="g"/></svg>', 's');
  assert.doesNotMatch(out, /style/);
  assert.match(out, /id="s-g"/);
});

test('non-breaking spaces that Mermaid escaped become real ones again', () => {
  assert.equal(restoreNonBreakingSpaces('<tspan>7&amp;nbsp;с</tspan>'), '<tspan>7&#160;с</tspan>');
});
