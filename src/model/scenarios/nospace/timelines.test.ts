// Every curated timeline of nospace plays on the engine as the fact sheet says, and the right path
// (the runbook) is exactly one of them.
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { nospace } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

registerTimelineTests(nospace, timelines, answers, { runbook: 'recover' });
