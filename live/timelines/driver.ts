// Plays a curated etcd-quorum timeline against a real etcd: each token becomes a real action, the
// simulated clock becomes real waiting (bounded), and each expected answer is compared with what
// etcdctl got from the server. Only what etcd 3.4 shares with 3.5/3.6 is mapped; a timeline using
// another token is reported as unsupported, not played.
//
// Mapping (token → action):
//   cluster.choose:N          start N real members m1…mN (leadership moved to m1, as the scenario starts)
//   leader.fail               kill -9 of the member that is leader now
//   member.stop:mX            kill -9 of mX (the scenario's "stopped" member is a crash, not a graceful stop:
//                             a graceful stop of a 3.4+ leader hands leadership over first)
//   member.start:mX           start mX again with its data dir
//   partition:mX              cut mX's peer traffic (harness/peer-network.ts); partition.heal undoes it
//   clock.advance:N           wait until N more simulated seconds have passed in real time
//   request.write[:mX]        etcdctl put k v<n> (n-th write), --command-timeout 15 s so the server's error shows
//   request.linearizableRead  etcdctl get k (etcdctl's default 5 s)
//   request.serializableRead  etcdctl get k --consistency=s
//   request.watch             etcdctl watch k (require-leader)
//   request.memberAdd         etcdctl member add (never started), 15 s
// A request goes to the member named in its parameter; without one, a serializable read goes to the
// cut-off member if there is one (that is what the scenario shows), anything else to the first
// running member that is not cut off.
import { Cluster, poll, sleep } from '../harness/cluster.ts';
import { CtlStream, serverMessage, type CtlResult } from '../harness/etcdctl.ts';
import { TOLERANCE_MS } from '../expected.ts';
import type { LiveTimeline, TimelineAnswer } from './types.ts';

/** Longest simulated time played live; later steps are left out (and reported). */
export const LIVE_CAP_MS = 30_000;

const TOKEN = /^(?<type>[a-zA-Z.]+)(?::(?<param>[\w.]+))?$/;
const MAPPED_TYPES = new Set([
  'cluster.choose',
  'leader.fail',
  'member.stop',
  'member.start',
  'partition',
  'partition.heal',
  'clock.advance',
  'clock.tick', // v1 alias of clock.advance
  'request.write',
  'request.linearizableRead',
  'request.serializableRead',
  'request.watch',
  'request.memberAdd',
]);

export function parseToken(event: string): { type: string; param?: string } {
  const m = TOKEN.exec(event);
  if (!m) return { type: event };
  return { type: m.groups!.type!, param: m.groups!.param };
}

/** The first token of the timeline the live driver cannot map, or undefined. */
export function unsupportedToken(timeline: LiveTimeline): string | undefined {
  for (const step of timeline.steps) {
    const { type, param } = parseToken(step.event);
    if (!MAPPED_TYPES.has(type)) return step.event;
    if (type === 'cluster.choose' && !['3', '5'].includes(param ?? '')) return step.event;
  }
  return undefined;
}

/** Errors the fact sheet gives as one family: "request timed out[, possibly due to previous leader failure]". */
export function sameError(expected: string, actual: string): boolean {
  const family = /^etcdserver: request timed out(, possibly due to previous leader failure)?$/;
  if (family.test(expected)) return family.test(actual);
  return expected === actual;
}

interface Answer {
  error?: string;
  value?: string;
  /** real ms since the timeline's start when the answer came */
  at: number;
}

interface Request {
  kind: string;
  target: string;
  sentAt: number;
  answer?: Answer;
  done: Promise<void>;
  stream?: CtlStream;
  /** the value the majority held when a serializable read was sent (for `stale`) */
  latest?: string;
}

export interface PlayReport {
  failures: string[];
  log: string[];
  /** steps played (the rest were beyond LIVE_CAP_MS) */
  played: number;
}

const LONG = 15_000;

export async function play(timeline: LiveTimeline): Promise<PlayReport> {
  const log: string[] = [];
  const failures: string[] = [];
  let cluster: Cluster | undefined;
  const requests = new Map<string, Request>();
  const lastPendingAt = new Map<string, number>();
  let writes = 0;
  let committed: string | undefined;
  let t0 = performance.now();
  let sim = 0;
  let played = 0;
  const now = () => performance.now() - t0;
  const note = (text: string) => log.push(`t=${(sim / 1000).toFixed(1)}s real=${(now() / 1000).toFixed(2)}s ${text}`);
  const needsSettle = timeline.steps.some((s) => s.event.startsWith('request.memberAdd'));

  const c = () => {
    if (!cluster) throw new Error('the timeline must start with cluster.choose');
    return cluster;
  };
  const defaultTarget = (kind: string): string => {
    const cl = c();
    const running = cl.members.filter((m) => m.running);
    if (kind === 'serializableRead') {
      const cut = running.find((m) => cl.net.isIsolated(m.name));
      if (cut) return cut.name;
    }
    const ok = running.find((m) => !cl.net.isIsolated(m.name)) ?? running[0];
    if (!ok) throw new Error('no running member to send the request to');
    return ok.name;
  };

  const send = (kind: string, target: string): Request => {
    const cl = c();
    const req: Request = { kind, target, sentAt: now(), done: Promise.resolve() };
    const finish = (r: CtlResult, value?: string) => {
      req.answer = r.code === 0 ? { value, at: now() } : { error: serverMessage(r.error || r.stderr.trim()), at: now() };
    };
    if (kind === 'write') {
      const value = `v${++writes}`;
      req.done = cl.ctl([target], ['put', 'k', value], { commandTimeoutMs: LONG }).then((r) => {
        finish(r, value);
        if (r.code === 0) committed = value;
      });
    } else if (kind === 'linearizableRead' || kind === 'serializableRead') {
      req.latest = committed;
      const args = ['get', 'k', '--print-value-only', ...(kind === 'serializableRead' ? ['--consistency=s'] : [])];
      req.done = cl.ctl([target], args).then((r) => finish(r, r.stdout.trim()));
    } else if (kind === 'memberAdd') {
      const name = `m${cl.members.length + 1}`;
      req.done = cl
        .ctl([target], ['member', 'add', name, '--peer-urls=http://127.0.0.1:1'], { commandTimeoutMs: LONG })
        .then((r) => finish(r, r.code === 0 ? 'added' : undefined));
    } else if (kind === 'watch') {
      const stream = cl.watch(target, ['k'], LIVE_CAP_MS + 20_000);
      req.stream = stream;
      req.done = stream.waitFor(/^watch was canceled \(/, LIVE_CAP_MS + 10_000).then((line) => {
        if (line) req.answer = { error: /^watch was canceled \((.*)\)$/.exec(line.text)![1]!, at: stream.started + line.t - t0 };
      });
    }
    requests.set(kind, req);
    note(`${kind} → ${target}`);
    return req;
  };

  const check = async (key: string, want: TimelineAnswer, at: number) => {
    const req = requests.get(key) ?? requests.get(key.replace(/^request\./, ''));
    if (!req) {
      failures.push(`t=${at / 1000}s: expected an answer for "${key}", but no such request was sent`);
      return;
    }
    const pending = want.error === undefined && want.value === undefined && want.stale === undefined;
    if (pending) {
      if (req.answer && req.answer.at < at - TOLERANCE_MS)
        failures.push(`t=${at / 1000}s: "${key}" should still be waiting, but etcd answered at ${(req.answer.at / 1000).toFixed(2)}s (${req.answer.error ?? req.answer.value})`);
      lastPendingAt.set(key, at);
      return;
    }
    const deadline = at + TOLERANCE_MS - now();
    if (!req.answer) await Promise.race([req.done, sleep(Math.max(0, deadline))]);
    const got = req.answer;
    if (!got) {
      failures.push(`t=${at / 1000}s: "${key}" expected ${JSON.stringify(want)}, but etcd had not answered by t+${TOLERANCE_MS / 1000}s`);
      return;
    }
    const waitedUntil = lastPendingAt.get(key);
    if (waitedUntil !== undefined && got.at < waitedUntil - TOLERANCE_MS)
      failures.push(`"${key}" answered at ${(got.at / 1000).toFixed(2)}s, before t=${waitedUntil / 1000}s where the timeline still has it waiting`);
    if (want.error !== undefined) {
      if (got.error === undefined) failures.push(`t=${at / 1000}s: "${key}" expected error "${want.error}", etcd answered ${got.value}`);
      else if (!sameError(want.error, got.error)) failures.push(`t=${at / 1000}s: "${key}" expected error "${want.error}", etcd said "${got.error}"`);
    }
    if (want.value !== undefined && got.error !== undefined) failures.push(`t=${at / 1000}s: "${key}" expected a value, etcd failed: "${got.error}"`);
    if (want.value !== undefined && got.value !== undefined && got.value !== want.value)
      failures.push(`t=${at / 1000}s: "${key}" expected value "${want.value}", etcd returned "${got.value}"`);
    if (want.stale !== undefined && got.value !== undefined) {
      const stale = req.latest !== undefined && got.value !== req.latest;
      if (stale !== want.stale) failures.push(`t=${at / 1000}s: "${key}" expected stale=${want.stale}; got "${got.value}" while the majority had "${req.latest}"`);
    }
    note(`${key}: ${got.error ? `error "${got.error}"` : `value "${got.value}"`} at ${(got.at / 1000).toFixed(2)}s (expected by ${at / 1000}s)`);
  };

  const checkState = async (id: string, state: string) => {
    const cl = c();
    const m = cl.members.find((x) => x.name === id);
    if (!m) return failures.push(`state of unknown member ${id}`);
    if (state === 'leader') {
      const leader = await poll(async () => ((await cl.leader()) === id ? id : undefined), TOLERANCE_MS, 50);
      if (!leader) failures.push(`t=${sim / 1000}s: ${id} should be leader; the real leader is ${(await cl.leader()) ?? 'none'}`);
    } else if (/stop|down|crash|dead|fail/i.test(state)) {
      if (m.running) failures.push(`t=${sim / 1000}s: ${id} should be ${state}, but its process runs`);
    } else {
      note(`state ${id}=${state} not checked live`);
    }
  };

  try {
    for (const step of timeline.steps) {
      const { type, param } = parseToken(step.event);
      if (type === 'clock.advance' || type === 'clock.tick') {
        const next = sim + Number(param) * 1000;
        if (next > LIVE_CAP_MS) {
          note(`stopped before ${step.event}: beyond the ${LIVE_CAP_MS / 1000} s a live run plays`);
          break;
        }
        sim = next;
        await sleep(Math.max(0, sim - now()));
      } else if (type === 'cluster.choose') {
        cluster = await Cluster.start({ size: Number(param) });
        if (needsSettle) await cluster.settle();
        const leader = await cluster.leader();
        if (leader !== 'm1') {
          await cluster.ctl([leader!], ['move-leader', cluster.m('m1').id], { commandTimeoutMs: LONG });
          await cluster.waitLeader({ among: ['m1'], timeoutMs: 10_000 });
        }
        t0 = performance.now();
        note(`cluster of ${param}, leader ${await cluster.leader()}`);
      } else if (type === 'leader.fail') {
        const leader = await c().waitLeader({ timeoutMs: 5000 });
        if (!leader) failures.push(`t=${sim / 1000}s: leader.fail, but there is no leader`);
        else {
          await c().m(leader).kill('SIGKILL');
          note(`kill -9 leader ${leader}`);
        }
      } else if (type === 'member.stop') {
        await c().m(param!).kill('SIGKILL');
        note(`kill -9 ${param}`);
      } else if (type === 'member.start') {
        c().m(param!).restart();
        note(`start ${param}`);
      } else if (type === 'partition') {
        c().net.isolate(param!);
        note(`partition ${param}`);
      } else if (type === 'partition.heal') {
        c().net.heal();
        note('heal');
      } else if (type.startsWith('request.')) {
        const kind = type.slice('request.'.length);
        send(kind, param ?? defaultTarget(kind));
      }
      played++;
      const expect = step.expect;
      if (!expect) continue;
      const at = expect.at ?? sim;
      if (at !== sim) failures.push(`step ${played} (${step.event}) expects t=${at}ms, the driver's clock is at ${sim}ms`);
      for (const [id, state] of Object.entries(expect.states ?? {})) await checkState(id, state);
      for (const [key, want] of Object.entries(expect.answers ?? {})) await check(key, want, at);
    }
  } finally {
    for (const req of requests.values()) await req.stream?.stop();
    await cluster?.close();
  }
  return { failures, log, played };
}
