// Words of backup-restore in both languages: nothing missing, nothing left over, no placeholder left in a view.
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { LONG_RUN } from './paths.ts';
import { backupRestore } from './scenario.ts';

registerWordsCoverageTests(backupRestore, { runs: [{ id: 'the long run', events: LONG_RUN }], runbook: true });
