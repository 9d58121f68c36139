// Scenario "replace-member": one member of a 3-member etcd cluster (etcd1) has failed for good; the
// reader replaces it with etcd4, in the right order or in one of the wrong ones. The members' list and
// quorum are `etcd-cluster`, each machine is an `etcd-host`, etcdctl's last answer `etcdctl-command`
// (src/model/scenarios/replace-member/machines.ts). The leader (etcd2) and etcd3 stay up throughout and have no
// row of their own: this scenario is about membership, elections are etcd-quorum's.
//
// Names, addresses and member IDs are the ones the restore page uses, so the commands match it.
// Stated choices: the learner catches up 10 s after it starts (in reality: the time to send a snapshot
// of your database plus the entries since).
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import { etcdCluster, etcdHost, etcdctlCommand } from './components.ts';
import type { ClusterContext, CommandContext, HostContext, MemberInfo } from './machines.ts';

export const MEMBERS: MemberInfo[] = [
  { name: 'etcd1', id: '8211f1d0f64f3269', peerUrl: 'https://10.0.0.21:2380', clientUrl: 'https://10.0.0.21:2379' },
  { name: 'etcd2', id: '91bc3c398fb3c146', peerUrl: 'https://10.0.0.22:2380', clientUrl: 'https://10.0.0.22:2379' },
  { name: 'etcd3', id: 'fd422379fda50e48', peerUrl: 'https://10.0.0.23:2380', clientUrl: 'https://10.0.0.23:2379' },
  { name: 'etcd4', id: '2b5c7e1f4a9d3c68', peerUrl: 'https://10.0.0.24:2380', clientUrl: 'https://10.0.0.24:2379' },
];
export const CLUSTER_ID = 'cdf818194e3a8c32';
export const FAILED = 'etcd1' as const;
export const REPLACEMENT = 'etcd4' as const;
/** The learner's catch-up time in this scenario (stated to the reader). */
export const SYNC_MS = 10_000;

export type ReplaceMemberEvent =
  | { type: 'cluster.start'; strictReconfigCheck: 'true' | 'false' }
  | { type: 'check.status' }
  | { type: 'member.list' }
  | { type: 'member.remove' }
  | { type: 'member.add' }
  | { type: 'member.addLearner' }
  | { type: 'replacement.start' }
  | { type: 'member.promote' }
  | { type: 'check.health' }
  | { type: 'failed.restartEmpty' }
  | { type: 'failed.returnWithData' };

/** Instance id → context: the member list, the two machines the procedure acts on, etcdctl. */
export type ReplaceMemberContexts = { cluster: ClusterContext; [FAILED]: HostContext; [REPLACEMENT]: HostContext; etcdctl: CommandContext };

type ReplaceMemberWorld = World<ReplaceMemberContexts>;

const host = (world: ReplaceMemberWorld, id: string) => world.state(id);
const busy = (world: ReplaceMemberWorld) => world.state('etcdctl') === 'waiting';

export const replaceMember: ScenarioDef<ReplaceMemberEvent, ReplaceMemberContexts, 'cluster.start'> = {
  id: 'replace-member',
  components: [etcdCluster, etcdHost, etcdctlCommand],
  events: eventSpecs<ReplaceMemberEvent>([
    { type: 'cluster.start', param: { name: 'strictReconfigCheck', values: ['true', 'false'] } },
    { type: 'check.status' },
    { type: 'member.list' },
    { type: 'member.remove' },
    { type: 'member.add' },
    { type: 'member.addLearner' },
    { type: 'replacement.start' },
    { type: 'member.promote' },
    { type: 'check.health' },
    { type: 'failed.restartEmpty' },
    { type: 'failed.returnWithData' },
  ]),
  setupEvent: 'cluster.start',
  compose(event) {
    const strict = event.strictReconfigCheck !== 'false';
    const voters = ['etcd1', 'etcd2', 'etcd3'];
    const hosts: InstanceSpec<typeof FAILED | typeof REPLACEMENT>[] = [FAILED, REPLACEMENT].map((name) => {
      const m = MEMBERS.find((x) => x.name === name)!;
      return { id: name, type: 'etcd-host', label: name, input: { start: name === FAILED ? 'dead' : 'fresh', syncMs: SYNC_MS, memberId: m.id } };
    });
    return [
      { id: 'cluster', type: 'etcd-cluster', label: '', input: { members: MEMBERS, voters, running: ['etcd2', 'etcd3'], strict, clusterId: CLUSTER_ID } },
      // Only the two machines the procedure acts on get a row: etcd2 and etcd3 run throughout, and the
      // member list's row says so (a row each would push the now table below the fold at 1280×900).
      ...hosts,
      { id: 'etcdctl', type: 'etcdctl-command', label: 'etcdctl', input: {} },
    ];
  },
  available(world) {
    const out: ReplaceMemberEvent[] = [];
    const c = world.context('cluster');
    const failed = host(world, FAILED);
    const replacement = host(world, REPLACEMENT);
    if (!busy(world)) {
      out.push({ type: 'check.status' }, { type: 'member.list' });
      if (c.voters.includes(FAILED)) out.push({ type: 'member.remove' });
      if (replacement === 'fresh') out.push({ type: 'member.add' }, { type: 'member.addLearner' });
    }
    // In the order of the procedure: start the new member, then promote it.
    if (replacement === 'added') out.push({ type: 'replacement.start' });
    if (!busy(world)) {
      if (c.learners.includes(REPLACEMENT)) out.push({ type: 'member.promote' });
      out.push({ type: 'check.health' });
    }
    if (failed === 'dead' || failed === 'removed') out.push({ type: 'failed.restartEmpty' });
    if (failed === 'removed') out.push({ type: 'failed.returnWithData' });
    return out;
  },
  route(event): Delivery[] {
    switch (event.type) {
      case 'check.status':
        return [{ to: 'cluster', event: { type: 'status' } }];
      case 'member.list':
        return [{ to: 'cluster', event: { type: 'list' } }];
      case 'check.health':
        return [{ to: 'cluster', event: { type: 'health' } }];
      case 'member.remove':
        return [{ to: 'cluster', event: { type: 'remove', member: FAILED } }];
      case 'member.add':
        return [{ to: 'cluster', event: { type: 'add', member: REPLACEMENT, learner: false } }];
      case 'member.addLearner':
        return [{ to: 'cluster', event: { type: 'add', member: REPLACEMENT, learner: true } }];
      case 'member.promote':
        return [{ to: 'cluster', event: { type: 'promote', member: REPLACEMENT } }];
      case 'replacement.start':
        return [{ to: REPLACEMENT, event: { type: 'startExisting' } }];
      case 'failed.restartEmpty':
        return [{ to: FAILED, event: { type: 'startFreshNew' } }];
      case 'failed.returnWithData':
        return [{ to: FAILED, event: { type: 'startOldData' } }];
    }
  },
};
