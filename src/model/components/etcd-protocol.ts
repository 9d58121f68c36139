// Messages between etcd members and the client requests, and the numbers both sides share. The
// values are etcd's defaults (facts: /work/shared/facts/etcd.md §3, corrected 2026-12; sources in
// etcd-member.facts.ts, etcd-member-clients.facts.ts and etcd-requests.facts.ts).
import { MEMBER_TIMERS } from './etcd-member.facts.ts';
import { MEMBER_ADD, type MemberAddRule } from './etcd-member-clients.facts.ts';
import { ELECTION_BASE_MS } from './etcd-raft.ts';
import { WRITE } from './etcd-requests.facts.ts';

export { ELECTION_BASE_MS, LONG_AGO, quorumOf } from './etcd-raft.ts';
/** Server-side request deadline: 5 s + 2 × election timeout. */
export const REQUEST_TIMEOUT_MS = WRITE.requestTimeoutMs.value;
/** etcdctl's default `--command-timeout`. */
export const ETCDCTL_TIMEOUT_MS = WRITE.etcdctlTimeoutMs.value;
/** The `--command-timeout` the write row follows (a stated choice, etcd-write's words): above the
 * server's 7 s, so its own answer can show. */
export const ROW_COMMAND_TIMEOUT_MS = 10_000;
/** monitorLeader cancels require-leader watches on the 3rd check without a leader, one (base) election timeout apart. */
export const NO_LEADER_CHECKS = MEMBER_TIMERS.noLeaderChecks.value;
export const WATCH_NO_LEADER_CANCEL_MS = NO_LEADER_CHECKS * ELECTION_BASE_MS;
/** `--strict-reconfig-check`: member add counts only peers connected for the last 5 s. */
export const RECONFIG_CONNECTED_MS = MEMBER_ADD.connectedForMs.value;

export const KEY = 'greeting';

export interface Entry {
  index: number;
  term: number;
  kind: 'noop' | 'put';
  value?: string;
  /** The request that proposed it (instance id and its serial number). */
  req?: string;
  n?: number;
}

export interface Proposal {
  req: string;
  n: number;
  value: string;
  /** When the server's request deadline for it passes (simulated ms). */
  until?: number;
}

export type ProposeMode = 'proposed' | 'blocked';

/** Events a client request sends to a member. */
export type ClientToMember =
  | { type: 'propose'; req: string; n: number; value: string }
  | { type: 'read'; req: string; n: number }
  | { type: 'serializableRead'; req: string; n: number }
  | { type: 'watch'; req: string; n: number }
  | { type: 'unwatch'; req: string }
  | { type: 'memberAdd'; req: string; n: number };

/** Events a member sends to a client request. `n` is the request's serial: answers to an older one are ignored. */
export type MemberToClient =
  | { type: 'accepted'; n: number; mode: ProposeMode }
  | { type: 'committed'; n: number; revision: number }
  | { type: 'readOk'; n: number; value: string; revision: number; retried: boolean }
  | { type: 'sreadOk'; n: number; value: string; revision: number }
  | { type: 'watchOk'; n: number }
  | { type: 'watchRefused'; n: number; error: string }
  | { type: 'watchEvent'; revision: number; value: string }
  | { type: 'noLeader' }
  | { type: 'leaderBack' }
  | ({ type: 'memberAdded'; n: number; name: string } & MemberAddCount)
  | ({ type: 'memberAddRefused'; n: number; error: string } & MemberAddCount)
  | { type: 'connectionLost'; n: number };

/** What the member handling `member add` counted: members connected for 5 s (itself included), how
 * many its rule needs, and the voting members before the add. */
export interface MemberAddCount {
  rule: MemberAddRule;
  connected: number;
  needed: number;
  voters: number;
}
