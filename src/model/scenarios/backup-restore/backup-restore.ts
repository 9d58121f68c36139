// Entry module of the backup-restore scenario: the registry imports it so the chunk is named after the id.
export { backupRestore } from './scenario.ts';
