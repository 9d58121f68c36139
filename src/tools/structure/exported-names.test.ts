// Every name the model and the player export has one meaning: a reader who meets `RuleName` or
// `Reply` in an import knows which one is meant (issue 22 §5). The only names exported twice are the
// per-scenario conventions, each scenario module exporting its own of the same meaning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { duplicateNames, exportedNames, exportsOf } from './exported-names.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Names each scenario folder exports for itself, with one meaning in all of them. */
const CONVENTIONS = new Set(['MEMBER_INFO', 'CP', 'PODS', 'MEMBERS', 'VERSIONS', 'answers', 'compose', 'procedure', 'timelines', 'LONG_RUN', 'MEMBER_IDS', 'MemberId']);

test('no name is exported by two modules of src/model and src/player, but the per-scenario conventions', () => {
  const names = exportedNames(root, ['src/model', 'src/player']);
  // A reader that found nothing would pass vacuously: the engine and the player export hundreds of names.
  assert.ok(names.size > 200, `only ${names.size} exported names found`);
  assert.deepEqual(names.get('ScenarioDef'), ['src/model/engine/component.ts'], 'a name re-exported by engine/index.ts counts once');
  assert.ok((names.get('procedure')?.length ?? 0) > 1, 'the conventions are exported by several scenarios');
  assert.deepEqual(duplicateNames(names, CONVENTIONS), []);
});

test('a convention name is allowed only across different scenario folders', () => {
  const names = new Map([
    ['CP', ['src/model/scenarios/a/x.ts', 'src/model/scenarios/b/y.ts']],
    ['PODS', ['src/model/scenarios/a/x.ts', 'src/model/scenarios/a/y.ts']],
    ['MEMBERS', ['src/model/scenarios/a/x.ts', 'src/player/fixtures/a.ts']],
    ['Reply', ['src/model/components/k.ts', 'src/model/scenarios/b/m.ts']],
    ['once', ['src/player/x.ts']],
  ]);
  assert.deepEqual(duplicateNames(names, new Set(['CP', 'PODS', 'MEMBERS'])), [
    'MEMBERS: src/model/scenarios/a/x.ts, src/player/fixtures/a.ts',
    'PODS: src/model/scenarios/a/x.ts, src/model/scenarios/a/y.ts',
    'Reply: src/model/components/k.ts, src/model/scenarios/b/m.ts',
  ]);
});

test('exports are read in every form the tree uses; re-exports are not counted', () => {
  const text = [
    'export const A = 1, { b, c: [d] } = o;',
    'export async function e() {}',
    'export default function F() {}',
    'export default 3;',
    'export class G {}',
    'export interface H {}',
    'export type I = 1;',
    'export enum J {}',
    'const k = 1; export { k as K };',
    "export { L } from './l.ts';",
    "export type { M } from './m.ts';",
    "export * from './n.ts';",
    'function notExported() {}',
  ].join('\n');
  assert.deepEqual(exportsOf('x.tsx', text), ['A', 'b', 'd', 'e', 'F', 'G', 'H', 'I', 'J', 'K']);
});
