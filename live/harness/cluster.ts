// Real etcd clusters on 127.0.0.1 for the live checks: free ports, temp data dirs, Pre-Vote on (the 3.5+
// default; 3.4 has it off), default heartbeat (100 ms) and election timeout (1000 ms). Peer traffic
// goes through a PeerNetwork so a member can be partitioned. close() removes everything; the cleanup
// module also does it at process exit if a test never reaches close().
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { binaries } from './binaries.ts';
import { makeTempRoot, removeDir, track } from './cleanup.ts';
import { CtlStream, etcdctl, type CtlOptions, type CtlResult } from './etcdctl.ts';
import { PeerNetwork } from './peer-network.ts';
import { freePorts } from './ports.ts';

export interface Status {
  memberId: string; // hex, as etcdctl prints it
  leader: string; // hex, '0' when the member knows no leader
  raftTerm: number;
  raftIndex: number;
  revision: number;
  dbSize: number;
  errors: string[];
  isLearner: boolean;
}

const hex = (decimal: string | undefined): string => BigInt(decimal ?? '0').toString(16);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Poll `probe` every `intervalMs` until it returns a value other than undefined, at most `timeoutMs`. */
export async function poll<T>(probe: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 50): Promise<T | undefined> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() >= deadline) return undefined;
    await sleep(intervalMs);
  }
}

export class Member {
  readonly name: string;
  readonly clientPort: number;
  readonly peerPort: number;
  readonly proxyPort: number;
  dataDir: string;
  id = '';
  proc: ChildProcess | undefined;
  /** flags of the last start, for restart() */
  private lastStart: [string, 'new' | 'existing', string, string[]] | undefined;
  /** the member's log (zap JSON lines on stderr), last 2000 lines */
  log: string[] = [];
  private readonly root: string;

  constructor(root: string, name: string, ports: [number, number, number]) {
    this.root = root;
    this.name = name;
    [this.clientPort, this.peerPort, this.proxyPort] = ports;
    this.dataDir = join(root, `${name}.etcd`);
  }

  get clientUrl(): string {
    return `http://127.0.0.1:${this.clientPort}`;
  }

  /** The URL the member advertises to its peers: its proxy. */
  get peerUrl(): string {
    return `http://127.0.0.1:${this.proxyPort}`;
  }

  get running(): boolean {
    return !!this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  start(initialCluster: string, state: 'new' | 'existing', token: string, extraFlags: string[] = []): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    this.lastStart = [initialCluster, state, token, extraFlags];
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const flags = [
      `--name=${this.name}`,
      `--data-dir=${this.dataDir}`,
      `--listen-client-urls=${this.clientUrl}`,
      `--advertise-client-urls=${this.clientUrl}`,
      `--listen-peer-urls=http://127.0.0.1:${this.peerPort}`,
      `--initial-advertise-peer-urls=${this.peerUrl}`,
      `--initial-cluster=${initialCluster}`,
      `--initial-cluster-state=${state}`,
      `--initial-cluster-token=${token}`,
      '--pre-vote=true',
      '--logger=zap',
      '--log-outputs=stderr',
      ...extraFlags,
    ];
    const child = spawn(binaries().etcd, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
    track(child, this.root);
    this.proc = child;
    this.log = [];
    let partial = '';
    child.stderr!.on('data', (d: Buffer) => {
      const parts = (partial + d.toString()).split('\n');
      partial = parts.pop()!;
      this.log.push(...parts);
      if (this.log.length > 2000) this.log.splice(0, this.log.length - 2000);
    });
  }

  /** Start again with the flags of the last start (etcd ignores the initial-cluster flags once its data dir is bootstrapped). */
  restart(): void {
    if (!this.lastStart) throw new Error(`${this.name} was never started`);
    this.start(...this.lastStart);
  }

  /** Resolves when the process has ended, or undefined after `timeoutMs`. */
  async waitExit(timeoutMs: number): Promise<{ code: number | null; signal: string | null } | undefined> {
    const child = this.proc;
    if (!child) return { code: null, signal: null };
    if (!this.running) return { code: child.exitCode, signal: child.signalCode };
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });
  }

  /** Send `signal` and wait (bounded) until the process is gone; SIGTERM escalates to SIGKILL after 10 s. */
  async kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
    if (!this.running) return;
    this.proc!.kill(signal);
    if ((await this.waitExit(10_000)) === undefined) {
      this.proc!.kill('SIGKILL');
      await this.waitExit(5_000);
    }
  }

  /** Move the data dir aside (kept for a later start with `useDataDir`) and start from an empty one. */
  stashDataDir(): string {
    const stash = `${this.dataDir}.stash-${Date.now()}`;
    renameSync(this.dataDir, stash);
    return stash;
  }

  useDataDir(dir: string): void {
    rmSync(this.dataDir, { recursive: true, force: true });
    renameSync(dir, this.dataDir);
  }

  logMatching(re: RegExp): string | undefined {
    return this.log.find((l) => re.test(l));
  }
}

export interface ClusterOptions {
  size: number;
  extraFlags?: string[];
}

export class Cluster {
  readonly root: string;
  readonly token: string;
  readonly members: Member[] = [];
  readonly net = new PeerNetwork();
  /** when boot() saw the first leader (performance.now()) */
  upAt = 0;
  private closed = false;

  private constructor(root: string) {
    this.root = root;
    this.token = `live-${process.pid}-${Date.now()}`;
  }

  /** Start a cluster and wait (bounded) until it has a leader and every member knows its id. */
  static async start(opts: ClusterOptions): Promise<Cluster> {
    binaries(); // fail early, with the install hint, if etcd is missing
    for (let attempt = 1; ; attempt++) {
      const cluster = new Cluster(makeTempRoot());
      try {
        await cluster.boot(opts);
        return cluster;
      } catch (err) {
        const tail = cluster.members.map((m) => `${m.name}: ${m.log.slice(-3).join('\n')}`).join('\n');
        await cluster.close();
        // A port handed out by the OS may have been taken by someone else before etcd bound it.
        if (attempt < 2 && /address already in use/.test(tail)) continue;
        throw new Error(`${(err as Error).message}\n${tail}`);
      }
    }
  }

  private async boot(opts: ClusterOptions): Promise<void> {
    const ports = await freePorts(opts.size * 3);
    for (let i = 0; i < opts.size; i++) {
      const member = new Member(this.root, `m${i + 1}`, [ports[3 * i]!, ports[3 * i + 1]!, ports[3 * i + 2]!]);
      this.members.push(member);
      await this.net.addProxy(member.name, member.proxyPort, member.peerPort);
    }
    const initial = this.initialCluster();
    for (const m of this.members) m.start(initial, 'new', this.token, opts.extraFlags);
    const ready = await poll(async () => ((await this.leader()) ? true : undefined), 30_000, 100);
    if (!ready) throw new Error(`cluster of ${opts.size} did not elect a leader within 30 s`);
    this.upAt = performance.now();
    for (const m of this.members) {
      const status = await poll(() => this.status(m.name), 10_000, 100);
      if (!status) throw new Error(`${m.name} does not answer status`);
      m.id = status.memberId;
      this.net.setMemberId(m.name, m.id);
    }
  }

  /**
   * Wait until the members have been connected for `ms` since the first leader. etcd refuses
   * `member add` unless the member has been connected to every voting member for the last 5 s
   * (HealthInterval), so a cluster younger than that refuses it for a reason that is not the one tested.
   */
  async settle(ms = 6000): Promise<void> {
    await sleep(Math.max(0, this.upAt + ms - performance.now()));
  }

  initialCluster(members: Member[] = this.members): string {
    return members.map((m) => `${m.name}=${m.peerUrl}`).join(',');
  }

  m(name: string): Member {
    const member = this.members.find((x) => x.name === name);
    if (!member) throw new Error(`no member ${name}`);
    return member;
  }

  endpoints(...names: string[]): string[] {
    const list = names.length ? names.map((n) => this.m(n)) : this.members;
    return list.map((m) => m.clientUrl);
  }

  ctl(names: string[], args: string[], opts: Omit<CtlOptions, 'endpoints'> = {}): Promise<CtlResult> {
    return etcdctl({ ...opts, endpoints: this.endpoints(...names) }, args);
  }

  watch(name: string, args: string[], hardTimeoutMs = 30_000): CtlStream {
    return new CtlStream({ endpoints: this.endpoints(name) }, ['watch', ...args], hardTimeoutMs);
  }

  /** The member's own view, from the gRPC gateway (no quorum needed); undefined if it does not answer. */
  async status(name: string, timeoutMs = 1000): Promise<Status | undefined> {
    const m = this.m(name);
    if (!m.running) return undefined;
    try {
      const res = await fetch(`${m.clientUrl}/v3/maintenance/status`, {
        method: 'POST',
        body: '{}',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return undefined;
      const s = (await res.json()) as Record<string, any>;
      return {
        memberId: hex(s.header?.member_id),
        leader: hex(s.leader),
        raftTerm: Number(s.raftTerm ?? 0),
        raftIndex: Number(s.raftIndex ?? 0),
        revision: Number(s.header?.revision ?? 0),
        dbSize: Number(s.dbSize ?? 0),
        errors: (s.errors as string[] | undefined) ?? [],
        isLearner: s.isLearner === true,
      };
    } catch {
      return undefined;
    }
  }

  /** Name of the member that is leader in its own view, among the running ones. */
  async leader(among: string[] = this.members.map((m) => m.name)): Promise<string | undefined> {
    for (const name of among) {
      const s = await this.status(name);
      if (s && s.leader !== '0' && s.leader === s.memberId) return name;
    }
    return undefined;
  }

  /** Wait until one of `among` is leader (and not `except`); the time is measured by the caller. */
  async waitLeader(opts: { among?: string[]; except?: string; timeoutMs: number }): Promise<string | undefined> {
    const among = (opts.among ?? this.members.map((m) => m.name)).filter((n) => n !== opts.except);
    return poll(() => this.leader(among), opts.timeoutMs, 25);
  }

  followers(leader: string): string[] {
    return this.members.map((m) => m.name).filter((n) => n !== leader);
  }

  /** A new member with fresh ports and its own proxy (not started; for member add). */
  async newMember(name: string): Promise<Member> {
    const [c, p, x] = await freePorts(3);
    const member = new Member(this.root, name, [c!, p!, x!]);
    this.members.push(member);
    await this.net.addProxy(member.name, member.proxyPort, member.peerPort);
    return member;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.members.map((m) => m.kill('SIGKILL')));
    await this.net.close();
    removeDir(this.root);
  }
}
