// Words of slow-disk in both languages: nothing missing, nothing left over, no placeholder a reader sees.
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { slowDisk } from './scenario.ts';
import { timelines } from './timelines.ts';

registerWordsCoverageTests(slowDisk, { runs: timelines.map((t) => ({ id: t.id, events: t.steps.map((s) => s.event) })), runbook: true });
