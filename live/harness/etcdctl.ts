// etcdctl (API v3) runs with measured durations. Every run is bounded: etcdctl's own
// --command-timeout when given, and a hard SIGKILL a few seconds after it in any case.
import { spawn } from 'node:child_process';
import { binaries } from './binaries.ts';
import { track } from './cleanup.ts';

export interface CtlResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** wall time from spawn to exit */
  ms: number;
  /** the text after etcdctl's final `Error: ` line, or '' */
  error: string;
  /** killed by the harness's hard bound, not ended by etcdctl itself */
  killed: boolean;
}

export interface CtlOptions {
  endpoints: string[];
  /** etcdctl --command-timeout in ms; undefined keeps etcdctl's default (5 s) */
  commandTimeoutMs?: number;
  /** hard bound; default: command timeout (or 5 s) + 10 s */
  hardTimeoutMs?: number;
  env?: Record<string, string>;
}

/** etcdctl prints `Error: <message>` as its last line on failure (ctlv3 ExitWithError). */
export function errorOf(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.startsWith('Error: '));
  return lines.length ? lines[lines.length - 1]!.slice('Error: '.length).trim() : '';
}

const RPC_ERROR = /^rpc error: code = (\w+) desc = (.*)$/;

/**
 * The server's message inside etcdctl's error. clientv3 maps the errors it knows to plain text; others
 * keep gRPC's wrapper, e.g. 3.4's `rpc error: code = Unknown desc = context deadline exceeded` (3.5+
 * sends the code DeadlineExceeded). The message is what 3.4 shares with 3.5/3.6, so tests compare it.
 */
export function serverMessage(error: string): string {
  return RPC_ERROR.exec(error)?.[2] ?? error;
}

/** The gRPC code in etcdctl's error when it kept gRPC's wrapper, else undefined. */
export function grpcCode(error: string): string | undefined {
  return RPC_ERROR.exec(error)?.[1];
}

export function ctlArgs(opts: CtlOptions, args: string[]): string[] {
  const flags = [`--endpoints=${opts.endpoints.join(',')}`, '--dial-timeout=2s'];
  if (opts.commandTimeoutMs !== undefined) flags.push(`--command-timeout=${opts.commandTimeoutMs}ms`);
  return [...flags, ...args];
}

export function etcdctl(opts: CtlOptions, args: string[]): Promise<CtlResult> {
  const { etcdctl: bin } = binaries();
  const hard = opts.hardTimeoutMs ?? (opts.commandTimeoutMs ?? 5000) + 10_000;
  const start = performance.now();
  const child = spawn(bin, ctlArgs(opts, args), {
    env: { ...process.env, ETCDCTL_API: '3', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let stdout = '';
  let stderr = '';
  let killed = false;
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, hard);
  return new Promise((resolve, reject) => {
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - start, error: errorOf(stderr), killed });
    });
  });
}

export interface OutputLine {
  /** ms since the watch was started */
  t: number;
  stream: 'stdout' | 'stderr';
  text: string;
}

/** A long-running etcdctl (watch): its lines with times, a bounded wait for a line, and stop(). */
export class CtlStream {
  readonly lines: OutputLine[] = [];
  readonly started = performance.now();
  readonly exited: Promise<{ code: number | null; ms: number }>;
  private readonly child;
  private waiters: Array<() => void> = [];

  constructor(opts: CtlOptions, args: string[], hardTimeoutMs: number) {
    const { etcdctl: bin } = binaries();
    this.child = spawn(bin, ctlArgs(opts, args), {
      env: { ...process.env, ETCDCTL_API: '3', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(this.child);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), hardTimeoutMs);
    for (const stream of ['stdout', 'stderr'] as const) {
      let partial = '';
      this.child[stream].on('data', (d: Buffer) => {
        const parts = (partial + d.toString()).split('\n');
        partial = parts.pop()!;
        for (const text of parts) this.lines.push({ t: performance.now() - this.started, stream, text });
        this.wake();
      });
    }
    this.exited = new Promise((resolve) => {
      this.child.once('close', (code) => {
        clearTimeout(timer);
        this.wake();
        resolve({ code, ms: performance.now() - this.started });
      });
    });
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The first line matching `re`, waiting at most `timeoutMs`; undefined if none came. */
  async waitFor(re: RegExp, timeoutMs: number): Promise<OutputLine | undefined> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find((l) => re.test(l.text));
      if (found) return found;
      const left = deadline - performance.now();
      if (left <= 0 || !this.running) return this.lines.find((l) => re.test(l.text));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<{ code: number | null; ms: number }> {
    if (this.running) this.child.kill('SIGKILL');
    return this.exited;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
