// Every curated timeline of slow-disk plays on the engine as its sources say, and the right path is one of them.
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { slowDisk } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

registerTimelineTests(slowDisk, timelines, answers, { runbook: 'right-path' });
