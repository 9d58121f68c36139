// Everything the live checks start is registered here, so it is removed even when a test fails or the
// test process is interrupted: child processes are killed with SIGKILL and temp dirs are deleted on
// exit. A run that was itself killed with SIGKILL cannot clean up after itself, so the next run sweeps
// the dirs whose owning process is gone, and the etcd processes still using them.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'etcd-live-';
const children = new Set<ChildProcess>();
const dirs = new Set<string>();
let installed = false;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kill what a dead run left behind: its etcd processes (only if their command line names its dir). */
export function sweepStale(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(PREFIX)) continue;
    const dir = join(tmpdir(), entry);
    let owner = 0;
    try {
      owner = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
    } catch {
      continue; // not ours, or still being created
    }
    if (!owner || alive(owner)) continue;
    let pids: number[] = [];
    try {
      pids = readFileSync(join(dir, 'children.pid'), 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      /* no children recorded */
    }
    for (const pid of pids) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

function cleanupSync(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
  children.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs.clear();
}

function install(): void {
  if (installed) return;
  installed = true;
  sweepStale();
  process.on('exit', cleanupSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      cleanupSync();
      process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const)[signal]);
    });
  }
}

/** A fresh temp dir that is deleted at exit (and by `removeDir`). */
export function makeTempRoot(): string {
  install();
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  dirs.add(dir);
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

/** Track a child process: it is SIGKILLed at exit unless it has ended. `root` records its pid for the sweep. */
export function track(child: ChildProcess, root?: string): void {
  install();
  children.add(child);
  if (root && child.pid) appendFileSync(join(root, 'children.pid'), `${child.pid}\n`);
  child.once('exit', () => children.delete(child));
}

/** For tests of the harness itself. */
export function trackedCounts(): { children: number; dirs: number } {
  return { children: children.size, dirs: dirs.size };
}
