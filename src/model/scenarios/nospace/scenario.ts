// Scenario "nospace": a 3-member etcd cluster under kubeadm whose database reaches its quota, the
// NOSPACE alarm, and the recovery with its wrong turns. The numbers are the scenario's own, stated to
// the reader: quota 2048 MiB (the default 2 GiB), each member's file 2010 MiB with 2000 MiB in use
// (1700 MiB live, of it 1000 MiB of Events; 300 MiB of history not yet compacted), revision 4 812 330,
// an Event storm of 60 MiB, each defragmentation 20 s, kube-apiserver's compaction every 5 minutes.
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import { etcdDb, etcdKeyspace, etcdctlShell, apiserverWrites } from './components.ts';
import { type ApiserverWritesContext, type DbContext, DEFAULT_QUOTA_MIB, type EtcdctlCommand, type EtcdctlShellContext, type KeyspaceContext } from './machines.ts';

export const MEMBERS = ['m1', 'm2', 'm3'] as const;
export type Member = (typeof MEMBERS)[number];
export const START = { fileMiB: 2010, usedMiB: 2000, liveMiB: 1700, eventsMiB: 1000, historyMiB: 300, revision: 4_812_330 } as const;
export const DEFRAG_MS = 20_000;
/** The Event storm that fills the database, and kube-apiserver's ordinary writes (updates: history). */
export const STORM_MIB = 60;
export const ORDINARY_WRITE_MIB = 5;
/** The raised quota of the wrong turn: 16 GiB, past the suggested 8 GiB. */
export const RAISED_QUOTA_MIB = 16_384;

/** Reader events that run one etcdctl command in the operator's shell, and the command. */
const COMMANDS = {
  'request.put': 'put',
  'request.get': 'get',
  'events.delete': 'deleteEvents',
  'keys.count': 'count',
  'revision.find': 'status',
  'history.compact': 'compact',
  'alarm.disarm': 'disarm',
  'alarm.list': 'alarmList',
  'health.check': 'health',
} as const satisfies Record<string, EtcdctlCommand>;
type CommandEvent = keyof typeof COMMANDS;

export type NospaceEvent =
  | { type: 'cluster.start' }
  | { type: 'k8s.storm' }
  | { type: 'k8s.write' }
  | { type: CommandEvent }
  | { type: 'defrag.member'; member: Member }
  | { type: 'defrag.all' }
  | { type: 'quota.raise' };

/** Instance id → context: each member's database file, the keyspace, kube-apiserver and etcdctl. */
export type NospaceContexts = { [M in Member]: DbContext } & { keyspace: KeyspaceContext; apiserver: ApiserverWritesContext; etcdctl: EtcdctlShellContext };

type NospaceWorld = World<NospaceContexts>;

const state = (world: NospaceWorld, id: string) => world.state(id);
const idle = (world: NospaceWorld) => state(world, 'etcdctl') !== 'waiting';
const quotaRaised = (world: NospaceWorld) => MEMBERS.some((m) => world.context(m).quotaMiB > DEFAULT_QUOTA_MIB);
const COMMAND_EVENTS = ['request.put', 'request.get', 'keys.count', 'events.delete', 'health.check', 'alarm.list', 'revision.find', 'history.compact'] as const;

export const nospace: ScenarioDef<NospaceEvent, NospaceContexts, 'cluster.start'> = {
  id: 'nospace',
  components: [etcdDb, etcdKeyspace, etcdctlShell, apiserverWrites],
  events: eventSpecs<NospaceEvent>([
    { type: 'cluster.start' },
    { type: 'k8s.storm' },
    { type: 'k8s.write' },
    { type: 'request.put' },
    { type: 'request.get' },
    { type: 'keys.count' },
    { type: 'events.delete' },
    { type: 'health.check' },
    { type: 'alarm.list' },
    { type: 'revision.find' },
    { type: 'history.compact' },
    { type: 'defrag.member', param: { name: 'member', values: [...MEMBERS] } },
    { type: 'defrag.all' },
    { type: 'alarm.disarm' },
    { type: 'quota.raise' },
  ]),
  setupEvent: 'cluster.start',
  compose() {
    const out: InstanceSpec<keyof NospaceContexts>[] = MEMBERS.map((id) => ({
      id,
      type: 'etcd-db-file',
      label: id,
      input: { id, fileMiB: START.fileMiB, usedMiB: START.usedMiB, quotaMiB: DEFAULT_QUOTA_MIB, defragMs: DEFRAG_MS, watchers: ['apiserver'] },
    }));
    out.push({ id: 'keyspace', type: 'etcd-keyspace-quota', label: '', input: { members: [...MEMBERS], revision: START.revision, liveMiB: START.liveMiB, historyMiB: START.historyMiB, eventsMiB: START.eventsMiB } });
    out.push({ id: 'apiserver', type: 'apiserver-writes', label: '', input: { members: [...MEMBERS] } });
    out.push({ id: 'etcdctl', type: 'etcdctl-shell', label: '', input: {} });
    return out;
  },
  available(world) {
    const out: NospaceEvent[] = [];
    const api = state(world, 'apiserver');
    if (api !== 'stalled') out.push({ type: 'k8s.storm' }, { type: 'k8s.write' });
    if (!idle(world)) return out;
    for (const type of COMMAND_EVENTS) {
      if (type === 'events.delete' && world.context('keyspace').eventsMiB === 0) continue;
      out.push({ type });
    }
    for (const m of MEMBERS) if (state(world, m).startsWith('serving')) out.push({ type: 'defrag.member', member: m });
    if (MEMBERS.every((m) => state(world, m).startsWith('serving'))) out.push({ type: 'defrag.all' });
    out.push({ type: 'alarm.disarm' });
    if (!quotaRaised(world)) out.push({ type: 'quota.raise' });
    return out;
  },
  route(event, world): Delivery[] {
    switch (event.type) {
      case 'k8s.storm':
        return [{ to: 'apiserver', event: { type: 'write', liveMiB: STORM_MIB, historyMiB: 0 } }];
      case 'k8s.write':
        return [{ to: 'apiserver', event: { type: 'write', liveMiB: 0, historyMiB: ORDINARY_WRITE_MIB } }];
      case 'defrag.member':
        return [{ to: 'etcdctl', event: { type: 'run', command: 'defrag', members: [event.member] } }];
      case 'defrag.all':
        return [{ to: 'etcdctl', event: { type: 'run', command: 'defragAll', members: MEMBERS.filter((m) => state(world, m).startsWith('serving')) } }];
      case 'quota.raise':
        return MEMBERS.map((m) => ({ to: m, event: { type: 'setQuota', quotaMiB: RAISED_QUOTA_MIB } }));
      default:
        return [{ to: 'etcdctl', event: { type: 'run', command: COMMANDS[event.type] } }];
    }
  },
};
