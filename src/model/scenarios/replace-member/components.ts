// Component definitions of replace-member's own types (machines.ts): the values their words need.
// Words: content/scenarios/<lang>/components/{etcd-cluster,etcd-host,etcdctl-command}.yaml.
import type { ComponentDef, WordRef } from '../../engine/component.ts';
import type { Answers } from '../../engine/timeline.ts';
import {
  type ClusterContext,
  type CommandContext,
  type HostContext,
  etcdClusterMachine,
  etcdHostMachine,
  etcdctlCommandMachine,
  votersRunning,
} from './machines.ts';
import { quorumOf } from '../../components/etcd-protocol.ts';

const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);

export const etcdCluster: ComponentDef<ClusterContext> = {
  type: 'etcd-cluster',
  layer: 'etcd',
  machine: etcdClusterMachine,
  params: (c) => ({
    voters: c.voters.length,
    running: votersRunning(c),
    quorum: quorumOf(c.voters.length),
    spare: Math.max(0, votersRunning(c) - quorumOf(c.voters.length)),
    learners: c.learners.join(', ') || '—',
  }),
  facts: (c) => {
    const facts: WordRef[] = [
      { key: 'voters', params: { names: c.voters.join(', '), voters: c.voters.length } },
      { key: 'quorum', params: { quorum: quorumOf(c.voters.length), running: votersRunning(c), voters: c.voters.length } },
    ];
    if (c.learners.length) facts.push({ key: 'learners', params: { names: c.learners.join(', ') } });
    if (c.removed.length) facts.push({ key: 'removed', params: { names: c.removed.join(', ') } });
    facts.push({ key: c.strict ? 'strictOn' : 'strictOff' });
    return facts;
  },
  see: (c, state) => {
    const p = { running: votersRunning(c), voters: c.voters.length, quorum: quorumOf(c.voters.length) };
    if (state === 'noQuorum') return [{ key: 'noQuorum', params: p }];
    return [{ key: within(state, 'healthy') ? 'spareOne' : 'spareNone', params: p }];
  },
  isError: (state) => state === 'noQuorum',
};

export const etcdHost: ComponentDef<HostContext> = {
  type: 'etcd-host',
  layer: 'etcd',
  machine: etcdHostMachine,
  params: (c) => ({ memberId: c.memberId, error: c.error, syncS: c.syncMs / 1000 }),
  facts: (c, state) => {
    const facts: WordRef[] = [];
    if (state !== 'fresh') facts.push({ key: 'memberId', params: { memberId: c.memberId } });
    facts.push({ key: c.listed ? (c.learner ? 'listedLearner' : 'listedVoter') : 'notListed' });
    return facts;
  },
  see: (c, state) => {
    if (within(state, 'exited')) return [{ key: 'exited', params: { error: c.error } }];
    if (state === 'running.learner.catchingUp') return [{ key: 'catchingUp', params: { syncS: c.syncMs / 1000 } }];
    if (state === 'running.learner.inSync') return [{ key: 'inSync' }];
    if (state === 'running.voter') return [{ key: 'voter' }];
    if (state === 'added') return [{ key: 'unstarted' }];
    if (state === 'fresh') return [{ key: 'fresh' }];
    return [{ key: 'off' }];
  },
  isError: (state) => within(state, 'exited'),
};

export const etcdctlCommand: ComponentDef<CommandContext> = {
  type: 'etcdctl-command',
  layer: 'clients',
  machine: etcdctlCommandMachine,
  params: (c) => ({ error: c.error, command: c.command }),
  facts: () => [],
  // What etcdctl printed, line by line, in code: the output is never translated.
  see: (c, state) => {
    if (state === 'idle') return [{ key: 'idle' }];
    if (state === 'waiting') return [{ key: 'waiting' }];
    const lines: WordRef[] = c.lines.map((line) => ({ key: 'line', params: { line } }));
    if (state === 'ok.status') lines.push({ key: 'statusColumns' });
    // `as learner` in this line is etcd 3.6+ (printer_simple.go); 3.5 prints `added to cluster` for a learner too.
    if (c.kind === 'addedLearner') lines.splice(1, 0, { key: 'learner35' });
    if (c.error) lines.push({ key: 'error', params: { error: c.error } });
    return lines;
  },
  isError: (state) => state === 'refused' || state === 'timedOut',
  observe: (c) => String(c.n),
};

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const MEMBERSHIP_ANSWERS: Answers = {
  'etcd-host': (c: HostContext, state: string) => (within(state, 'exited') ? { error: c.error } : undefined),
  'etcdctl-command': (c: CommandContext, state: string) => {
    // Only errors: they are printed verbatim in every language (the rest of the output is the state).
    return c.error && state !== 'waiting' ? { error: c.error } : undefined;
  },
};
