// Every cited value in a `*.facts.ts` module of the model names a source a reader can follow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FOLLOWABLE_SOURCE, type Cited } from './cited.ts';

const modelDir = fileURLToPath(new URL('..', import.meta.url));
const factModules = (readdirSync(modelDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.facts.ts'));

const isCited = (v: unknown): v is Cited<unknown> =>
  typeof v === 'object' && v !== null && 'value' in v && 'source' in v && Object.keys(v).length === 2;

/** Every Cited value reachable from a module's exports, with its path for the failure message. */
function citedValues(value: unknown, path: string, out: Array<[string, Cited<unknown>]>): void {
  if (isCited(value)) out.push([path, value]);
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) citedValues(v, `${path}.${k}`, out);
}

test('every cited value in the model names a followable source (file @ tag, or a live check)', async () => {
  for (const file of factModules) {
    const found: Array<[string, Cited<unknown>]> = [];
    citedValues(await import(join(modelDir, file)), relative(modelDir, join(modelDir, file)), found);
    assert.ok(found.length > 0, `${file} exports no cited value`);
    for (const [path, c] of found) assert.match(c.source, FOLLOWABLE_SOURCE, `${path}: "${c.source}" names no file @ tag or live check`);
  }
});

test('a source without a tag or live check is refused', () => {
  assert.doesNotMatch('kubelet code', FOLLOWABLE_SOURCE);
  assert.match('pkg/kubelet/kuberuntime/kuberuntime_manager.go @ v1.31.0 doBackOff', FOLLOWABLE_SOURCE);
  assert.match('live: live/quorum-loss.test.ts', FOLLOWABLE_SOURCE);
});
