// Raft rules the etcd scenarios share, as pure functions over "which member has which role".
// Defaults are etcd's: heartbeat 100 ms, election timeout 1000 ms, request timeout 5 s + 2 × election
// timeout = 7 s, leader-requiring watch streams cancelled after 3 election timeouts without a leader.

export const MEMBER_IDS = ['m1', 'm2', 'm3', 'm4', 'm5'] as const;
export type MemberId = (typeof MEMBER_IDS)[number];

/**
 * `absent`: not part of the cluster (m4 and m5 of a 3-member cluster). `down`: stopped.
 * A member without a leader is a follower that campaigns every election timeout; with Pre-Vote a
 * campaign that cannot win ends back as follower without raising the term, so the model has no
 * separate candidate role: an election either completes (`passTime`) or cannot start.
 */
export type Role = 'absent' | 'down' | 'follower' | 'leader';
export type Members = Readonly<Record<MemberId, Role>>;

export type ClusterStatus = 'healthy' | 'electing' | 'noQuorum';

export const HEARTBEAT_MS = 100;
export const ELECTION_TIMEOUT_MS = 1000;
export const REQUEST_TIMEOUT_MS = 5000 + 2 * ELECTION_TIMEOUT_MS;
export const WATCH_NO_LEADER_CANCEL_MS = 3 * ELECTION_TIMEOUT_MS;

/** ⌊n/2⌋+1 voting members must agree. */
export function quorumOf(size: number): number {
  return Math.floor(size / 2) + 1;
}

/** ⌊(n−1)/2⌋ members may fail before quorum is lost. */
export function toleratedFailures(size: number): number {
  return Math.floor((size - 1) / 2);
}

export function clusterSize(members: Members): number {
  return MEMBER_IDS.filter((id) => members[id] !== 'absent').length;
}

export function isUp(role: Role): boolean {
  return role === 'follower' || role === 'leader';
}

export function liveMembers(members: Members): MemberId[] {
  return MEMBER_IDS.filter((id) => isUp(members[id]));
}

export function leaderOf(members: Members): MemberId | undefined {
  return MEMBER_IDS.find((id) => members[id] === 'leader');
}

export function hasQuorum(members: Members): boolean {
  return liveMembers(members).length >= quorumOf(clusterSize(members));
}

/** A leader exists only with quorum; with quorum but no leader an election is under way. */
export function statusOf(members: Members): ClusterStatus {
  if (!hasQuorum(members)) return 'noQuorum';
  return leaderOf(members) ? 'healthy' : 'electing';
}

export function initialMembers(size: 3 | 5): Members {
  const members: Record<MemberId, Role> = { m1: 'leader', m2: 'follower', m3: 'follower', m4: 'follower', m5: 'follower' };
  if (size === 3) {
    members.m4 = 'absent';
    members.m5 = 'absent';
  }
  return members;
}

/** Without quorum the leader steps down (etcd runs Raft with CheckQuorum): everyone up follows no one. */
function settle(members: Record<MemberId, Role>): Members {
  const leader = leaderOf(members);
  if (leader && !hasQuorum(members)) members[leader] = 'follower';
  return members;
}

export function stopMember(members: Members, id: MemberId): Members {
  if (!isUp(members[id])) return members;
  return settle({ ...members, [id]: 'down' });
}

export function startMember(members: Members, id: MemberId): Members {
  if (members[id] !== 'down') return members;
  return settle({ ...members, [id]: 'follower' });
}

export function failLeader(members: Members): Members {
  const leader = leaderOf(members);
  return leader ? stopMember(members, leader) : members;
}

/**
 * The member that wins when the election timeout fires. In a real cluster it is the follower whose
 * randomised timeout fires first; the model makes it deterministic, so a step link always replays
 * the same way: leadership moves on to the next member (by number, wrapping around) after the first
 * stopped one, or to the first member if none is stopped.
 */
export function electionWinner(members: Members): MemberId | undefined {
  if (statusOf(members) !== 'electing') return undefined;
  const ids = MEMBER_IDS.filter((id) => members[id] !== 'absent');
  const firstDown = ids.findIndex((id) => members[id] === 'down');
  const start = firstDown < 0 ? 0 : firstDown + 1;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[(start + i) % ids.length];
    if (isUp(members[id])) return id;
  }
  return undefined;
}

/** Time passes: with quorum and no leader, an election completes within one election timeout. */
export function passTime(members: Members, ms: number): Members {
  const winner = electionWinner(members);
  if (!winner || ms < ELECTION_TIMEOUT_MS) return members;
  return { ...members, [winner]: 'leader' };
}

export function sameMembers(a: Members, b: Members): boolean {
  return MEMBER_IDS.every((id) => a[id] === b[id]);
}
