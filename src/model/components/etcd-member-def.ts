// ComponentDef of `etcd-member`, in its own module so a scenario that composes members without the
// etcd request types (control-plane-outage) does not ship those. `memberDef` pairs the words with the
// member's machine, with or without its client capability (etcd-member-clients.ts).
import type { AnyStateMachine } from 'xstate';
import type { ComponentDef, WordRef } from '../engine/component.ts';
import { type MemberContext, etcdMemberMachine } from './etcd-member.ts';

const seconds = (ms: number) => ms / 1000;
const within = (state: string, prefix: string) => state === prefix || state.startsWith(`${prefix}.`);

export const memberDef = (machine: AnyStateMachine): ComponentDef<MemberContext> => ({
  type: 'etcd-member',
  layer: 'etcd',
  machine,
  params: (c) => ({
    term: c.term,
    lead: c.lead ?? '',
    electionS: seconds(c.electionMs),
    revision: c.revision,
    index: c.log.length,
    votes: c.votes.length,
    voters: c.voters.length,
    added: c.lastAdded ?? '',
  }),
  // Facts and lines read the values above (the engine passes them); a WordRef names only what it adds.
  facts: (c, state, world) => {
    if (state === 'down') return [{ key: 'term' }, { key: 'electionTimeout' }];
    const facts: WordRef[] = [
      { key: 'term' },
      { key: c.lead ? 'leader' : 'noLeader' },
      { key: 'lastIndex', params: { commit: c.commit } },
      { key: 'revision', params: { value: c.value } },
      { key: 'electionTimeout' },
    ];
    if (c.cut.length) facts.push({ key: 'cutOff', params: { peers: c.cut.join(', ') } });
    // After a `member add`, the voting members include one no instance runs: say so.
    if (c.voters.some((v) => !world.ids().includes(v))) facts.push({ key: 'voters', params: { voters: c.voters.join(', ') } });
    return facts;
  },
  see: (c, state) => {
    if (state === 'down') return [{ key: 'down' }];
    return [{ key: c.lead === null ? 'statusNoLeader' : within(state, 'up.leader') ? 'statusLeader' : 'statusFollower' }];
  },
  emphasis: (_c, state) => within(state, 'up.leader'),
  observe: (c) => `${c.term}|${c.lead ?? ''}`,
  delayMs: (name, c) => (name === 'election' || name === 'checkQuorum' ? c.electionMs : undefined),
});

/** The member with Raft only (control-plane-outage); `etcdMember` in components/index.ts has it with its clients. */
export const etcdMemberCore = memberDef(etcdMemberMachine);
