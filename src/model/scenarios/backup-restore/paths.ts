// Reader paths of backup-restore shared by the tests: the backup, the right restore, and a long run
// through every kind of event.
export const BACKUP = ['backup.save', 'backup.status', 'backup.copyOff', 'backup.encryptionConfig'];

/** The restore page's order (#restore-procedure) with today's snapshot, after the disaster: the path when no
 * member's data is newer (published as a step link before the survivor check existed). */
export const SNAPSHOT_RESTORE = [
  'apiserver.stop:api1',
  'apiserver.stop:api2',
  'apiserver.stop:api3',
  'member.restore:m1',
  'member.restore:m2',
  'member.restore:m3',
  'member.start:m1',
  'member.start:m2',
  'member.start:m3',
  'apiserver.start:api1',
  'apiserver.start:api2',
  'apiserver.start:api3',
  'controlPlane.restart',
  'kubelets.restart',
  'clock.advance:1',
  'cluster.verify',
];

/** The right restore here: m1 survived with newer data than the snapshot (48630 against 48213), so its database
 * is what every member restores (restore page, #restore-from-data-dir), in the page's order. */
export const RIGHT_RESTORE = [...SNAPSHOT_RESTORE.slice(0, 3), 'survivor.check', 'survivor.use', ...SNAPSHOT_RESTORE.slice(3)];

export const RIGHT_PATH = ['cluster.start:3-6', ...BACKUP, 'disaster.strike', 'clock.advance:60', ...RIGHT_RESTORE];

/** Touches every event type and most states. */
export const LONG_RUN = [
  'cluster.start:3-5',
  'backup.save',
  'backup.status',
  'disaster.strike',
  'clock.advance:10',
  'survivor.check',
  'survivor.use',
  'restore.snapshot:latest',
  'survivor.use',
  'restore.snapshot:older',
  'restore.snapshot:latest',
  'apiserver.stop:api2',
  'restore.tool:etcdctl',
  'member.restore:m2',
  'restore.markCompacted:noMark',
  'member.restore:m3',
  'restore.markCompacted:mark',
  'restore.tool:etcdutl',
  'restore.snapshot:older',
  'member.restore:m3',
  'restore.snapshot:latest',
  'restore.bump:noBump',
  'restore.markCompacted:noMark',
  'member.restore:m1',
  'member.start:m1',
  'apiserver.start:api2',
  'member.start:m2',
  'member.start:m3',
  'cluster.verify',
  'controlPlane.restart',
  'kubelets.restart',
  'clock.advance:10',
  'backup.copyOff',
  'backup.encryptionConfig',
  'cluster.verify',
  'member.restore:m3',
  'member.start:m3',
  'cluster.verify',
];
