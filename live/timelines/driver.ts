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
//   partition.isolate:mX      cut mX's peer traffic (harness/peer-network.ts); partition.heal undoes it
//   client.endpoint:mX|all    which member etcdctl talks to: mX, or (all) the first member that is up
//   clock.advance:N           wait until N more simulated seconds have passed in real time
//   request.write             etcdctl put k v<n> (n-th write), --command-timeout 10 s so the server's error shows
//   request.linearizableRead  etcdctl get k (etcdctl's default 5 s)
//   request.serializableRead  etcdctl get k --consistency=s
//   request.watch             etcdctl watch k (require-leader)
//   request.memberAdd         etcdctl member add (never started), 10 s
// As in the scenario (src/model/scenarios/etcd-quorum/scenario.ts endpointOf), a request goes to the pinned
// endpoint or to the first member, in m1…m5 order, that is up.
//
// Elections: the scenario fixes each member's election timeout, so it knows who wins; a real etcd
// randomises them. When the timeline expects simulated member X to lead and the real winner is the
// process standing for another follower Z, the two are interchangeable (both were followers, neither
// cut off), so the driver swaps which process stands for X and Z and goes on.
import { Cluster, poll, sleep } from '../harness/cluster.ts';
import { CtlStream, serverMessage, type CtlResult } from '../harness/etcdctl.ts';
import { TOLERANCE_MS } from '../expected.ts';
import { statePrefixMatches, type LiveTimeline, type TimelineAnswer } from './types.ts';

/** Longest simulated time played live; later steps are left out (and reported). */
export const LIVE_CAP_MS = 30_000;

const TOKEN = /^(?<type>[a-zA-Z.]+)(?::(?<param>[\w.]+))?$/;
const MAPPED_TYPES = new Set([
  'cluster.choose',
  'leader.fail',
  'member.stop',
  'member.start',
  'partition.isolate',
  'partition', // short form used by the driver's own fixtures
  'partition.heal',
  'client.endpoint',
  'clock.advance',
  'clock.tick', // v1 alias of clock.advance
  'clock.next', // only with an expect.at, which says where it goes
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
    if (type === 'clock.next' && step.expect?.at === undefined) return `${step.event} (without expect.at)`;
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
  /** the real member it went to */
  target: string;
  answer?: Answer;
  done: Promise<void>;
  stream?: CtlStream;
  /** for `stale`: the last value the majority had committed when a serializable read was sent */
  latest?: string;
}

export interface PlayReport {
  failures: string[];
  log: string[];
  /** steps played (the rest were beyond LIVE_CAP_MS) */
  played: number;
}

const LONG = 10_000; // the scenario's write row follows etcdctl --command-timeout=10s
/** The scenario's key: it holds `hello` at revision 2 when the cluster starts (timelines.ts header). */
const KEY = 'greeting';
const INITIAL = 'hello';
const KINDS = ['write', 'linearizableRead', 'serializableRead', 'watch', 'memberAdd'];
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function play(timeline: LiveTimeline): Promise<PlayReport> {
  const log: string[] = [];
  const failures: string[] = [];
  let cluster: Cluster | undefined;
  /** simulated member id → the real member (process) standing for it */
  const real = new Map<string, string>();
  const requests = new Map<string, Request>();
  const serial = new Map<string, number>();
  const lastPendingAt = new Map<string, number>();
  let endpoint = 'all';
  let committed: string | undefined;
  let t0 = performance.now();
  let sim = 0;
  let played = 0;
  const now = () => performance.now() - t0;
  const note = (text: string) => log.push(`t=${sim / 1000}s real=${secs(now())} ${text}`);
  const fail = (text: string) => failures.push(`t=${sim / 1000}s: ${text}`);
  const needsSettle = timeline.steps.some((s) => s.event.startsWith('request.memberAdd'));

  const c = () => {
    if (!cluster) throw new Error('the timeline must start with cluster.choose');
    return cluster;
  };
  const proc = (simId: string) => c().m(real.get(simId) ?? simId);
  const simIds = () => [...real.keys()];
  const simOf = (realName: string) => simIds().find((id) => real.get(id) === realName);

  /** scenario.ts endpointOf: the pinned endpoint, or the first member that is up. */
  const target = (): string | undefined => {
    if (endpoint !== 'all') return proc(endpoint).running ? proc(endpoint).name : undefined;
    return simIds().map(proc).find((m) => m.running)?.name;
  };

  const send = (kind: string) => {
    const cl = c();
    const to = target();
    if (!to) return fail(`${kind}: no member is up to send it to`);
    const n = (serial.get(kind) ?? 0) + 1;
    serial.set(kind, n);
    lastPendingAt.delete(kind);
    const req: Request = { kind, target: to, done: Promise.resolve() };
    const finish = (r: CtlResult, value?: string) => {
      req.answer = r.code === 0 ? { value, at: now() } : { error: serverMessage(r.error || r.stderr.trim()), at: now() };
    };
    if (kind === 'write') {
      const value = `v${n}`;
      req.done = cl.ctl([to], ['put', KEY, value], { commandTimeoutMs: LONG }).then((r) => {
        finish(r, value);
        if (r.code === 0) committed = value;
      });
    } else if (kind === 'linearizableRead' || kind === 'serializableRead') {
      req.latest = committed;
      const args = ['get', KEY, '--print-value-only', ...(kind === 'serializableRead' ? ['--consistency=s'] : [])];
      req.done = cl.ctl([to], args).then((r) => finish(r, r.stdout.trim()));
    } else if (kind === 'memberAdd') {
      req.done = cl
        .ctl([to], ['member', 'add', `new${n}`, '--peer-urls=http://127.0.0.1:1'], { commandTimeoutMs: LONG })
        .then((r) => finish(r, r.code === 0 ? 'added' : undefined));
    } else if (kind === 'watch') {
      requests.get('watch')?.stream?.stop();
      const stream = cl.watch(to, [KEY], LIVE_CAP_MS + 20_000);
      req.stream = stream;
      req.done = stream.waitFor(/^watch was canceled \(/, LIVE_CAP_MS + 10_000).then((line) => {
        if (line) req.answer = { error: /^watch was canceled \((.*)\)$/.exec(line.text)![1]!, at: stream.started + line.t - t0 };
      });
    }
    requests.set(kind, req);
    note(`${kind} #${n} → ${to}${simOf(to) !== to ? ` (standing for ${simOf(to)})` : ''}`);
  };

  const checkAnswer = async (key: string, want: TimelineAnswer, at: number) => {
    const req = requests.get(key);
    if (!req) return fail(`expected an answer for "${key}", but no such request was sent`);
    if (!key.endsWith('Read') && want.error === undefined && want.value === undefined && want.stale === undefined) {
      if (want.etcdctl !== undefined) return note(`${key}: etcdctl's 5 s output "${want.etcdctl}" not checked here (the live ${key} runs with 10 s; see quorum-loss.test.ts)`);
    }
    const pending = want.error === undefined && want.value === undefined && want.stale === undefined && want.etcdctl === undefined;
    if (pending) {
      // The timeline says it is still waiting: etcd must not have answered clearly earlier.
      if (req.answer && req.answer.at < at - TOLERANCE_MS)
        fail(`"${key}" should still be waiting, but etcd answered at ${secs(req.answer.at)}: ${req.answer.error ?? req.answer.value}`);
      lastPendingAt.set(key, at);
      return;
    }
    if (!req.answer) await Promise.race([req.done, sleep(Math.max(0, at + TOLERANCE_MS - now()))]);
    const got = req.answer;
    if (!got) return fail(`"${key}" expected ${JSON.stringify(want)}, but etcd had not answered ${TOLERANCE_MS / 1000} s later`);
    // A member's local state changes on its own time (e.g. catching up after a partition heals, which
    // the scenario shows at once): a serializable read that disagrees is read again until the tolerance
    // has passed.
    if (key === 'serializableRead' && want.value !== undefined && got.value !== want.value) {
      const first = got.value;
      while (got.value !== want.value && now() < at + TOLERANCE_MS) {
        await sleep(200);
        const r = await c().ctl([req.target], ['get', KEY, '--print-value-only', '--consistency=s']);
        if (r.code === 0) Object.assign(got, { value: r.stdout.trim(), at: now() });
      }
      note(`serializableRead: first "${first}", read again until "${got.value}" at ${secs(got.at)}`);
    }
    const waitedUntil = lastPendingAt.get(key);
    if (waitedUntil !== undefined && got.at < waitedUntil - TOLERANCE_MS)
      fail(`"${key}" answered at ${secs(got.at)}, before t=${waitedUntil / 1000}s where the timeline still has it waiting`);
    // The driver's reads run with etcdctl's default timeout, so for them `etcdctl` is what it printed;
    // writes run with 10 s, so the server's `error` is what it printed.
    const expectedError = key.endsWith('Read') ? (want.etcdctl ?? want.error) : want.error;
    if (expectedError !== undefined) {
      if (got.error === undefined) fail(`"${key}" expected error "${expectedError}", etcd answered "${got.value}"`);
      else if (!sameError(expectedError, got.error)) fail(`"${key}" expected error "${expectedError}", etcd said "${got.error}"`);
    }
    if (want.value !== undefined) {
      if (got.error !== undefined) fail(`"${key}" expected value "${want.value}", etcd failed: "${got.error}"`);
      else if (got.value !== want.value) fail(`"${key}" expected value "${want.value}", etcd returned "${got.value}"`);
    }
    if (want.stale !== undefined && got.value !== undefined) {
      const stale = req.latest !== undefined && got.value !== req.latest;
      if (stale !== want.stale) fail(`"${key}" expected stale=${want.stale}; etcd returned "${got.value}" while the majority had "${req.latest}"`);
    }
    note(`${key}: ${got.error !== undefined ? `error "${got.error}"` : `value "${got.value}"`} at ${secs(got.at)} (timeline: by ${at / 1000}s)`);
  };

  // Member states are sampled every 100 ms in the background; an expected state holds if some sample
  // within ± TOLERANCE_MS of its time shows it (the real cluster's timers are random, the scenario's fixed).
  interface Sample {
    at: number;
    running: Set<string>;
    leaders: Set<string>; // members that are leader in their own view
  }
  const samples: Sample[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      if (cluster) {
        const cl = cluster;
        const at = now();
        const running = new Set(cl.members.filter((m) => m.running).map((m) => m.name));
        const statuses = await Promise.all([...running].map(async (n) => [n, await cl.status(n, 500)] as const));
        const leaders = new Set(statuses.filter(([, st]) => st && st.leader === st.memberId).map(([n]) => n));
        samples.push({ at, running, leaders });
      }
      await sleep(100);
    }
  })();
  const deferred: Array<{ at: number; what: string; holds: (s: Sample) => boolean }> = [];

  const checkRequestState = async (kind: string, state: string, at: number) => {
    const req = requests.get(kind);
    if (state === 'idle') return req ? fail(`${kind} should be idle, but one was sent`) : undefined;
    if (!req) return fail(`${kind} should be ${state}, but none was sent`);
    if (statePrefixMatches(state, 'pending') || statePrefixMatches(state, 'opening') || statePrefixMatches(state, 'open')) {
      if (req.answer && req.answer.at < at - TOLERANCE_MS)
        fail(`${kind} should be ${state}, but etcd answered at ${secs(req.answer.at)}: ${req.answer.error ?? req.answer.value}`);
      if (state.includes('.')) note(`${kind}: "${state}" checked as ${state.split('.')[0]} (etcdctl's own timer is not visible)`);
      return;
    }
    const ok = ['done', 'added'].includes(state);
    const bad = statePrefixMatches(state, 'failed') || ['refused', 'cancelled', 'broken'].includes(state);
    if (!ok && !bad) return note(`${kind}: state "${state}" not checked live`);
    if (!req.answer) await Promise.race([req.done, sleep(Math.max(0, at + TOLERANCE_MS - now()))]);
    const got = req.answer;
    if (!got) return fail(`${kind} should be ${state}, but etcd had not answered ${TOLERANCE_MS / 1000} s later`);
    if (ok && got.error !== undefined) fail(`${kind} should be ${state}, but etcd said "${got.error}"`);
    if (bad && got.error === undefined) fail(`${kind} should be ${state}, but etcd answered "${got.value}"`);
  };

  const checkState = async (id: string, state: string, at: number) => {
    if (KINDS.includes(id)) return checkRequestState(id, state, at);
    if (!real.has(id)) return note(`state of ${id} not checked (not a member of this cluster)`);
    const name = () => proc(id).name;
    if (statePrefixMatches(state, 'down')) {
      if (proc(id).running) fail(`${id} should be down, but ${name()} runs`);
    } else if (statePrefixMatches(state, 'up.leader')) {
      // Checked now (a later step may depend on who leads): a sample from the last TOLERANCE_MS, or
      // one within the next TOLERANCE_MS.
      const recent = () => samples.filter((x) => x.at >= at - TOLERANCE_MS && x.leaders.size > 0).at(-1);
      let seen = recent();
      while ((!seen || !seen.leaders.has(name())) && now() < at + TOLERANCE_MS) {
        await sleep(50);
        seen = recent();
        if (seen?.leaders.has(name())) break;
      }
      const leader = seen ? [...seen.leaders][0] : undefined;
      if (leader === name()) return;
      const other = leader ? simOf(leader) : undefined;
      if (other && leader && proc(id).running && !c().net.isIsolated(name()) && !c().net.isIsolated(leader)) {
        const was = name();
        real.set(id, leader);
        real.set(other, was);
        note(`the real election went to ${leader}: it stands for ${id} from now on, ${was} for ${other}`);
      } else fail(`${id} should lead; the real leader is ${leader ?? 'none'}`);
      if (state !== 'up.leader') note(`${id}: "${state}" checked as up.leader`);
    } else if (statePrefixMatches(state, 'up')) {
      const who = name();
      const follower = statePrefixMatches(state, 'up.follower');
      deferred.push({
        at,
        what: `${id} (${who}) ${state}`,
        holds: (x) => x.running.has(who) && (!follower || !x.leaders.has(who)),
      });
      if (state.split('.').length > 2) note(`${id}: "${state}" checked as up.follower (sub-states are not visible from outside)`);
    } else note(`${id}: state "${state}" not checked live`);
  };

  try {
    for (const step of timeline.steps) {
      const { type, param } = parseToken(step.event);
      if (type === 'clock.advance' || type === 'clock.tick' || type === 'clock.next') {
        // clock.next ("until something changes") goes to the time the timeline states for it.
        const next = type === 'clock.next' ? step.expect!.at! : sim + Number(param) * 1000;
        if (next > LIVE_CAP_MS) {
          note(`stopped before ${step.event}: beyond the ${LIVE_CAP_MS / 1000} s a live run plays`);
          break;
        }
        sim = next;
        await sleep(Math.max(0, sim - now()));
      } else if (type === 'cluster.choose') {
        cluster = await Cluster.start({ size: Number(param) });
        for (const m of cluster.members) real.set(m.name, m.name);
        const put = await cluster.ctl(cluster.members.map((m) => m.name), ['put', KEY, INITIAL], { commandTimeoutMs: LONG });
        if (put.code !== 0) throw new Error(`initial put failed: ${put.stderr}`);
        committed = INITIAL;
        if (needsSettle) await cluster.settle();
        // The scenario starts with m1 leading.
        const leader = await cluster.leader();
        if (leader !== 'm1') {
          await cluster.ctl([leader!], ['move-leader', cluster.m('m1').id], { commandTimeoutMs: LONG });
          await cluster.waitLeader({ among: ['m1'], timeoutMs: 10_000 });
        }
        t0 = performance.now();
        note(`cluster of ${param}, leader ${await cluster.leader()}`);
      } else if (type === 'leader.fail') {
        const leader = await c().waitLeader({ timeoutMs: 5000 });
        if (!leader) fail('leader.fail, but there is no leader');
        else {
          await c().m(leader).kill('SIGKILL');
          note(`kill -9 of the leader ${leader}`);
        }
      } else if (type === 'member.stop') {
        await proc(param!).kill('SIGKILL');
        note(`kill -9 ${proc(param!).name}`);
      } else if (type === 'member.start') {
        proc(param!).restart();
        note(`start ${proc(param!).name}`);
      } else if (type === 'partition.isolate' || type === 'partition') {
        c().net.isolate(proc(param!).name);
        note(`partition: ${proc(param!).name} cut off`);
      } else if (type === 'partition.heal') {
        c().net.heal();
        note('partition healed');
      } else if (type === 'client.endpoint') {
        endpoint = param!;
        note(`etcdctl endpoint ${endpoint}`);
      } else if (type.startsWith('request.') && KINDS.includes(type.slice(8))) {
        send(type.slice(8));
      }
      played++;
      const expect = step.expect;
      if (!expect) continue;
      const at = expect.at ?? sim;
      if (at !== sim) fail(`step ${played} (${step.event}) expects t=${at} ms; the driver's clock is at ${sim} ms`);
      for (const [id, state] of Object.entries(expect.states ?? {})) await checkState(id, state, at);
      for (const [key, want] of Object.entries(expect.answers ?? {})) await checkAnswer(key, want, at);
    }
    // Let the samples cover the last deferred check's window, then judge them.
    const last = Math.max(0, ...deferred.map((d) => d.at));
    if (deferred.length) await sleep(Math.max(0, last + TOLERANCE_MS - now()));
    for (const d of deferred) {
      const window = samples.filter((x) => x.at >= d.at - TOLERANCE_MS && x.at <= d.at + TOLERANCE_MS);
      if (!window.some(d.holds)) failures.push(`t=${d.at / 1000}s: ${d.what} held at no time within ±${TOLERANCE_MS / 1000} s`);
    }
  } finally {
    sampling = false;
    await sampler;
    for (const req of requests.values()) await req.stream?.stop();
    await cluster?.close();
  }
  return { failures, log, played };
}
