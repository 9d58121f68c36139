import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadDiagramSpecs, localizeSource, parseDiagramSpec } from './spec.ts';

const yaml = `
title: { en: T, ru: Т }
description: { en: D, ru: О }
labels:
  a: { en: 'Say "hi"', ru: Привет }
source: |
  flowchart LR
    x["{t:a}"] --> y["{t:a}"]
`;

test('one source gives each language its own labels', () => {
  const spec = parseDiagramSpec('demo', yaml);
  assert.equal(localizeSource(spec, 'ru'), 'flowchart LR\n  x["Привет"] --> y["Привет"]\n');
  assert.match(localizeSource(spec, 'en'), /x\["Say #quot;hi#quot;"\]/, 'quotes are escaped for Mermaid');
});

test('a placeholder without a label, or a label without a language, is an error', () => {
  assert.throws(() => parseDiagramSpec('demo', yaml.replace('{t:a}"]\n', '{t:b}"]\n')), /\{t:b\} has no label/);
  assert.throws(() => parseDiagramSpec('demo', yaml.replace(', ru: Привет', '')), /label a: missing the ru text/);
  assert.throws(() => parseDiagramSpec('demo', yaml.replace('ru: Т', 'ru: ""')), /title: missing the ru text/);
});

test('every committed diagram parses and is fully translated', () => {
  const specs = loadDiagramSpecs();
  for (const spec of specs) {
    assert.doesNotMatch(localizeSource(spec, 'en'), /\{t:/, spec.id);
    assert.doesNotMatch(localizeSource(spec, 'ru'), /\{t:/, spec.id);
  }
});
