// A curated timeline: a list of reader events with what the fact sheets say must be true after them.
// Played by the unit tests (engine), the e2e (player) and the live check against a real etcd, so the
// format is shared and stable. Expected values come from the fact sheets, never from the engine.
//
// What the etcd-quorum tokens mean against a real cluster (for the live check):
//   cluster.choose:<3|5>     start members m1…mN (m1 the first leader), then `put greeting hello`
//                            (the scenario starts with greeting = hello at revision 2, term 2)
//   member.stop:<m>          graceful stop (SIGTERM; a leader hands over first); member.start:<m> restart
//   leader.fail              `kill -9` of the current leader
//   partition.isolate:<m>    cut <m>'s peer traffic to and from every other member (clients still reach
//                            it); partition.heal restores it
//   client.endpoint:<m|all>  the following requests go to `--endpoints=<m>`, or to the first member up
//   request.write            `etcdctl put greeting v<n>` (n-th write of the run: v1, v2…) sent now
//   request.linearizableRead `etcdctl get greeting`;  request.serializableRead: `… --consistency=s`
//   request.watch            a require-leader watch on greeting (clientv3.WithRequireLeader)
//   request.memberAdd        `etcdctl member add`
//   clock.advance:<s>        wait s seconds;  clock.next: until the next change (engine only)
// Each member's election timeout is fixed in the scenario (m1 1.2 s, m2 1.5 s, m3 1.8 s, m4 1.4 s,
// m5 1.7 s); a real etcd randomises it in [1 s, 2 s), so compare times with a tolerance and do not
// rely on which member wins unless the timeline says the winner follows from the fact sheet.
// `answers.<id>.error` is the server's answer (what etcdctl prints with --command-timeout above 7 s);
// `answers.<id>.etcdctl` what etcdctl prints with its default 5 s timeout.
import type { World } from './component.ts';

export interface TimelineAnswer {
  /** The error the server returns (what etcdctl prints with a command timeout above 7 s). */
  error?: string;
  /** What etcdctl prints with its default `--command-timeout` of 5 s, when that differs. */
  etcdctl?: string;
  value?: string;
  /** A serializable read that returned an older value than the majority has committed. */
  stale?: boolean;
}

export interface TimelineExpect {
  /** Simulated ms since the start, after this step. */
  at?: number;
  /** Instance id → state path prefix (`follower` matches `follower.waiting`). */
  states?: Record<string, string>;
  /** Request instance id → its answer now. */
  answers?: Record<string, TimelineAnswer>;
}

export interface TimelineStep {
  /** A reader event token, e.g. `cluster.choose:3`, `leader.fail`, `clock.advance:10`, `request.write`. */
  event: string;
  expect?: TimelineExpect;
}

export interface Timeline {
  id: string;
  title: { en: string; ru: string };
  /** Fact-sheet section or documentation URL the expectations come from. */
  source: string;
  /** The right path of a procedure (src/model/engine/procedure.ts): its steps with a command are the runbook.
   * At most one timeline of a scenario has it. */
  runbook?: boolean;
  steps: TimelineStep[];
}

/** `follower` matches `follower` and `follower.waiting`, not `followers`. */
export function statePrefixMatches(state: string, prefix: string): boolean {
  return state === prefix || state.startsWith(`${prefix}.`);
}

/**
 * A request's current answer, in the curated timelines' terms (value, error, stale), by component
 * type. Only the timeline checks (play.ts) ask: kept out of the ComponentDefs, so the browser does not
 * load them.
 */
// `any`: each component type has its own context.
export type Answers = Readonly<Record<string, (context: any, state: string, world: World) => TimelineAnswer | undefined>>;
