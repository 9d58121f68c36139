// Zero html-validate errors in markup this project generates: its components, its diagrams, the
// scenario and the standalone pages, on every built page (src/tools/quality/validity.ts sets aside what
// Starlight and Expressive Code render, rule by rule, naming the upstream source).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ownErrors } from '../../src/tools/quality/validity.ts';
import { fileForPath } from '../../src/build/dist-files.ts';
import { sitePaths } from '../site-pages.ts';

test('no html-validate error in the markup this project generates, on any page', async () => {
  const paths = sitePaths();
  assert.ok(paths.length > 26);
  const errors: string[] = [];
  for (const p of paths) {
    for (const e of await ownErrors(p, readFileSync(fileForPath('dist', p)!, 'utf8'))) errors.push(`${p} ${e.rule}: ${e.message} (${e.selector})`);
  }
  assert.deepEqual(errors, []);
});

test('the validator does catch an error in our own markup', async () => {
  const html = '<!doctype html><html lang="en"><head><title>t</title></head><body><main><div role="region" aria-label="x"><button>ok</button></div><p><div>in p</div></p></main></body></html>';
  const rules = (await ownErrors('x', html)).map((e) => e.rule);
  assert.ok(rules.includes('prefer-native-element'));
  assert.ok(rules.includes('no-implicit-button-type'));
});
