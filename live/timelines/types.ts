// The shape of a curated timeline, as src/engine/timeline.ts defines it (engine branch). Kept
// structural here so the driver compiles before that file exists; once merged, the real type is
// assignable to this one (see timelines.test.ts).
export interface TimelineAnswer {
  /** the server's error (etcdctl with a command timeout above 7 s) */
  error?: string;
  /** what etcdctl prints with its default 5 s, when that differs */
  etcdctl?: string;
  value?: string;
  stale?: boolean;
}

export interface TimelineStep {
  /** token: 'cluster.choose:3', 'leader.fail', 'member.stop:m2', 'clock.advance:10', 'request.write', … */
  event: string;
  expect?: {
    /** simulated ms since the start */
    at?: number;
    /** instance id → state path prefix (`up.follower` matches `up.follower.waiting`) */
    states?: Record<string, string>;
    answers?: Record<string, TimelineAnswer>;
  };
}

export interface LiveTimeline {
  id: string;
  title: { en: string; ru: string };
  source: string;
  steps: TimelineStep[];
}

/** `follower` matches `follower` and `follower.waiting`, not `followers` (as src/engine/timeline.ts). */
export function statePrefixMatches(state: string, prefix: string): boolean {
  return state === prefix || state.startsWith(`${prefix}.`);
}
