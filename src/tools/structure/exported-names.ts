/**
 * The names the model and the player export, and which modules export each. A name a newcomer meets
 * in an import (`RuleName`, `Reply`) should mean one thing, so two modules exporting one name is a
 * naming error even when TypeScript resolves every import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const SKIP = new Set(['node_modules', 'dist', 'test-results', '.astro']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The names a module declares and exports: `export const|function|class|interface|type|enum X`,
 * `export default function X` (a reader sees X), and local lists `export { x as y }` (y).
 * Re-exports (`export { x } from`, `export *`) pass another module's name on and are not counted.
 */
export function exportsOf(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return file.statements.flatMap((s): string[] => {
    if (ts.isExportDeclaration(s)) {
      if (s.moduleSpecifier || !s.exportClause || !ts.isNamedExports(s.exportClause)) return [];
      return s.exportClause.elements.map((e) => e.name.text);
    }
    if (!exported(s)) return [];
    if (ts.isVariableStatement(s)) return s.declarationList.declarations.flatMap((d) => bindingNames(d.name));
    if (ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEnumDeclaration(s)) {
      return s.name ? [s.name.text] : [];
    }
    return [];
  });
}

/** Each exported name of the non-test modules under `dirs` (relative to `root`), with the modules that export it. */
export function exportedNames(root: string, dirs: readonly string[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const file of sourceFiles(join(root, dir))) {
      const rel = relative(root, file).split(sep).join('/');
      // A name declared twice in one module (a function overload, a type and a value) is one meaning.
      for (const name of new Set(exportsOf(rel, readFileSync(file, 'utf8')))) names.set(name, [...(names.get(name) ?? []), rel]);
    }
  }
  return names;
}

/** The scenario a module belongs to (`src/model/scenarios/<id>/…`), or undefined. */
export function scenarioOf(path: string): string | undefined {
  return /^src\/model\/scenarios\/([^/]+)\//.exec(path)?.[1];
}

/**
 * The names exported by more than one module, with those modules. A convention name (each scenario
 * exports its own `CP`, `procedure`, …) is allowed when every module exporting it lies in a
 * different scenario's folder; anywhere else it is a duplicate like any other.
 */
export function duplicateNames(names: ReadonlyMap<string, readonly string[]>, conventions: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [name, files] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
    if (files.length < 2) continue;
    const scenarios = files.map(scenarioOf);
    const perScenario = conventions.has(name) && scenarios.every((s) => s !== undefined) && new Set(scenarios).size === files.length;
    if (!perScenario) out.push(`${name}: ${files.join(', ')}`);
  }
  return out;
}
