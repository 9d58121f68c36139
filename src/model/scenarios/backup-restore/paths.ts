// Reader paths of backup-restore shared by the tests: the backup, the right restore, and a long run
// through every kind of event.
export const BACKUP = ['backup.save', 'backup.status', 'backup.copyOff', 'backup.encryptionConfig'];

/** The restore in the right order (restore page, #restore-procedure), after the disaster. */
export const RIGHT_RESTORE = [
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

export const RIGHT_PATH = ['cluster.start:3-6', ...BACKUP, 'disaster.strike', 'clock.advance:60', ...RIGHT_RESTORE];

/** Touches every event type and most states. */
export const LONG_RUN = [
  'cluster.start:3-5',
  'backup.save',
  'backup.status',
  'disaster.strike',
  'clock.advance:10',
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
