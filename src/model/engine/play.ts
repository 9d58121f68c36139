// Plays a curated timeline on the engine and lists every expectation that does not hold.
import type { ScenarioDef } from './component.ts';
import { Run } from './run.ts';
import { type Answers, type Timeline, type TimelineAnswer, statePrefixMatches } from './timeline.ts';

export function answerOf(run: Run, id: string, answers: Answers): TimelineAnswer | undefined {
  const spec = run.instances.find((i) => i.id === id);
  if (!spec) return undefined;
  const world = run.world();
  return answers[spec.type]?.(world.context(id), world.state(id), world);
}

/** `answers`: the scenario's (its timelines.ts), for the steps that expect answers. */
export function playTimeline(scenario: ScenarioDef, timeline: Timeline, answers: Answers = {}): { run: Run; failures: string[] } {
  const run = new Run(scenario);
  const failures: string[] = [];
  timeline.steps.forEach((step, i) => {
    const where = `${timeline.id} step ${i + 1} (${step.event})`;
    const r = run.send(step.event);
    if (!r.ok) {
      failures.push(`${where}: ${r.reason}`);
      return;
    }
    const e = step.expect;
    if (!e) return;
    if (e.at !== undefined && run.time !== e.at) failures.push(`${where}: time ${run.time}, expected ${e.at}`);
    for (const [id, prefix] of Object.entries(e.states ?? {})) {
      const state = run.world().state(id);
      if (!statePrefixMatches(state, prefix)) failures.push(`${where}: ${id} is ${state}, expected ${prefix}`);
    }
    for (const [id, want] of Object.entries(e.answers ?? {})) {
      const got = answerOf(run, id, answers) ?? {};
      for (const k of Object.keys(want) as Array<keyof TimelineAnswer>) {
        if (got[k] !== want[k]) failures.push(`${where}: ${id}.${k} is ${JSON.stringify(got[k])}, expected ${JSON.stringify(want[k])}`);
      }
    }
  });
  return { run, failures };
}
