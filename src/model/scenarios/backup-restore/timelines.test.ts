// The curated timelines of backup-restore, played on the engine.
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { backupRestore } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

registerTimelineTests(backupRestore, timelines, answers, { runbook: 'right-order' });
