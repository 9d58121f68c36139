// The shape of a curated timeline, as src/engine/timeline.ts defines it (engine branch). Kept
// structural here so the driver compiles before that file exists; once merged, the real type is
// assignable to this one (see timelines.test.ts).
export interface TimelineAnswer {
  error?: string;
  value?: string;
  stale?: boolean;
}

export interface TimelineStep {
  /** token: 'cluster.choose:3', 'leader.fail', 'member.stop:m2', 'clock.advance:10', 'request.write', … */
  event: string;
  expect?: {
    /** simulated ms since the start */
    at?: number;
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
