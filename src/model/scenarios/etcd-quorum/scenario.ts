// Scenario "etcd-quorum" on engine v2: a 3- or 5-member etcd cluster, etcdctl and five kinds of
// request. The members are `etcd-member` instances that elect, replicate and time out on their own;
// this module only says which instances exist and where each reader event goes.
//
// Each member's randomised election timeout is a fixed, stated value in [1 s, 2 s), different per
// member, so elections are deterministic: after the leader m1 crashes, m2 (1.5 s) wins in a
// 3-member cluster and m4 (1.4 s) in a 5-member one.
//
// The setup also picks the etcd release, as one parameter (`cluster.choose:5-etcd-3-6-11`; an event
// carries one): `3` and `5`, the tokens of every link published before the choice existed, stand for
// 3.6.10 and replay as before; the `-etcd-3-6-11` values run the member-add rule of 3.5.30, 3.6.11 and
// 3.7.0 (src/model/components/etcd-member-clients.facts.ts).
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import {
  etcdMember,
  etcdMemberAdd,
  etcdRead,
  etcdSerializableRead,
  etcdWatch,
  etcdWrite,
  etcdctl,
} from '../../components/index.ts';
import type { MemberContext } from '../../components/etcd-member.ts';
import type { EtcdctlContext, MemberAddContext, ReadContext, SerializableReadContext, WatchContext, WriteContext } from '../../components/etcd-requests.ts';
import { quorumSummary } from './summary.ts';
import { DEFAULT_ETCD_VERSION, type EtcdVersion } from '../../components/etcd-version.ts';

export const MEMBER_IDS = ['m1', 'm2', 'm3', 'm4', 'm5'] as const;
export type MemberId = (typeof MEMBER_IDS)[number];

/** Election timeout of each member, ms: stated in the words and shown in each row. */
export const ELECTION_MS: Record<string, number> = { m1: 1200, m2: 1500, m3: 1800, m4: 1400, m5: 1700 };

/** The setup choices: cluster size, and the etcd release unless it is the default (3.6.10). */
export const CLUSTERS = [3, 5, '3-etcd-3-6-11', '5-etcd-3-6-11'] as const;
export type ClusterChoice = (typeof CLUSTERS)[number];

/** Size and etcd release of a setup choice. */
export function clusterOf(choice: ClusterChoice): { size: 3 | 5; version: EtcdVersion } {
  if (typeof choice === 'number') return { size: choice, version: DEFAULT_ETCD_VERSION };
  const [size, version] = /^([35])-etcd-(\d+-\d+-\d+)$/.exec(choice)!.slice(1);
  return { size: Number(size) as 3 | 5, version: version.replaceAll('-', '.') as EtcdVersion };
}

/** The first leader's term in a freshly bootstrapped cluster. */
export const FIRST_TERM = 2;

export const REQUESTS = ['write', 'linearizableRead', 'serializableRead', 'watch', 'memberAdd'] as const;
export type Request = (typeof REQUESTS)[number];
const REQUEST_TYPES: Record<Request, string> = {
  write: 'etcd-write',
  linearizableRead: 'etcd-read',
  serializableRead: 'etcd-serializable-read',
  watch: 'etcd-watch',
  memberAdd: 'etcd-member-add',
};
/** The request instance each request event goes to. */
const REQUEST_OF: { readonly [R in Request as `request.${R}`]: R } = {
  'request.write': 'write',
  'request.linearizableRead': 'linearizableRead',
  'request.serializableRead': 'serializableRead',
  'request.watch': 'watch',
  'request.memberAdd': 'memberAdd',
};

/** The reader's events, with their parameters. */
export type EtcdQuorumEvent =
  | { type: 'cluster.choose'; cluster: ClusterChoice }
  | { type: 'member.stop'; member: MemberId }
  | { type: 'member.start'; member: MemberId }
  | { type: 'leader.fail' }
  | { type: 'partition.isolate'; member: MemberId }
  | { type: 'partition.heal' }
  | { type: 'client.endpoint'; endpoint: 'all' | MemberId }
  | { type: keyof typeof REQUEST_OF };

/** Instance id → context. */
export type EtcdQuorumContexts = { [M in MemberId]: MemberContext } & {
  etcdctl: EtcdctlContext;
  write: WriteContext;
  linearizableRead: ReadContext;
  serializableRead: SerializableReadContext;
  watch: WatchContext;
  memberAdd: MemberAddContext;
};

type EtcdQuorumWorld = World<EtcdQuorumContexts>;

const members = (world: EtcdQuorumWorld) => MEMBER_IDS.filter((id) => world.typeOf(id) === 'etcd-member');
const isUp = (world: EtcdQuorumWorld, id: string) => world.state(id).startsWith('up');
const partitioned = (world: EtcdQuorumWorld) => members(world).some((m) => world.context(m).cut.length > 0);

/** The member etcdctl talks to: the pinned endpoint, or the first member that is up. */
export function endpointOf(world: EtcdQuorumWorld): string | undefined {
  const endpoint = world.context('etcdctl').endpoint;
  if (endpoint !== 'all') return isUp(world, endpoint) ? endpoint : undefined;
  return members(world).find((m) => isUp(world, m));
}

const BUSY = ['pending', 'opening'];

export const etcdQuorum: ScenarioDef<EtcdQuorumEvent, EtcdQuorumContexts, 'cluster.choose'> = {
  id: 'etcd-quorum',
  components: [etcdMember, etcdctl, etcdWrite, etcdRead, etcdSerializableRead, etcdWatch, etcdMemberAdd],
  events: eventSpecs<EtcdQuorumEvent>([
    { type: 'cluster.choose', param: { name: 'cluster', values: [...CLUSTERS] } },
    { type: 'member.stop', param: { name: 'member', values: [...MEMBER_IDS] } },
    { type: 'member.start', param: { name: 'member', values: [...MEMBER_IDS] } },
    { type: 'leader.fail' },
    { type: 'partition.isolate', param: { name: 'member', values: [...MEMBER_IDS] } },
    { type: 'partition.heal' },
    { type: 'client.endpoint', param: { name: 'endpoint', values: ['all', ...MEMBER_IDS] } },
    { type: 'request.write' },
    { type: 'request.linearizableRead' },
    { type: 'request.serializableRead' },
    { type: 'request.watch' },
    { type: 'request.memberAdd' },
  ]),
  // v1 links: `clock.tick:N` meant "N seconds pass".
  aliases: { 'clock.tick': 'clock.advance' },
  setupEvent: 'cluster.choose',
  compose(event) {
    const { size, version } = clusterOf(event.cluster);
    const ids = MEMBER_IDS.slice(0, size);
    const out: InstanceSpec<keyof EtcdQuorumContexts>[] = ids.map((id, i) => ({
      id,
      type: 'etcd-member',
      label: id,
      input: { voters: [...ids], electionMs: ELECTION_MS[id], leader: i === 0, term: FIRST_TERM, version },
    }));
    out.push({ id: 'etcdctl', type: 'etcdctl', label: 'etcdctl', input: {} });
    // Requests are labelled with their component type's title ("etcdctl put") in the page language.
    for (const r of REQUESTS) out.push({ id: r, type: REQUEST_TYPES[r], label: '', input: { version } });
    return out;
  },
  available(world) {
    const ms = members(world);
    const out: EtcdQuorumEvent[] = [];
    for (const m of ms) out.push(isUp(world, m) ? { type: 'member.stop', member: m } : { type: 'member.start', member: m });
    if (ms.some((m) => world.state(m).startsWith('up.leader'))) out.push({ type: 'leader.fail' });
    if (partitioned(world)) out.push({ type: 'partition.heal' });
    else for (const m of ms) if (isUp(world, m)) out.push({ type: 'partition.isolate', member: m });
    const endpoint = world.context('etcdctl').endpoint;
    for (const e of ['all' as const, ...ms]) if (e !== endpoint) out.push({ type: 'client.endpoint', endpoint: e });
    if (endpointOf(world)) {
      for (const r of REQUESTS) if (!BUSY.some((b) => world.state(r).startsWith(b))) out.push({ type: `request.${r}` });
    }
    return out;
  },
  route(event, world): Delivery[] {
    const ms = members(world);
    switch (event.type) {
      case 'member.stop':
        return [{ to: event.member, event: { type: 'stop' } }];
      case 'member.start':
        return [{ to: event.member, event: { type: 'start' } }];
      case 'leader.fail': {
        const leader = ms.find((m) => world.state(m).startsWith('up.leader'));
        return leader ? [{ to: leader, event: { type: 'crash' } }] : [];
      }
      case 'partition.isolate': {
        const m = event.member;
        const others = ms.filter((x) => x !== m);
        return [{ to: m, event: { type: 'cut', peers: others } }, ...others.map((o) => ({ to: o, event: { type: 'cut', peers: [m] } }))];
      }
      case 'partition.heal':
        return ms.map((m) => ({ to: m, event: { type: 'heal' } }));
      case 'client.endpoint':
        return [{ to: 'etcdctl', event: { type: 'setEndpoint', endpoint: event.endpoint } }];
      default: {
        const r = REQUEST_OF[event.type];
        const n = (world.context(r).n ?? 0) + 1;
        const member = endpointOf(world)!;
        return [{ to: r, event: { type: 'send', member, n, value: `v${n}` } }];
      }
    }
  },
  summary: (world) => quorumSummary(endpointOf(world), world),
};
