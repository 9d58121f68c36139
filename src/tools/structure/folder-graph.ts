/**
 * The import graph between the project's folders: which top-level folder of src/ (and content/,
 * pages/, e2e/, bench/, live/) imports which. The architecture is only legible if imports point one
 * way, so a cycle between folders is a design error even when every module still loads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The folders whose top level is split into nodes (src/model/engine, src/build/diagrams, …). */
const SPLIT_ROOTS = ['src'];
/** Folders that are one node each. */
const WHOLE_ROOTS = ['content', 'pages', 'e2e', 'bench', 'live'];
const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.astro']);

/** The node a repository-relative path belongs to, or undefined when it is outside the graph. */
export function folderOf(path: string): string | undefined {
  const parts = path.split(/[\\/]/);
  // A layer's loose files (src/player/machine.ts, src/site/sidebar.ts) make one node with the layer's name.
  // The player is one node: its island, procedure panel and loader are one feature.
  if (SPLIT_ROOTS.includes(parts[0]!)) {
    if (parts.length <= 2) return path;
    if (parts.length === 3 || parts[1] === 'player') return parts.slice(0, 2).join('/');
    return parts.slice(0, 3).join('/');
  }
  if (WHOLE_ROOTS.includes(parts[0]!)) return parts[0];
  return undefined;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFiles(path);
    return CODE.test(name) ? [path] : [];
  });
}

/** An .astro file's code: its frontmatter and its <script> blocks; the markup imports nothing. */
function scriptText(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** Module specifiers a file names: static and dynamic imports, re-exports, type imports. */
export function specifiersIn(path: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(scriptText(path, text), true, true);
  return importedFiles.map((f) => f.fileName);
}

export interface Edge {
  from: string;
  to: string;
  /** One file-level import that makes the edge, for the failure message. */
  via: string;
}

/** One import, file to folder, that the caller sets aside (a known exception, named where it is used). */
export type Exception = (file: string, to: string) => boolean;

/** Every folder-to-folder edge in the tree at `root`, one example import each. */
export function folderEdges(root: string, except: Exception = () => false): Edge[] {
  const edges = new Map<string, Edge>();
  for (const top of [...SPLIT_ROOTS, ...WHOLE_ROOTS]) {
    for (const file of codeFiles(join(root, top))) {
      const rel = relative(root, file).split(sep).join('/');
      const from = folderOf(rel)!;
      for (const spec of specifiersIn(rel, readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.')
          ? relative(root, resolve(dirname(file), spec)).split(sep).join('/')
          : spec.startsWith('~/')
            ? `src/${spec.slice(2)}`
            : undefined;
        const to = target === undefined ? undefined : folderOf(target);
        if (to === undefined || to === from || except(rel, to)) continue;
        const key = `${from} -> ${to}`;
        if (!edges.has(key)) edges.set(key, { from, to, via: `${rel} imports ${spec}` });
      }
    }
  }
  return [...edges.values()];
}

/** The folder cycles: strongly connected components with more than one folder (Tarjan). */
export function cyclesIn(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of new Set(edges.flatMap((e) => [e.from, e.to]))) if (!index.has(node)) visit(node);
  return components;
}
