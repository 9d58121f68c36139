// Component type `etcd-member`: one etcd server with its Raft role, term, log and key-value store.
//
// Only the timers that matter are timers (`after`): the member's own randomised election timeout
// (a fixed, stated value per member, so runs are deterministic) and CheckQuorum's step-down. The
// 100 ms heartbeats are not modelled as timers: a member learns that a peer went away or came back
// by an event on change (`peerGone`, `hello`), which is what the missing or returning heartbeats
// tell it, so a +5 min jump costs a handful of transitions. Votes and log replication are messages
// between member actors (sendTo by system id), delivered in the same instant.
//
// Simplifications, all stated in the words: Pre-Vote and the vote are one round (with Pre-Vote the
// vote cannot fail once the pre-vote won, nothing else moves in between); a follower takes the
// leader's whole log instead of a suffix; `member add` takes effect at once on the member handling it.
// The member's etcd release (input `version`) decides only its `member add` check (etcd-member-clients.ts).
import { assertEvent, enqueueActions, raise, setup, assign } from 'xstate';
import { type Directory, type Sender as SendTo, sender as senderOf } from './send.ts';
import type { ClientToMember, Entry, MemberToClient, Proposal } from './etcd-protocol.ts';
import { ELECTION_BASE_MS, LONG_AGO, quorumOf } from './etcd-raft.ts';

export interface MemberInput {
  id: string;
  voters: string[];
  electionMs: number;
  leader: boolean;
  term: number;
  now: () => number;
  /** Instances told `etcd.status` whenever this member goes down, leads, follows or loses its
   * leader (an apiserver using it, an alert rule). Optional: etcd-quorum has none. */
  listeners?: string[];
  /** The etcd release it runs (`3.6.11`): decides the `member add` check. Default: DEFAULT_ETCD_VERSION. */
  version?: string;
}

/** What a listener is told: `noLeader` covers a member whose election timer runs or that campaigns;
 * `lonely` is a leader that lost its majority (it still reports itself leader, but commits nothing). */
export type MemberStatus = 'down' | 'leader' | 'follower' | 'noLeader' | 'lonely';
export interface MemberStatusEvent {
  type: 'etcd.status';
  from: string;
  status: MemberStatus;
}

interface Client {
  req: string;
  n: number;
}

export interface MemberContext {
  id: string;
  electionMs: number;
  now: () => number;
  startsAsLeader: boolean;
  /** Every voting member, this one included (a `member add` adds one that has not started). */
  voters: string[];
  term: number;
  lead: string | null;
  /** Last contact with `lead`: a vote is refused within one election timeout of it (leader lease). */
  heardLeaderAt: number;
  /** When this member last saw a new leader: etcd names the "previous leader failure" from it. */
  leadElectedAt: number;
  /** Peers this member can talk to now: up and not cut off. */
  reach: string[];
  cut: string[];
  connectedSince: Record<string, number>;
  log: Entry[];
  commit: number;
  applied: number;
  revision: number;
  value: string;
  /** Leader only: highest log index each member is known to have. */
  match: Record<string, number>;
  votes: string[];
  answered: string[];
  force: boolean;
  /** Proposals that arrived while the member knew it had no leader (raft takes none: they wait). */
  blocked: Proposal[];
  reads: Array<{ req: string; n: number; retried: boolean }>;
  /** Leader only: members whose ReadIndex waits for a quorum. */
  readWaiters: string[];
  watchers: Client[];
  /** Requests waiting on this member: told when its connection drops. */
  clients: Client[];
  lostMajorityAt: number;
  lastAdded?: string;
  listeners: string[];
  /** The etcd release it runs, when the scenario names one (etcd-member-clients.ts: the `member add` check). */
  version?: string;
}

export type PeerMessage =
  | { type: 'peerGone'; from: string }
  | { type: 'hello'; from: string }
  | { type: 'helloAck'; from: string }
  | { type: 'voteReq'; from: string; term: number; lastIndex: number; lastTerm: number; force: boolean }
  | { type: 'voteResp'; from: string; granted: boolean }
  | { type: 'append'; from: string; term: number; log: Entry[]; commit: number; voters: string[] }
  | { type: 'appendResp'; from: string; term: number; match: number }
  | { type: 'leaderGone'; from: string }
  | { type: 'timeoutNow'; from: string }
  | { type: 'fwdPropose'; from: string; req: string; n: number; value: string }
  | { type: 'readIndex'; from: string }
  | { type: 'readIndexOk'; from: string }
  | { type: 'confAdd'; from: string; name: string };

/** Events the scenario routes from the reader's actions. */
export type MemberCommand =
  | { type: 'stop' }
  | { type: 'crash' }
  | { type: 'start' }
  | { type: 'cut'; peers: string[] }
  | { type: 'heal' };

export type MemberEvent = MemberCommand | PeerMessage | ClientToMember | { type: 'recheck' };

export const last = (c: MemberContext) => c.log[c.log.length - 1] ?? { index: 0, term: 0 };
export const peersOf = (c: MemberContext) => c.voters.filter((v) => v !== c.id);
export const hasMajority = (c: MemberContext) =>
  c.reach.filter((p) => c.voters.includes(p)).length + 1 >= quorumOf(c.voters.length);
export const without = <T>(list: T[], x: T) => list.filter((y) => y !== x);
export const withOne = <T>(list: T[], x: T) => (list.includes(x) ? list : [...list, x]);

/** The log every member starts with: the bootstrap leader's empty entry and one put (`hello`). */
export const INITIAL_LOG: readonly Entry[] = [
  { index: 1, term: 0, kind: 'noop' },
  { index: 2, term: 0, kind: 'put', value: 'hello' },
];

/** etcd's revision after the first `index` log entries: an empty store is at revision 1, each put adds one. */
export const revisionAt = (log: readonly Entry[], index: number): number =>
  1 + log.slice(0, index).filter((e) => e.kind === 'put').length;

const valueAt = (log: readonly Entry[], index: number): string =>
  log.slice(0, index).filter((e) => e.kind === 'put').at(-1)?.value ?? '';

/** Log applied up to `commit`: revision and value of the one key, and the puts newly applied. */
function applied(c: MemberContext, commit: number): Pick<MemberContext, 'applied' | 'revision' | 'value'> & { puts: Entry[] } {
  const upTo = Math.max(c.applied, commit);
  const puts = c.log.slice(c.applied, upTo).filter((e) => e.kind === 'put');
  return { applied: upTo, revision: revisionAt(c.log, upTo), value: valueAt(c.log, upTo), puts };
}

/** Proposals still waiting for a leader: one whose 7 s deadline passed got the context error back and
 * never entered raft, so a leader found later does not take it. */
export const waitingProposals = (c: MemberContext) => c.blocked.filter((p) => (p.until ?? Infinity) > c.now());

type Message = PeerMessage | MemberToClient | MemberStatusEvent;
export type MemberSender = SendTo<Message>;
export const memberSender = (system: Directory, enqueue: { sendTo: (ref: never, event: never) => void }): MemberSender => senderOf<Message>(system, enqueue);

/** Assigns a partial context. Object form would call function values (`now`) as property assigners. */
export function update(enqueue: { assign: unknown }, partial: Partial<MemberContext>): void {
  (enqueue.assign as (fn: () => Partial<MemberContext>) => void)(() => partial);
}

export const appendTo = (c: MemberContext, send: MemberSender, peers = c.reach) => {
  for (const p of peers) send(p, { type: 'append', from: c.id, term: c.term, log: c.log, commit: c.commit, voters: c.voters });
};

export const memberSetup = setup({
  types: {
    context: {} as MemberContext,
    events: {} as MemberEvent,
    input: {} as MemberInput,
  },
  delays: {
    election: ({ context }) => context.electionMs,
    // CheckQuorum runs once per election timeout; the step-down is shown one election timeout after the loss.
    checkQuorum: ({ context }) => context.electionMs,
  },
  guards: {
    startsAsLeader: ({ context }) => context.startsAsLeader,
    leaderUnreachable: ({ context }) => context.lead !== null && !context.reach.includes(context.lead),
    fromLead: ({ context, event }) => 'from' in event && event.from === context.lead,
    lostMajority: ({ context }) => !hasMajority(context),
    knowsALeader: ({ context }) => context.lead !== null,
    hasMajority: ({ context }) => hasMajority(context),
    wonElection: ({ context }) => context.votes.length >= quorumOf(context.voters.length),
    lostElection: ({ context }) =>
      context.votes.length < quorumOf(context.voters.length) &&
      context.reach.filter((p) => context.voters.includes(p)).every((p) => context.answered.includes(p)),
    newerTerm: ({ context, event }) => {
      assertEvent(event, 'append');
      return event.term >= context.term && !context.cut.includes(event.from);
    },
  },
  actions: {
    recheck: raise({ type: 'recheck' }),
    tellDown: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const l of context.listeners) send(l, { type: 'etcd.status', from: context.id, status: 'down' });
    }),
    tellLeader: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const l of context.listeners) send(l, { type: 'etcd.status', from: context.id, status: 'leader' });
    }),
    tellFollower: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const l of context.listeners) send(l, { type: 'etcd.status', from: context.id, status: 'follower' });
    }),
    tellLonely: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const l of context.listeners) send(l, { type: 'etcd.status', from: context.id, status: 'lonely' });
    }),
    tellNoLeader: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const l of context.listeners) send(l, { type: 'etcd.status', from: context.id, status: 'noLeader' });
    }),
    leave: enqueueActions(({ context, event, enqueue, system, self }) => {
      assertEvent(event, ['stop', 'crash']);
      const send = memberSender(system, enqueue);
      for (const c of [...context.clients, ...context.watchers]) send(c.req, { type: 'connectionLost', n: c.n });
      // A graceful stop of the leader hands leadership over first (EtcdServer.Stop → TransferLeadership):
      // TimeoutNow makes the transferee campaign at once, before the peers notice this member is gone.
      if (event.type === 'stop' && self.getSnapshot().matches({ up: 'leader' })) {
        const peers = context.reach.filter((p) => context.voters.includes(p));
        const target = peers.find((p) => context.match[p] === last(context).index) ?? peers[0];
        if (target) send(target, { type: 'timeoutNow', from: context.id });
      }
      for (const p of context.reach) send(p, { type: 'peerGone', from: context.id });
      update(enqueue, { lead: null, reach: [], votes: [], answered: [], blocked: [], reads: [], readWaiters: [], watchers: [], clients: [] });
    }),
    rejoin: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const p of peersOf(context)) if (!context.cut.includes(p)) send(p, { type: 'hello', from: context.id });
      update(enqueue, { lead: null, heardLeaderAt: context.now() });
    }),
    peerGone: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'peerGone');
      update(enqueue, { reach: without(context.reach, event.from) });
      enqueue.raise({ type: 'recheck' });
    }),
    hello: enqueueActions(({ context, event, enqueue, system, self }) => {
      assertEvent(event, ['hello', 'helloAck']);
      if (context.cut.includes(event.from)) return;
      const send = memberSender(system, enqueue);
      if (event.type === 'hello') send(event.from, { type: 'helloAck', from: context.id });
      const next = { ...context, reach: withOne(context.reach, event.from) };
      update(enqueue, {
        reach: next.reach,
        connectedSince: context.reach.includes(event.from) ? context.connectedSince : { ...context.connectedSince, [event.from]: context.now() },
      });
      if (self.getSnapshot().matches({ up: 'leader' })) appendTo(next, send, [event.from]);
      enqueue.raise({ type: 'recheck' });
    }),
    voteReq: enqueueActions(({ context, event, enqueue, system, self }) => {
      assertEvent(event, 'voteReq');
      if (context.cut.includes(event.from)) return;
      const snap = self.getSnapshot();
      const inLease =
        !event.force &&
        (snap.matches({ up: 'leader' }) ||
          snap.matches({ up: { follower: 'following' } }) ||
          (context.lead !== null && context.now() - context.heardLeaderAt < ELECTION_BASE_MS));
      const mine = last(context);
      const upToDate = event.lastTerm > mine.term || (event.lastTerm === mine.term && event.lastIndex >= mine.index);
      const granted = !inLease && event.term > context.term && upToDate;
      memberSender(system, enqueue)(event.from, { type: 'voteResp', from: context.id, granted });
    }),
    // After the election timeout, or told to campaign at once by a stopping leader (TimeoutNow).
    campaign: enqueueActions(({ context, event, enqueue, system }) => {
      const force = event.type === 'timeoutNow';
      const send = memberSender(system, enqueue);
      const mine = last(context);
      for (const p of context.reach) {
        if (context.voters.includes(p)) {
          send(p, { type: 'voteReq', from: context.id, term: context.term + 1, lastIndex: mine.index, lastTerm: mine.term, force });
        }
      }
      // becomePreCandidate: the member stops naming its old leader.
      update(enqueue, { votes: [context.id], answered: [], force, lead: null });
    }),
    countVote: assign(({ context, event }) => {
      assertEvent(event, 'voteResp');
      return { answered: withOne(context.answered, event.from), votes: event.granted ? withOne(context.votes, event.from) : context.votes };
    }),
    becomeLeader: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      const term = context.term + 1;
      const log = [...context.log, { index: last(context).index + 1, term, kind: 'noop' as const }];
      for (const p of waitingProposals(context)) {
        log.push({ index: log.length + 1, term, kind: 'put', value: p.value, req: p.req, n: p.n });
        send(p.req, { type: 'accepted', n: p.n, mode: 'proposed' });
      }
      const next: MemberContext = {
        ...context,
        term,
        lead: context.id,
        leadElectedAt: context.now(),
        log,
        blocked: [],
        match: { [context.id]: log.length },
        reads: context.reads.map((r) => ({ ...r, retried: true })),
      };
      update(enqueue, next);
      for (const w of context.watchers) send(w.req, { type: 'leaderBack' });
      appendTo(next, send);
    }),
    lostElection: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const w of context.watchers) send(w.req, { type: 'noLeader' });
      update(enqueue, { lead: null });
    }),
    loseLeader: assign(({ context }) => ({ heardLeaderAt: context.now() })),
    stepDown: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const p of context.reach) send(p, { type: 'leaderGone', from: context.id });
      for (const w of context.watchers) send(w.req, { type: 'noLeader' });
      update(enqueue, { lead: null, readWaiters: [], heardLeaderAt: context.now() });
    }),
    follow: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'append');
      const send = memberSender(system, enqueue);
      const newLeader = context.lead !== event.from;
      const commit = Math.min(event.commit, event.log.length);
      // The follower takes the leader's log: an entry its old leader never committed is dropped here.
      // Committed entries never differ (Raft), so the applied prefix stays.
      const a = applied({ ...context, log: event.log }, commit);
      for (const w of context.watchers) {
        for (const e of a.puts) send(w.req, { type: 'watchEvent', revision: revisionAt(event.log, e.index), value: e.value ?? '' });
      }
      for (const p of waitingProposals(context)) {
        send(event.from, { type: 'fwdPropose', from: context.id, req: p.req, n: p.n, value: p.value });
        send(p.req, { type: 'accepted', n: p.n, mode: 'proposed' });
      }
      if (context.reads.length) send(event.from, { type: 'readIndex', from: context.id });
      if (newLeader || context.lead === null) for (const w of context.watchers) send(w.req, { type: 'leaderBack' });
      update(enqueue, {
        term: event.term,
        lead: event.from,
        heardLeaderAt: context.now(),
        leadElectedAt: newLeader ? context.now() : context.leadElectedAt,
        log: event.log,
        voters: event.voters,
        commit,
        applied: a.applied,
        revision: a.revision,
        value: a.value,
        blocked: [],
        reads: newLeader ? context.reads.map((r) => ({ ...r, retried: true })) : context.reads,
        match: {},
      });
      send(event.from, { type: 'appendResp', from: context.id, term: event.term, match: event.log.length });
    }),
    ackAppend: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'appendResp');
      // An answer to an append of an older term changes nothing.
      if (event.term !== context.term) return;
      const send = memberSender(system, enqueue);
      const match = { ...context.match, [event.from]: event.match };
      const q = quorumOf(context.voters.length);
      let commit = context.commit;
      for (let n = last(context).index; n > context.commit; n--) {
        const acks = context.voters.filter((v) => (match[v] ?? 0) >= n).length;
        if (acks >= q && context.log[n - 1].term === context.term) {
          commit = n;
          break;
        }
      }
      if (commit === context.commit) {
        update(enqueue, { match });
        return;
      }
      const a = applied(context, commit);
      for (const e of a.puts) {
        const rev = revisionAt(context.log, e.index);
        if (e.req !== undefined && e.n !== undefined) send(e.req, { type: 'committed', n: e.n, revision: rev });
        for (const w of context.watchers) send(w.req, { type: 'watchEvent', revision: rev, value: e.value ?? '' });
      }
      const next = { ...context, match, commit, applied: a.applied, revision: a.revision, value: a.value };
      for (const r of context.reads) send(r.req, { type: 'readOk', n: r.n, value: next.value, revision: next.revision, retried: r.retried });
      for (const m of context.readWaiters) send(m, { type: 'readIndexOk', from: context.id });
      update(enqueue, { ...next, reads: [], readWaiters: [] });
      appendTo(next, send);
    }),
    regainQuorum: enqueueActions(({ context, enqueue, system }) => {
      const send = memberSender(system, enqueue);
      for (const m of context.readWaiters) send(m, { type: 'readIndexOk', from: context.id });
      for (const r of context.reads) send(r.req, { type: 'readOk', n: r.n, value: context.value, revision: context.revision, retried: r.retried });
      update(enqueue, { readWaiters: [], reads: [] });
    }),
    markLonely: assign(({ context }) => ({ lostMajorityAt: context.now() })),
  },
});

/** A state's `on` handlers, typed by the member's setup: what a capability adds (etcd-member-clients.ts). */
type MemberOn = NonNullable<Parameters<typeof memberSetup.createStateConfig>[0]['on']>;

/**
 * Handlers a capability adds to the member's states: transitions without a target only, so that the
 * states, the edges and the statechart stay those of the one `etcd-member` type. Client requests
 * (writes, reads, watches, `member add`) and partitions are one (etcd-member-clients.ts): a scenario
 * whose members serve no etcd client (control-plane-outage) composes the member without it.
 */
export type MemberCapability = Partial<Record<'up' | 'following' | 'waiting' | 'campaigning' | 'noLeader' | 'leader' | 'quorum' | 'lonely', MemberOn>>;

/** The member's statechart, with a capability's handlers beside its own. */
export const memberConfig = (cap: MemberCapability = {}): Parameters<typeof memberSetup.createMachine>[0] => ({
  id: 'etcd-member',
  context: ({ input }) => ({
    id: input.id,
    electionMs: input.electionMs,
    now: input.now,
    startsAsLeader: input.leader,
    voters: input.voters,
    term: input.term,
    lead: input.voters[0] ?? null,
    heardLeaderAt: LONG_AGO,
    leadElectedAt: LONG_AGO,
    reach: input.voters.filter((v) => v !== input.id),
    cut: [],
    connectedSince: {},
    log: INITIAL_LOG.map((e) => ({ ...e, term: input.term })),
    commit: INITIAL_LOG.length,
    applied: INITIAL_LOG.length,
    revision: revisionAt(INITIAL_LOG, INITIAL_LOG.length),
    value: valueAt(INITIAL_LOG, INITIAL_LOG.length),
    match: input.leader ? Object.fromEntries(input.voters.map((v) => [v, INITIAL_LOG.length])) : {},
    votes: [],
    answered: [],
    force: false,
    blocked: [],
    reads: [],
    readWaiters: [],
    watchers: [],
    clients: [],
    lostMajorityAt: 0,
    listeners: input.listeners ?? [],
    ...(input.version ? { version: input.version } : {}),
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'startsAsLeader', target: 'up.leader' }, { target: 'up.follower' }],
    },
    down: {
      entry: 'tellDown',
      on: { start: { target: 'up.follower.waiting', actions: 'rejoin' } },
    },
    up: {
      initial: 'follower',
      on: {
        stop: { target: 'down', actions: 'leave' },
        crash: { target: 'down', actions: 'leave' },
        peerGone: { actions: 'peerGone' },
        hello: { actions: 'hello' },
        helloAck: { actions: 'hello' },
        voteReq: { actions: 'voteReq' },
        append: { guard: 'newerTerm', target: '.follower.following', actions: 'follow' },
        ...cap.up,
      },
      states: {
        follower: {
          initial: 'following',
          states: {
            following: {
              entry: 'tellFollower',
              on: {
                // The stopping leader hands over to a follower that follows it.
                timeoutNow: { guard: 'fromLead', target: 'campaigning', actions: 'campaign' },
                recheck: { guard: 'leaderUnreachable', target: 'waiting', actions: 'loseLeader' },
                leaderGone: { guard: 'fromLead', target: 'waiting', actions: 'loseLeader' },
                ...cap.following,
              },
            },
            waiting: {
              entry: 'tellNoLeader',
              after: { election: { target: 'campaigning', actions: 'campaign' } },
              on: { ...cap.waiting },
            },
            campaigning: {
              always: [
                { guard: 'wonElection', target: '#etcd-member.up.leader', actions: 'becomeLeader' },
                { guard: 'lostElection', target: 'noLeader', actions: 'lostElection' },
              ],
              on: {
                voteResp: { actions: 'countVote' },
                ...cap.campaigning,
              },
            },
            // Reached from a campaign, which a handover (TimeoutNow) can start without `waiting`.
            noLeader: {
              entry: 'tellNoLeader',
              on: {
                recheck: { guard: 'hasMajority', target: 'waiting' },
                ...cap.noLeader,
              },
            },
          },
        },
        leader: {
          initial: 'quorum',
          on: {
            appendResp: { actions: 'ackAppend' },
            ...cap.leader,
          },
          states: {
            // A leader without a majority commits nothing: its listeners hear `lonely` until it has one again.
            quorum: {
              entry: 'tellLeader',
              on: {
                recheck: { guard: 'lostMajority', target: 'lonely', actions: 'markLonely' },
                ...cap.quorum,
              },
            },
            // CheckQuorum: a leader that no longer hears from a majority steps down after about one election timeout.
            lonely: {
              entry: 'tellLonely',
              after: { checkQuorum: { target: '#etcd-member.up.follower.waiting', actions: 'stepDown' } },
              on: {
                recheck: { guard: 'hasMajority', target: 'quorum', actions: 'regainQuorum' },
                ...cap.lonely,
              },
            },
          },
        },
      },
    },
  },
});

/** The member with Raft only: elections, log replication, and the listeners it tells. */
export const etcdMemberMachine = memberSetup.createMachine(memberConfig());
