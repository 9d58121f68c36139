// Component types for backing up and restoring etcd's data: an etcd member seen through its data
// (revision, objects, the snapshot it was restored from, its cluster token), the snapshot file, the
// backup of the apiservers' EncryptionConfiguration, the restore command a reader composes, and the
// post-restore check. Raft itself is not modelled here (src/model/components/etcd-member.ts does that):
// a restore is about which data every member starts from.
//
// Rules, from the fact sheet (/work/shared/facts/etcd.md §4, corrected 2026-12) and the etcd source:
// - `etcdutl snapshot restore` rejects `--bump-revision` without `--mark-compacted` (and the reverse)
//   with `Error: --mark-compacted required if --revision-bump > 0`, exit code 128, and writes nothing
//   (etcdutl/etcdutl/snapshot_command.go, v3.5.10 … v3.7.1; the message says --revision-bump).
// - etcd 3.6 removed `etcdctl snapshot restore`: `snapshot` has only `save`, so cobra parses the
//   restore flags against `etcdctl snapshot` and stops at the first one: `Error: unknown flag:
//   --data-dir`, the usage of `etcdctl snapshot`, exit code 1 (etcdctl/ctlv3/command/snapshot_command.go
//   v3.6.0; cobra v1.8.1). In 3.5 it still restores and prints `Deprecated: Use `etcdutl snapshot
//   restore` instead.` first.
import { assertEvent, assign, setup } from 'xstate';

export type EtcdMinor = '3.5' | '3.6';
/** What a member is restored from: today's snapshot, an older one, or the survivor's copied database. */
export type SnapshotId = 'latest' | 'older' | 'survivor';

/** The revision bump etcd's docs use for Kubernetes. */
export const BUMP = 1_000_000_000;

export interface DataSet {
  revision: number;
  objects: string[];
}

// ---------------------------------------------------------------------------------------------------
// An etcd member's data

export interface DataMemberContext extends DataSet {
  id: string;
  /** '' = the original data; else the snapshot it was restored from. */
  snapshot: SnapshotId | '';
  bumped: boolean;
  token: string;
}

type DataMemberEvent =
  | { type: 'work'; revision: number; objects: string[] }
  | { type: 'quorumLost' }
  | { type: 'lose' }
  | { type: 'stop' }
  | { type: 'restore'; snapshot: SnapshotId; revision: number; objects: string[]; bumped: boolean; token: string }
  | { type: 'start' }
  | { type: 'formed' };

export const etcdDataMemberMachine = setup({
  types: {
    context: {} as DataMemberContext,
    events: {} as DataMemberEvent,
    input: {} as { id: string; revision: number; objects: string[]; token: string },
  },
}).createMachine({
  id: 'etcd-data-member',
  context: ({ input }) => ({ id: input.id, revision: input.revision, objects: [...input.objects], snapshot: '', bumped: false, token: input.token }),
  initial: 'serving',
  states: {
    serving: {
      on: {
        work: { actions: assign(({ event }) => ({ revision: event.revision, objects: [...event.objects] })) },
        quorumLost: 'noQuorum',
        lose: 'dataLost',
        stop: 'stopped',
      },
    },
    noQuorum: { on: { stop: 'stopped' } },
    dataLost: { on: { stop: 'stopped' } },
    stopped: {
      on: {
        restore: {
          target: 'restored',
          actions: assign(({ event }) => ({ snapshot: event.snapshot, revision: event.revision, objects: [...event.objects], bumped: event.bumped, token: event.token })),
        },
      },
    },
    restored: { on: { start: 'waitingForPeers' } },
    waitingForPeers: { on: { formed: 'serving' } },
  },
});

// ---------------------------------------------------------------------------------------------------
// The snapshot file

export interface SnapshotContext {
  version: EtcdMinor;
  revision: number;
  objects: number;
  verified: boolean;
}

type SnapshotEvent = { type: 'save'; revision: number; objects: number } | { type: 'status' } | { type: 'copyOff' };

export const etcdSnapshotMachine = setup({
  types: { context: {} as SnapshotContext, events: {} as SnapshotEvent, input: {} as { version: EtcdMinor } },
}).createMachine({
  id: 'etcd-snapshot',
  context: ({ input }) => ({ version: input.version, revision: 0, objects: 0, verified: false }),
  initial: 'none',
  states: {
    none: { on: { save: { target: 'onNode', actions: assign(({ event }) => ({ revision: event.revision, objects: event.objects })) } } },
    onNode: { on: { status: { actions: assign({ verified: true }) }, copyOff: 'offCluster' } },
    offCluster: { on: { status: { actions: assign({ verified: true }) } } },
  },
});

// ---------------------------------------------------------------------------------------------------
// The survivor's database: `member/snap/db` copied out of the data directory of the member that kept
// its disk (restore page, #restore-from-data-dir). Restored like a snapshot, with --skip-hash-check: a
// copied database has no integrity hash (etcdutl snapshot_command.go, v3.5.21 and v3.6.0). It can miss
// the last writes that were still only in the WAL; the scenario states that m1 had applied them all.

export interface SurvivorDbContext extends DataSet {
  /** The snapshot's REVISION it is compared with (0: no snapshot taken). */
  snapshotRevision: number;
}

type SurvivorDbEvent = { type: 'copy'; revision: number; objects: string[]; snapshotRevision: number } | { type: 'distribute' };

export const survivorDbMachine = setup({
  types: { context: {} as SurvivorDbContext, events: {} as SurvivorDbEvent },
}).createMachine({
  id: 'survivor-db',
  context: { revision: 0, objects: [], snapshotRevision: 0 },
  initial: 'none',
  states: {
    none: {
      on: {
        copy: { target: 'copied', actions: assign(({ event }) => ({ revision: event.revision, objects: [...event.objects], snapshotRevision: event.snapshotRevision })) },
      },
    },
    copied: { on: { distribute: 'onEveryMember' } },
    onEveryMember: {},
  },
});

// ---------------------------------------------------------------------------------------------------
// The backup of the EncryptionConfiguration and its keys

export const encryptionBackupMachine = setup({ types: { events: {} as { type: 'save' } } }).createMachine({
  id: 'encryption-backup',
  initial: 'none',
  states: { none: { on: { save: 'saved' } }, saved: {} },
});

// ---------------------------------------------------------------------------------------------------
// The restore command

export type RestoreTool = 'etcdutl' | 'etcdctl';

export interface RestoreOptions {
  tool: RestoreTool;
  snapshot: SnapshotId;
  bump: boolean;
  markCompacted: boolean;
}

export type RestoreOutcome = 'ok' | 'okDeprecated' | 'rejected' | 'removed';

/** What running the restore command does, per etcd version (see the top of this file). */
export function restoreOutcome(o: RestoreOptions, version: EtcdMinor): RestoreOutcome {
  if (o.tool === 'etcdctl' && version !== '3.5') return 'removed';
  if (o.bump !== o.markCompacted) return 'rejected';
  return o.tool === 'etcdctl' ? 'okDeprecated' : 'ok';
}

export const RESTORE_ERRORS = {
  rejected: '--mark-compacted required if --revision-bump > 0',
  removed: 'unknown flag: --data-dir',
} as const;

export const RESTORE_EXIT_CODES: Record<RestoreOutcome, number> = { ok: 0, okDeprecated: 0, rejected: 128, removed: 1 };

export interface RestoreCommandContext extends RestoreOptions {
  version: EtcdMinor;
  member: string;
}

type RestoreCommandEvent = { type: 'set'; option: keyof RestoreOptions; value: string } | { type: 'run'; member: string };

const outcomeIs = (o: RestoreOutcome) => ({ context }: { context: RestoreCommandContext }) => restoreOutcome(context, context.version) === o;

export const restoreCommandMachine = setup({
  types: { context: {} as RestoreCommandContext, events: {} as RestoreCommandEvent, input: {} as { version: EtcdMinor } },
  guards: { ok: outcomeIs('ok'), okDeprecated: outcomeIs('okDeprecated'), rejected: outcomeIs('rejected'), removed: outcomeIs('removed') },
  actions: {
    ran: assign(({ event }) => {
      assertEvent(event, 'run');
      return { member: event.member };
    }),
    setOption: assign(({ event }) => {
      assertEvent(event, 'set');
      if (event.option === 'tool') return { tool: event.value as RestoreTool };
      if (event.option === 'snapshot') return { snapshot: event.value as SnapshotId };
      return event.option === 'bump' ? { bump: event.value === 'on' } : { markCompacted: event.value === 'on' };
    }),
  },
}).createMachine({
  id: 'etcd-restore-command',
  context: ({ input }) => ({ version: input.version, tool: 'etcdutl', snapshot: 'latest', bump: true, markCompacted: true, member: '' }),
  initial: 'notRun',
  on: { set: { target: '.notRun', actions: 'setOption' } },
  // The outcome depends only on the options and the version, so running the same command on another
  // member gives the same outcome; a changed option goes back to notRun first.
  states: {
    notRun: {
      on: {
        run: [
          { guard: 'ok', target: 'succeeded', actions: 'ran' },
          { guard: 'okDeprecated', target: 'succeededDeprecated', actions: 'ran' },
          { guard: 'rejected', target: 'rejected', actions: 'ran' },
          { guard: 'removed', target: 'unknownFlag', actions: 'ran' },
        ],
      },
    },
    succeeded: { on: { run: { actions: 'ran' } } },
    succeededDeprecated: { on: { run: { actions: 'ran' } } },
    rejected: { on: { run: { actions: 'ran' } } },
    unknownFlag: { on: { run: { actions: 'ran' } } },
  },
});

// ---------------------------------------------------------------------------------------------------
// The post-restore check

export const RESTORE_PROBLEMS = ['membersNotServing', 'membersDiffer', 'revisionWentBack', 'apiserverDown', 'apiserverStale', 'kubeletPhantom', 'kubeletCleaning'] as const;
export type RestoreProblem = (typeof RESTORE_PROBLEMS)[number];

export interface RestoreCheckContext {
  problems: RestoreProblem[];
  /** Objects of the API now, against the cluster just before the disaster. */
  gone: string[];
  back: string[];
  /** The Pods `kubectl get pods -A` lists now. */
  pods: string[];
}

type RestoreCheckEvent = { type: 'check'; problems: RestoreProblem[]; gone: string[]; back: string[]; pods: string[] };

export const restoreCheckMachine = setup({
  types: { context: {} as RestoreCheckContext, events: {} as RestoreCheckEvent },
  guards: { clean: ({ event }) => event.problems.length === 0 },
}).createMachine({
  id: 'restore-check',
  context: { problems: [], gone: [], back: [], pods: [] },
  initial: 'notRun',
  on: {
    check: [
      { guard: 'clean', target: '.passed', actions: assign(({ event }) => ({ problems: [], gone: event.gone, back: event.back, pods: event.pods })) },
      { target: '.failed', actions: assign(({ event }) => ({ problems: event.problems, gone: event.gone, back: event.back, pods: event.pods })) },
    ],
  },
  states: { notRun: {}, passed: {}, failed: {} },
});
