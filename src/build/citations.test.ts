// The client build drops the citations of the facts modules and nothing else: the values stay, and a
// `cite` that is not cited.ts's is left alone.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { type ESTree, Visitor, parseSync } from 'vite';
import { stripCitations } from './citations.ts';

const HEAD = "import { cite } from '../engine/cited.ts';\n";

test('drops every source, whatever it holds, and keeps the values', () => {
  const code = `${HEAD}export const X = {\n  a: cite(30_000, 'x.go @ v1.33.0 (l. 5): "a, b" ≈ «ё»'),\n  b: cite((v: string) => \`x\${v}\`, \`y.go @ v3.6.11, \${'z'}\`,\n  ),\n};\n`;
  assert.equal(stripCitations(code), `${HEAD}export const X = {\n  a: cite(30_000),\n  b: cite((v: string) => \`x\${v}\`,\n  ),\n};\n`);
});

test('a cite from elsewhere, a type-only import or no citation: the code stays as it is', () => {
  assert.equal(stripCitations("import { cite } from './other.ts';\ncite(1, 'a');\n"), undefined);
  assert.equal(stripCitations("import type { Cited } from '../engine/cited.ts';\nexport const n = 1;\n"), undefined);
  assert.equal(stripCitations(`${HEAD}export const n = 1;\n`), undefined);
  assert.equal(stripCitations(`${HEAD}const cite2 = (a: number, b: string) => a;\ncite2(1, 'a');\n`), undefined);
});

/** How many arguments each call of `cite` in `code` passes. */
function citeArity(code: string, file: string): number[] {
  const parsed = parseSync(file, code);
  assert.deepEqual(parsed.errors, [], file);
  const out: number[] = [];
  new Visitor({ CallExpression: (c: ESTree.CallExpression) => void (c.callee.type === 'Identifier' && c.callee.name === 'cite' && out.push(c.arguments.length)) }).visit(parsed.program);
  return out;
}

const factsModules = readdirSync('src/model', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.facts.ts')).map((f) => join('src/model', f));

test('every facts module of the model: each citation loses its source, and the module still parses', () => {
  assert.ok(factsModules.length >= 10, factsModules.join(' '));
  for (const file of factsModules) {
    const code = readFileSync(file, 'utf8');
    const before = citeArity(code, file);
    assert.ok(before.length && before.every((n) => n === 2), file);
    assert.deepEqual(citeArity(stripCitations(code, file) ?? code, file), before.map(() => 1), file);
  }
});
