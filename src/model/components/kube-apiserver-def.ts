// ComponentDef of `kube-apiserver` (kube-apiserver.ts): the values its words need. Words in
// content/scenarios/<lang>/components/kube-apiserver.yaml; which version says what is decided here, from the fact
// sheets (kubernetes-during-etcd-outage-resolved.md wins).
import type { ComponentDef, WordRef } from '../engine/component.ts';
import type { TimelineAnswer } from '../engine/timeline.ts';
import { backoffFacts, s, within } from './k8s-def.ts';
import { minorOf, versionLabel } from './k8s-protocol.ts';
import { APISERVER } from './kube-apiserver.facts.ts';
import { type ApiserverContext, kubeApiserverMachine, replyIn } from './kube-apiserver.ts';
import { KUBECTL } from './kubectl.facts.ts';

/** What `kubectl create` through an apiserver without etcd ends with (OT-1, corrected 2026-12). */
export const createKey = (version: string) => (minorOf(version) <= 32 ? 'createQuota' : 'createTimeout');
const dialExitKey = (version: string) => (minorOf(version) >= 36 ? 'exitDial136' : 'exitDial');

export const kubeApiserver: ComponentDef<ApiserverContext> = {
  type: 'kube-apiserver',
  layer: 'control-plane',
  machine: kubeApiserverMachine,
  params: (c) => ({
    node: c.node,
    ip: c.ip,
    member: c.member,
    version: versionLabel(c.version),
    runs: c.runs,
    exits: c.exits,
    waitS: s(Math.max(0, c.nextRunAt - c.lastExitAt)),
    nextRunS: s(c.nextRunAt),
    livenessS: s(c.failingSince + APISERVER.livenessKillMs.value),
    killedS: s(c.killedAt),
    hooksS: s(c.killedAt + APISERVER.shutdownHooksMs.value),
    sigkillS: s(c.killedAt + APISERVER.gracePeriodMs.value),
    exitLine: c.lastExit === 'hook' ? APISERVER.hookExitLine.value : APISERVER.dialExitLine.value(c.version),
  }),
  // Facts and lines read the values above (the engine passes them); a WordRef names only what it adds.
  facts: (c, state, world) => {
    const facts: WordRef[] = [{ key: 'member' }];
    if (c.exits) facts.push({ key: 'exits' });
    if (c.lastExit) facts.push({ key: c.lastExit === 'dial' ? dialExitKey(c.version) : 'exitHook' });
    if (state === 'restart.exited' || state === 'restart.backoff') facts.push({ key: 'nextRun' });
    else facts.push(...backoffFacts(c.backoff, world.now()));
    if (within(state, 'up.etcdDown') || within(state, 'up.noLeader')) facts.push({ key: 'liveness' });
    return facts;
  },
  see: (c, state, world) => {
    // A create fails in ResourceQuota admission at ≈ 10 s on 1.31–1.32 and at the 34 s cap from 1.33;
    // a delete hits the 34 s cap on every version (OT-1 and ReplicaSet, resolved sheet).
    const writes = [createKey(c.version), 'deleteTimeout'];
    let keys: string[];
    if (state === 'up.ready') keys = ['ok'];
    else if (within(state, 'up.etcdDown')) keys = [...(state !== 'up.etcdDown.probing' ? ['readyzFails'] : []), 'getTimeout', ...writes, 'staleCache'];
    else if (within(state, 'up.noLeader')) {
      keys = [...(state !== 'up.noLeader.probing' ? ['readyzFails'] : []), 'getTimeout', ...writes];
      if (state === 'up.noLeader.watchesCancelled') keys.push('watchesCancelled');
      if (state === 'up.noLeader.cacheUnready') {
        const retryAfter = APISERVER.retryAfterSeconds.value(c.version, world.now() - c.cacheDownSince);
        return [...keys.map((key) => ({ key })), { key: minorOf(c.version) >= 34 ? 'tooManyRequests' : 'tooManyRequests133', params: { retryAfter } }];
      }
    } else if (state === 'restart.terminating.hooks') keys = ['shutdownHooks'];
    else if (state === 'restart.terminating.draining' || state === 'restart.exited' || state === 'restart.backoff') keys = ['refused'];
    else if (state === 'restart.run.dialing' || state === 'restart.run.starting') keys = ['tlsTimeout'];
    else if (state === 'restart.run.unready') keys = ['livezFails', 'getTimeout'];
    else keys = ['nodeDown'];
    return keys.map((key) => ({ key }));
  },
  // Bad news only: a run that starts with etcd answering (restart.run.starting) is good news.
  isError: (state) => !['up.ready', 'up.etcdDown.probing', 'up.noLeader.probing', 'restart.run.starting'].includes(state),
};

/** What `kubectl` gets through this apiserver now, in the timelines' terms. */
export function answerOfApiserver(c: ApiserverContext, state: string): TimelineAnswer {
  const reply = replyIn(state);
  if (reply === 'ok') return { value: 'ok' };
  if (reply === 'hang') return { error: 'Timeout' };
  if (reply === 'tls') return { error: 'net/http: TLS handshake timeout' };
  if (reply === 'refused') return { error: KUBECTL.refusedLine.value(c.node) };
  return { error: `dial tcp ${c.ip}:6443: i/o timeout` };
}
