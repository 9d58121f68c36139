/**
 * What ships to the browser: the modules reachable, by value imports, from the client entry points
 * (every bundled <script> of an .astro file, every `client:*` island, and the Vite aliases that
 * replace a browser package). Build-time code reads content with node:fs and parses YAML; when a
 * browser module reaches it, Vite stubs node:fs with a warning and bundles the rest (the YAML parser
 * once made up a quarter of the search UI's JavaScript).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const rel = (root: string, path: string) => relative(root, path).split(sep).join('/');

function astroFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return astroFiles(path);
    return name.endsWith('.astro') ? [path] : [];
  });
}

/** Specifiers a module imports for their values. `import type` and `export type` are erased; an
 * `import { type A }` is not (verbatimModuleSyntax keeps it as a side-effect import). */
export function valueImports(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) out.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * What one .astro file hands the bundler: the imports of its bundled <script>s, read from the template
 * only (a frontmatter comment that says "<script>" is not one), and the default import of each
 * `client:*` island. A self-closing <script … /> (a JSON props block) and an `is:inline` one import nothing.
 */
export function astroEntrySpecifiers(name: string, text: string): string[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const template = frontmatter ? text.slice(frontmatter[0].length) : text;
  const out: string[] = [];
  for (const [, attrs, body] of template.matchAll(/<script\b([^>]*?)(?:\/>|>([\s\S]*?)<\/script>)/g)) {
    if (body !== undefined && !/is:inline|type="application\/json"/.test(attrs!)) out.push(...valueImports(`${name}.ts`, body));
  }
  for (const [, tag] of template.matchAll(/<([A-Z]\w*)\s[^>]*?\bclient:/g)) {
    const spec = new RegExp(`import\\s+${tag}\\s+from\\s+'([^']+)'`).exec(frontmatter?.[1] ?? '')?.[1];
    if (!spec) throw new Error(`${name}: island <${tag}> has no default import in the frontmatter`);
    out.push(spec);
  }
  return out;
}

/** The client entry points of the tree at `root`, as repository-relative paths. */
export function browserEntries(root: string): string[] {
  const entries = new Set<string>();
  for (const file of [...astroFiles(join(root, 'src')), ...astroFiles(join(root, 'pages'))]) {
    for (const spec of astroEntrySpecifiers(rel(root, file), readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) entries.add(rel(root, resolve(dirname(file), spec)));
    }
  }
  const config = readFileSync(join(root, 'astro.config.mjs'), 'utf8');
  const aliases = config.slice(config.indexOf('alias:'));
  for (const [, path] of aliases.matchAll(/replacement: fileURLToPath\(new URL\('\.\/([^']+)'/g)) entries.add(path!);
  return [...entries].sort();
}

export interface BrowserModule {
  file: string;
  /** Imports of Node's built-ins or build-time-only packages, which a browser module must not have. */
  serverOnly: string[];
  /** The module that first brought this one in ('' for an entry point). */
  from: string;
}

/** Every module reachable from the entries, breadth first, with what it imports that a browser cannot run. */
export function browserModules(root: string, entries: readonly string[], serverPackages: readonly string[] = ['yaml']): BrowserModule[] {
  const builtins = new Set(builtinModules);
  const seen = new Map<string, BrowserModule>();
  const queue = entries.map((file) => ({ file, from: '' }));
  while (queue.length) {
    const { file, from } = queue.shift()!;
    if (seen.has(file) || !/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const specs = valueImports(file, readFileSync(join(root, file), 'utf8'));
    const serverOnly = specs.filter((s) => s.startsWith('node:') || builtins.has(s) || serverPackages.includes(s));
    seen.set(file, { file, serverOnly, from });
    for (const s of specs) if (s.startsWith('.')) queue.push({ file: rel(root, resolve(join(root, dirname(file)), s)), from: file });
  }
  return [...seen.values()];
}
