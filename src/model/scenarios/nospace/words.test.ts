// Words of nospace in both languages: nothing missing, nothing left over, no placeholder left in a view.
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { nospace } from './scenario.ts';
import { timelines } from './timelines.ts';

registerWordsCoverageTests(nospace, { runs: timelines.map((t) => ({ id: t.id, events: t.steps.map((s) => s.event) })), runbook: true });
