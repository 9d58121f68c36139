// A curated timeline: a list of reader events with what the fact sheets say must be true after them.
// Played by the unit tests (engine), the e2e (player) and the live check against a real etcd, so the
// format is shared and stable. Expected values come from the fact sheets, never from the engine.

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
  steps: TimelineStep[];
}

/** `follower` matches `follower` and `follower.waiting`, not `followers`. */
export function statePrefixMatches(state: string, prefix: string): boolean {
  return state === prefix || state.startsWith(`${prefix}.`);
}
