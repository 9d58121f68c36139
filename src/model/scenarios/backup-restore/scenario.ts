// Scenario "backup-restore": back up a stacked kubeadm control plane (three nodes cp1…cp3, each with
// an etcd member m1…m3 and a kube-apiserver), lose quorum for good, and restore, with every wrong
// turn of issue 8 open to the reader. The restore procedure and its order follow the restore page
// (content/docs/<lang>/restore.mdx#restore-procedure) and the Kubernetes docs; the rules behind each
// consequence are stated in etcd-restore.ts and kubernetes.ts beside this file.
//
// The scenario's own choices, stated to the reader: the snapshot is taken at revision 48213 with
// pod/web-1 (on worker w1), pod/web-2 (on w2) and secret/db-password; before the disaster, pod/web-3
// (on w1) is created and pod/web-2 deleted (revision 48630). An older snapshot (revision 41907, without
// web-2) is also at hand. kubelets reach the API through a load balancer: they see the first
// apiserver that serves.
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import {
  type DataMemberContext,
  type DataSet,
  type EtcdMinor,
  type RestoreCheckContext,
  type RestoreCommandContext,
  type RestoreOptions,
  type RestoreProblem,
  type SnapshotContext,
  type SurvivorDbContext,
  BUMP,
  restoreOutcome,
} from './etcd-restore.ts';
import type { RestoreApiserverContext, RestoreKubeletContext } from './kubernetes.ts';
import { RESTORE_COMPONENTS } from './components.ts';

/** Token values of the setup event (a token value has no dot): etcd 3.6/3.7, or 3.5. */
export const VERSIONS = ['3-6', '3-5'] as const;
export const MEMBERS = ['m1', 'm2', 'm3'] as const;
export const APISERVERS = ['api1', 'api2', 'api3'] as const;
export const KUBELETS = ['w1', 'w2'] as const;
type Member = (typeof MEMBERS)[number];
type Apiserver = (typeof APISERVERS)[number];
type Kubelet = (typeof KUBELETS)[number];
/** Control-plane node of each member / apiserver (stacked etcd). */
export const NODE_OF: Readonly<Record<string, string>> = { m1: 'cp1', m2: 'cp2', m3: 'cp3', api1: 'cp1', api2: 'cp2', api3: 'cp3' };
const MEMBER_OF: Record<Apiserver, Member> = { api1: 'm1', api2: 'm2', api3: 'm3' };

export const ORIGINAL_TOKEN = 'etcd-cluster';
export const RESTORE_TOKEN = 'etcd-restore-20261130';

/** What the snapshot saves (the cluster when you take it). */
export const AT_SNAPSHOT: DataSet = { revision: 48_213, objects: ['pod/web-1', 'pod/web-2', 'secret/db-password'] };
/** The cluster just before the disaster: web-3 created, web-2 deleted since the snapshot. */
export const BEFORE_DISASTER: DataSet = { revision: 48_630, objects: ['pod/web-1', 'pod/web-3', 'secret/db-password'] };
/** An older snapshot from the backup store. */
export const OLDER_SNAPSHOT: DataSet = { revision: 41_907, objects: ['pod/web-1', 'secret/db-password'] };
/** Which node each pod is bound to. */
export const POD_NODE: Record<string, string> = { 'pod/web-1': 'w1', 'pod/web-2': 'w2', 'pod/web-3': 'w1' };

const podsOn = (node: string, objects: readonly string[]) => objects.filter((o) => POD_NODE[o] === node);

const TOGGLES = ['tool', 'snapshot', 'bump', 'markCompacted'] as const satisfies ReadonlyArray<keyof RestoreOptions>;
type Toggle = (typeof TOGGLES)[number];
/** Values of the option events: distinct per option, so each has its own words (the button shows only the value). */
const TOGGLE_VALUES = {
  tool: ['etcdutl', 'etcdctl'],
  snapshot: ['latest', 'older'],
  bump: ['bump', 'noBump'],
  markCompacted: ['mark', 'noMark'],
} as const satisfies Record<Toggle, readonly [string, string]>;
type ToggleEvent = { [T in Toggle]: { type: `restore.${T}`; value: (typeof TOGGLE_VALUES)[T][number] } }[Toggle];
/** The option each option event sets. */
const OPTION_OF: { readonly [T in Toggle as `restore.${T}`]: T } = { 'restore.tool': 'tool', 'restore.snapshot': 'snapshot', 'restore.bump': 'bump', 'restore.markCompacted': 'markCompacted' };

export type BackupRestoreEvent =
  | { type: 'cluster.start'; etcd: (typeof VERSIONS)[number] }
  | { type: 'backup.save' }
  | { type: 'backup.status' }
  | { type: 'backup.copyOff' }
  | { type: 'backup.encryptionConfig' }
  | { type: 'disaster.strike' }
  | { type: 'survivor.check' }
  | { type: 'survivor.use' }
  | { type: 'apiserver.stop'; apiserver: Apiserver }
  | { type: 'apiserver.start'; apiserver: Apiserver }
  | ToggleEvent
  | { type: 'member.restore'; member: Member }
  | { type: 'member.start'; member: Member }
  | { type: 'controlPlane.restart' }
  | { type: 'kubelets.restart' }
  | { type: 'cluster.verify' };

/** Instance id → context. */
export type BackupRestoreContexts = { [M in Member]: DataMemberContext } & { [A in Apiserver]: RestoreApiserverContext } & { [K in Kubelet]: RestoreKubeletContext } & {
  snapshot: SnapshotContext;
  survivor: SurvivorDbContext;
  encryption: unknown;
  restore: RestoreCommandContext;
  controlLoops: unknown;
  check: RestoreCheckContext;
};

type BackupRestoreWorld = World<BackupRestoreContexts>;

const isServingApi = (world: BackupRestoreWorld, id: Apiserver) => world.state(id).startsWith('serving');
const struck = (world: BackupRestoreWorld) => MEMBERS.some((m) => world.state(m) !== 'serving' || world.context(m).token !== ORIGINAL_TOKEN);
/** The member still holds the cluster's own data (not lost, not restored): m1 after the disaster. */
const hasOriginalData = (world: BackupRestoreWorld, m: Member) =>
  ['noQuorum', 'serving', 'stopped'].includes(world.state(m)) && world.context(m).token === ORIGINAL_TOKEN && world.context(m).snapshot === '';
const apiUp = (world: BackupRestoreWorld) => APISERVERS.some((a) => isServingApi(world, a));

/** What the API answers (the first serving apiserver behind the load balancer), or undefined. */
function apiView(world: BackupRestoreWorld, serving: readonly Apiserver[] = APISERVERS.filter((a) => isServingApi(world, a))): { objects: string[]; revision: number; relist: boolean } | undefined {
  const a = serving[0];
  if (!a) return undefined;
  const c = world.context(a);
  const member = world.context(MEMBER_OF[a]);
  return { objects: c.objects, revision: c.revision, relist: member.bumped && c.revision > BEFORE_DISASTER.revision };
}

function snapshotData(world: BackupRestoreWorld, id: string, bump: boolean): DataSet {
  const base = id === 'older' ? OLDER_SNAPSHOT : id === 'survivor' ? world.context('survivor') : AT_SNAPSHOT;
  return { revision: base.revision + (bump ? BUMP : 0), objects: [...base.objects] };
}

/** The problems the post-restore check finds, from what each component shows now. */
export function restoreProblems(world: BackupRestoreWorld): RestoreProblem[] {
  const out: RestoreProblem[] = [];
  const serving = MEMBERS.filter((m) => world.state(m) === 'serving');
  if (serving.length < MEMBERS.length) out.push('membersNotServing');
  const data = serving.map((m) => world.context(m));
  if (data.some((d) => d.revision !== data[0].revision || d.snapshot !== data[0].snapshot)) out.push('membersDiffer');
  if (data.length && Math.max(...data.map((d) => d.revision)) < BEFORE_DISASTER.revision) out.push('revisionWentBack');
  if (APISERVERS.some((a) => !isServingApi(world, a))) out.push('apiserverDown');
  if (APISERVERS.some((a) => world.state(a) === 'serving.stale')) out.push('apiserverStale');
  if (KUBELETS.some((k) => world.state(k) === 'watchHangs')) out.push('kubeletPhantom');
  if (KUBELETS.some((k) => world.state(k) === 'cleaningUp')) out.push('kubeletCleaning');
  return out;
}

const currentToggle = (c: RestoreCommandContext, t: Toggle) =>
  t === 'tool' ? c.tool : t === 'snapshot' ? c.snapshot : TOGGLE_VALUES[t][(t === 'bump' ? c.bump : c.markCompacted) ? 0 : 1];
/** Every option event that changes the command now. */
function toggleEvents(c: RestoreCommandContext): ToggleEvent[] {
  const out: ToggleEvent[] = [];
  for (const value of TOGGLE_VALUES.tool) if (value !== currentToggle(c, 'tool')) out.push({ type: 'restore.tool', value });
  for (const value of TOGGLE_VALUES.snapshot) if (value !== currentToggle(c, 'snapshot')) out.push({ type: 'restore.snapshot', value });
  for (const value of TOGGLE_VALUES.bump) if (value !== currentToggle(c, 'bump')) out.push({ type: 'restore.bump', value });
  for (const value of TOGGLE_VALUES.markCompacted) if (value !== currentToggle(c, 'markCompacted')) out.push({ type: 'restore.markCompacted', value });
  return out;
}

export const backupRestore: ScenarioDef<BackupRestoreEvent, BackupRestoreContexts, 'cluster.start'> = {
  id: 'backup-restore',
  components: RESTORE_COMPONENTS,
  events: eventSpecs<BackupRestoreEvent>([
    { type: 'cluster.start', param: { name: 'etcd', values: [...VERSIONS] } },
    { type: 'backup.save' },
    { type: 'backup.status' },
    { type: 'backup.copyOff' },
    { type: 'backup.encryptionConfig' },
    { type: 'disaster.strike' },
    { type: 'survivor.check' },
    { type: 'survivor.use' },
    { type: 'apiserver.stop', param: { name: 'apiserver', values: [...APISERVERS] } },
    { type: 'apiserver.start', param: { name: 'apiserver', values: [...APISERVERS] } },
    { type: 'restore.tool', param: { name: 'value', values: TOGGLE_VALUES.tool } },
    { type: 'restore.snapshot', param: { name: 'value', values: TOGGLE_VALUES.snapshot } },
    { type: 'restore.bump', param: { name: 'value', values: TOGGLE_VALUES.bump } },
    { type: 'restore.markCompacted', param: { name: 'value', values: TOGGLE_VALUES.markCompacted } },
    { type: 'member.restore', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'member.start', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'controlPlane.restart' },
    { type: 'kubelets.restart' },
    { type: 'cluster.verify' },
  ]),
  setupEvent: 'cluster.start',
  compose(event) {
    const version: EtcdMinor = event.etcd === '3-5' ? '3.5' : '3.6';
    const out: InstanceSpec<keyof BackupRestoreContexts>[] = [];
    for (const m of MEMBERS) out.push({ id: m, type: 'etcd-data-member', label: `${m} (${NODE_OF[m]})`, group: 'members', input: { ...AT_SNAPSHOT, token: ORIGINAL_TOKEN } });
    out.push({ id: 'snapshot', type: 'etcd-snapshot', label: '', input: { version } });
    out.push({ id: 'survivor', type: 'survivor-db', label: '', input: {} });
    out.push({ id: 'encryption', type: 'encryption-backup', label: '', input: {} });
    out.push({ id: 'restore', type: 'etcd-restore-command', label: '', input: { version } });
    for (const a of APISERVERS) out.push({ id: a, type: 'restore-apiserver', label: `kube-apiserver (${NODE_OF[a]})`, group: 'apiservers', input: { member: MEMBER_OF[a], ...AT_SNAPSHOT } });
    out.push({ id: 'controlLoops', type: 'kube-control-loops', label: '', input: {} });
    for (const k of KUBELETS) out.push({ id: k, type: 'restore-kubelet', label: `kubelet (${k})`, group: 'kubelets', input: { pods: podsOn(k, AT_SNAPSHOT.objects), revision: AT_SNAPSHOT.revision } });
    out.push({ id: 'check', type: 'restore-check', label: '', input: {} });
    return out;
  },
  available(world) {
    const out: BackupRestoreEvent[] = [];
    const snap = world.state('snapshot');
    const hit = struck(world);
    if (!hit) {
      if (snap === 'none') out.push({ type: 'backup.save' });
      else out.push({ type: 'disaster.strike' });
    }
    if (snap !== 'none' && !world.context('snapshot').verified) out.push({ type: 'backup.status' });
    if (snap === 'onNode') out.push({ type: 'backup.copyOff' });
    if (world.state('encryption') === 'none') out.push({ type: 'backup.encryptionConfig' });
    for (const a of APISERVERS) out.push({ type: world.state(a) === 'stopped' ? 'apiserver.start' : 'apiserver.stop', apiserver: a });
    if (hit) {
      // m1 kept its disk: its database can be newer than the snapshot (restore page, #restore-from-data-dir).
      const survivor = world.state('survivor');
      if (survivor === 'none' && hasOriginalData(world, 'm1')) out.push({ type: 'survivor.check' });
      if (survivor === 'copied' || (survivor === 'onEveryMember' && world.context('restore').snapshot !== 'survivor')) out.push({ type: 'survivor.use' });
      out.push(...toggleEvents(world.context('restore')));
      for (const m of MEMBERS) {
        const s = world.state(m);
        if (s === 'restored') out.push({ type: 'member.start', member: m });
        // A member restored from the wrong snapshot can be stopped and restored again.
        else if (s !== 'waitingForPeers') out.push({ type: 'member.restore', member: m });
      }
      if (apiUp(world)) out.push({ type: 'controlPlane.restart' }, { type: 'kubelets.restart' });
      out.push({ type: 'cluster.verify' });
    }
    return out;
  },
  route(event, world): Delivery[] {
    const version = world.context('restore').version;
    const kubeletsApiUp = (view: NonNullable<ReturnType<typeof apiView>>): Delivery[] =>
      KUBELETS.map((k) => ({ to: k, event: { type: 'apiUp', bound: podsOn(k, view.objects), revision: view.revision, relist: view.relist } }));
    switch (event.type) {
      case 'backup.save': {
        const m1 = world.context('m1');
        return [{ to: 'snapshot', event: { type: 'save', revision: m1.revision, objects: m1.objects.length } }];
      }
      case 'backup.status':
        return [{ to: 'snapshot', event: { type: 'status' } }];
      case 'backup.copyOff':
        return [{ to: 'snapshot', event: { type: 'copyOff' } }];
      case 'backup.encryptionConfig':
        return [{ to: 'encryption', event: { type: 'save' } }];
      case 'disaster.strike': {
        const work = { type: 'work', ...BEFORE_DISASTER };
        const out: Delivery[] = [];
        for (const m of MEMBERS) out.push({ to: m, event: work });
        for (const a of APISERVERS) if (world.state(a) === 'serving.fresh') out.push({ to: a, event: work });
        for (const k of KUBELETS) out.push({ to: k, event: { type: 'work', bound: podsOn(k, BEFORE_DISASTER.objects), revision: BEFORE_DISASTER.revision } });
        out.push({ to: 'm2', event: { type: 'lose' } }, { to: 'm3', event: { type: 'lose' } }, { to: 'm1', event: { type: 'quorumLost' } });
        for (const a of APISERVERS) out.push({ to: a, event: { type: 'etcdLost' } });
        out.push({ to: 'controlLoops', event: { type: 'apiDown' } });
        for (const k of KUBELETS) out.push({ to: k, event: { type: 'apiDown' } });
        return out;
      }
      case 'survivor.check': {
        // Stop m1 (its manifest out), copy its database, read both REVISIONs.
        const out: Delivery[] = [];
        if (world.state('m1') !== 'stopped') out.push({ to: 'm1', event: { type: 'stop' } });
        const d = world.context('m1');
        const snap = world.state('snapshot') === 'none' ? 0 : world.context('snapshot').revision;
        out.push({ to: 'survivor', event: { type: 'copy', revision: d.revision, objects: d.objects, snapshotRevision: snap } });
        return out;
      }
      case 'survivor.use':
        return [
          ...(world.state('survivor') === 'copied' ? [{ to: 'survivor', event: { type: 'distribute' } }] : []),
          { to: 'restore', event: { type: 'set', option: 'snapshot', value: 'survivor' } },
        ];
      case 'apiserver.stop': {
        const a = event.apiserver;
        // kube-controller-manager and kube-scheduler go with it (restore page, step 1).
        const out: Delivery[] = [{ to: a, event: { type: 'stop' } }, { to: 'controlLoops', event: { type: 'stop', node: NODE_OF[a] } }];
        const servingBefore = APISERVERS.filter((x) => isServingApi(world, x));
        if (servingBefore.length === 1 && servingBefore[0] === a) {
          out.push({ to: 'controlLoops', event: { type: 'apiDown' } });
          for (const k of KUBELETS) out.push({ to: k, event: { type: 'apiDown' } });
        }
        return out;
      }
      case 'apiserver.start': {
        const a = event.apiserver;
        const member = world.context(MEMBER_OF[a]);
        const ready = world.state(MEMBER_OF[a]) === 'serving';
        const out: Delivery[] = [{ to: a, event: { type: 'start', ready, revision: member.revision, objects: member.objects } }];
        if (ready && !apiUp(world)) {
          out.push({ to: 'controlLoops', event: { type: 'apiUp' } });
          out.push(...kubeletsApiUp({ objects: member.objects, revision: member.revision, relist: member.bumped && member.revision > BEFORE_DISASTER.revision }));
        }
        return out;
      }
      case 'member.restore': {
        const m = event.member;
        const cmd = world.context('restore');
        const out: Delivery[] = [{ to: 'restore', event: { type: 'run', member: m } }];
        if (world.state(m) !== 'stopped') out.push({ to: m, event: { type: 'stop' } });
        // Stopping a serving member takes its apiserver's etcd away (stacked: it talks only to it).
        const a = APISERVERS.find((x) => MEMBER_OF[x] === m)!;
        if (world.state(m) === 'serving' && isServingApi(world, a)) out.push({ to: a, event: { type: 'etcdLost' } });
        const outcome = restoreOutcome(cmd, version);
        if (outcome === 'ok' || outcome === 'okDeprecated') {
          const data = snapshotData(world, cmd.snapshot, cmd.bump);
          out.push({ to: m, event: { type: 'restore', snapshot: cmd.snapshot, ...data, bumped: cmd.bump, token: RESTORE_TOKEN } });
        }
        return out;
      }
      case 'member.start': {
        const m = event.member;
        const out: Delivery[] = [{ to: m, event: { type: 'start' } }];
        const waiting = [...MEMBERS.filter((x) => world.state(x) === 'waitingForPeers'), m];
        const serving = MEMBERS.filter((x) => world.state(x) === 'serving' && world.context(x).token === RESTORE_TOKEN);
        // A restored cluster has a leader once a majority of its members run: 2 of 3.
        if (waiting.length + serving.length < 2) return out;
        for (const w of waiting) out.push({ to: w, event: { type: 'formed' } });
        const wasUp = apiUp(world);
        const newlyServing: Apiserver[] = [];
        for (const a of APISERVERS) {
          if (!waiting.includes(MEMBER_OF[a])) continue;
          const s = world.state(a);
          if (s !== 'etcdUnavailable' && s !== 'waitingForEtcd') continue;
          const d = world.context(MEMBER_OF[a]);
          out.push({ to: a, event: { type: 'etcdBack', revision: d.revision, objects: d.objects, relisted: d.bumped } });
          newlyServing.push(a);
        }
        if (!wasUp && newlyServing.length) {
          const a = newlyServing[0];
          const d = world.context(MEMBER_OF[a]);
          const stale = world.state(a) === 'etcdUnavailable' && !d.bumped;
          const c = world.context(a);
          out.push({ to: 'controlLoops', event: { type: 'apiUp' } });
          out.push(...kubeletsApiUp(stale ? { objects: c.objects, revision: c.revision, relist: false } : { objects: d.objects, revision: d.revision, relist: d.bumped }));
        }
        return out;
      }
      case 'controlPlane.restart':
        return [{ to: 'controlLoops', event: { type: 'restart', apiUp: apiUp(world) } }];
      case 'kubelets.restart': {
        const view = apiView(world)!;
        return KUBELETS.map((k) => ({ to: k, event: { type: 'restart', bound: podsOn(k, view.objects), revision: view.revision } }));
      }
      case 'cluster.verify': {
        const view = apiView(world);
        const serving = MEMBERS.find((m) => world.state(m) === 'serving');
        const objects = view?.objects ?? (serving ? world.context(serving).objects : []);
        const gone = BEFORE_DISASTER.objects.filter((o) => !objects.includes(o));
        const back = objects.filter((o) => !BEFORE_DISASTER.objects.includes(o));
        const pods = objects.filter((o) => o.startsWith('pod/'));
        return [{ to: 'check', event: { type: 'check', problems: restoreProblems(world), gone, back, pods } }];
      }
      default: {
        const option = OPTION_OF[event.type];
        const value = event.value;
        const on = value === 'bump' || value === 'mark' ? 'on' : value === 'noBump' || value === 'noMark' ? 'off' : value;
        return [{ to: 'restore', event: { type: 'set', option, value: on } }];
      }
    }
  },
};
