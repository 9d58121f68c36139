// Build time, and how it grows with content: the project is copied to a temporary folder, its
// documentation pages multiplied (each copy's section ids made unique, its own-page links following
// them), the copies recorded in a throwaway anchor contract so the build's checks pass, and both trees
// built with `astro build`. Reports the time and peak memory of each build and the cost per added page.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BuildRun {
  pages: number;
  seconds: number;
  peakMb: number;
}

export interface ScaleResult {
  base: BuildRun;
  scaled: BuildRun;
  factor: number;
  /** Content pages (MDX, both languages) added by the copies. */
  addedContentPages: number;
  /** Build time added per added content page (its /go/ forwarders included). */
  msPerAddedContentPage: number;
}

const SKIP = new Set(['index.mdx', 'glossary.mdx']);

/** One copy of an MDX page whose ids and own-page links carry `suffix`. */
export function copyPage(mdx: string, suffix: string): string {
  const ids = [...mdx.matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]);
  let out = mdx.replace(/\{#([a-z0-9-]+)\}/g, `{#$1${suffix}}`);
  for (const id of ids) out = out.replaceAll(`](#${id})`, `](#${id}${suffix})`);
  return out;
}

function projectFiles(root: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

function build(dir: string): BuildRun {
  // GNU time reports the peak resident memory of the build and its children.
  // Without GNU time (Debian package `time`) the peak memory is unknown, the time still measured.
  const gnuTime = existsSync('/usr/bin/time');
  const astro = join(dir, 'node_modules/.bin/astro');
  const started = performance.now();
  // The project's own Node (the `node` devDependency) first on PATH, as under `npm run`.
  const opts = { cwd: dir, encoding: 'utf8' as const, env: { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}` } };
  const run = gnuTime ? spawnSync('/usr/bin/time', ['-f', '%e %M', astro, 'build'], opts) : spawnSync(astro, ['build'], opts);
  if (run.status !== 0) throw new Error(`astro build failed in ${dir}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  const [seconds, kb] = gnuTime ? run.stderr.trim().split('\n').pop()!.split(' ').map(Number) : [(performance.now() - started) / 1000, NaN];
  const pages = Number(/(\d+) page\(s\) built/.exec(run.stdout)?.[1] ?? NaN);
  return { pages, seconds, peakMb: kb / 1024 };
}

export function scaleRun(root = '.', factor = 5): ScaleResult {
  const tmp = mkdtempSync(join(tmpdir(), 'kb-scale-'));
  try {
    for (const f of projectFiles(root)) cpSync(join(root, f), join(tmp, f), { recursive: true });
    // Hard links: instant and no extra space (a symlinked node_modules confuses Astro's module ids).
    execFileSync('cp', ['-al', resolve(root, 'node_modules'), join(tmp, 'node_modules')]);
    const base = build(tmp);
    let addedContentPages = 0;
    for (const lang of ['en', 'ru']) {
      const dir = join(tmp, 'content/docs', lang);
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.mdx') && !SKIP.has(n))) {
        const mdx = readFileSync(join(dir, name), 'utf8');
        for (let i = 2; i <= factor; i++) writeFileSync(join(dir, name.replace(/\.mdx$/, `-x${i}.mdx`)), copyPage(mdx, `-x${i}`));
        addedContentPages += factor - 1;
      }
    }
    // The copies' ids go into the temporary tree's contract only.
    execFileSync(join(tmp, 'node_modules/.bin/node'), ['src/build/checks/cli.ts', '--update-anchors'], { cwd: tmp, stdio: 'pipe' });
    const scaled = build(tmp);
    const msPerAddedContentPage = ((scaled.seconds - base.seconds) * 1000) / addedContentPages;
    return { base, scaled, factor, addedContentPages, msPerAddedContentPage };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

