// The files `npm run new:scenario <id>` writes: a scenario that runs as it is (three etcd members the
// reader can stop and start), one curated timeline, its tests and its words in both languages, each
// with TODOs that say what to replace. AUTHORING.md's "A new scenario" follows these files.

/** `my-scenario` → `myScenario`, the name of its exported ScenarioDef. */
export const camelName = (id: string): string => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `my-scenario` → `MyScenario`, the prefix of its types. */
export const typeName = (id: string): string => camelName(id).replace(/^./, (c) => c.toUpperCase());

export function scenarioTs(id: string): string {
  const name = camelName(id);
  const T = typeName(id);
  return `// Scenario "${id}". TODO: one paragraph a newcomer can read: what the reader rehearses, which
// instances exist, and where each reader event goes. Every timer and quoted string comes from a
// component type in src/model/components/ (one model per real process), each with its source.
//
// The template: three etcd members (src/model/components/etcd-member.ts) the reader stops and starts.
import { type Delivery, type InstanceSpec, type ScenarioDef, type World, eventSpecs } from '../../engine/component.ts';
import { etcdMember } from '../../components/index.ts';
import type { MemberContext } from '../../components/etcd-member.ts';

export const MEMBER_IDS = ['m1', 'm2', 'm3'] as const;
export type MemberId = (typeof MEMBER_IDS)[number];

/** Election timeout of each member, ms: a fixed value in [1 s, 2 s), so runs repeat (say so in the words). */
const ELECTION_MS: Record<MemberId, number> = { m1: 1200, m2: 1500, m3: 1800 };

/** The reader's events, with their parameters. TODO: the events of your scenario. */
export type ${T}Event =
  | { type: 'cluster.start' }
  | { type: 'member.stop'; member: MemberId }
  | { type: 'member.start'; member: MemberId };

/** Instance id → context: \`world.context(id)\` is typed by it. */
export type ${T}Contexts = { [M in MemberId]: MemberContext };

type ${T}World = World<${T}Contexts>;

const isUp = (world: ${T}World, id: MemberId) => world.state(id).startsWith('up');

export const ${name}: ScenarioDef<${T}Event, ${T}Contexts, 'cluster.start'> = {
  id: '${id}',
  components: [etcdMember],
  events: eventSpecs<${T}Event>([
    { type: 'cluster.start' },
    { type: 'member.stop', param: { name: 'member', values: [...MEMBER_IDS] } },
    { type: 'member.start', param: { name: 'member', values: [...MEMBER_IDS] } },
  ]),
  aliases: {},
  // The first step of every run: it decides which instances exist.
  setupEvent: 'cluster.start',
  compose() {
    const out: InstanceSpec<keyof ${T}Contexts>[] = MEMBER_IDS.map((id, i) => ({
      id,
      type: 'etcd-member',
      label: id,
      input: { voters: [...MEMBER_IDS], electionMs: ELECTION_MS[id], leader: i === 0, term: 2 },
    }));
    return out;
  },
  available(world) {
    return MEMBER_IDS.map((m): ${T}Event => (isUp(world, m) ? { type: 'member.stop', member: m } : { type: 'member.start', member: m }));
  },
  route(event): Delivery[] {
    switch (event.type) {
      case 'member.stop':
        return [{ to: event.member, event: { type: 'stop' } }];
      case 'member.start':
        return [{ to: event.member, event: { type: 'start' } }];
    }
  },
};
`;
}

export function timelinesTs(id: string): string {
  return `// Curated timelines of ${id}: what the no-JS view shows, the e2e tests play and the bench clicks.
// Every expectation is written from a fact sheet or a source at a release tag, never from the engine's
// output. TODO: replace the example with timelines written from your sources.
import type { Answers, Timeline } from '../../engine/timeline.ts';

export const timelines: Timeline[] = [
  {
    id: 'follower-stops',
    title: { en: 'A follower stops: the leader keeps its quorum', ru: 'Ведомый остановлен: лидер сохраняет кворум' },
    // TODO: the fact sheet section, or the source file and tag, each expectation is written from.
    source: 'TODO: /work/shared/facts/etcd.md §3, or https://github.com/etcd-io/etcd/blob/v3.6.11/…',
    steps: [
      { event: 'cluster.start', expect: { at: 0, states: { m1: 'up.leader', m2: 'up.follower', m3: 'up.follower' } } },
      { event: 'member.stop:m2', expect: { states: { m1: 'up.leader', m2: 'down' } } },
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m1: 'up.leader', m3: 'up.follower' } } },
    ],
  },
  {
    // A change the player foresees ("next change by itself", src/model/scenarios/next-change.test.ts):
    // the leader's own CheckQuorum timer, one election timeout (m1's: 1.2 s) after the quorum is lost.
    id: 'quorum-lost',
    title: { en: 'Both followers stop: the leader steps down', ru: 'Оба ведомых остановлены: лидер слагает полномочия' },
    source: '/work/shared/facts/etcd.md §3 (corrected 2026-12), Without quorum: "keeps its role until CheckQuorum fires, about one election timeout later, then steps down to follower"',
    steps: [
      { event: 'cluster.start' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3', expect: { at: 0, states: { m1: 'up.leader' } } },
      { event: 'clock.next', expect: { at: 1200, states: { m1: 'up.follower' } } },
    ],
  },
];

/** What each request instance answered, for \`expect.answers\` (none in the template). */
export const answers: Answers = {};
`;
}

export function timelinesTestTs(id: string): string {
  const name = camelName(id);
  return `// Every curated timeline of ${id} plays on the engine as its sources say.
import { registerTimelineTests } from '../../engine/timelines-suite.ts';
import { ${name} } from './scenario.ts';
import { answers, timelines } from './timelines.ts';

// With a runbook view, name its right path: registerTimelineTests(${name}, timelines, answers, { runbook: 'right-path' }).
registerTimelineTests(${name}, timelines, answers);
`;
}

export function wordsTestTs(id: string): string {
  const name = camelName(id);
  return `// Words of ${id} in both languages: nothing missing, nothing left over, no placeholder a reader sees.
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { ${name} } from './scenario.ts';
import { timelines } from './timelines.ts';

// TODO: add a long run that reaches most states of your component types.
registerWordsCoverageTests(${name}, { runs: timelines.map((t) => ({ id: t.id, events: t.steps.map((s) => s.event) })) });
`;
}

export function wordsYaml(id: string, lang: 'en' | 'ru'): string {
  if (lang === 'en') {
    return `# Words of the ${id} scenario (English): title, description and reader events. Instance states,
# transitions, facts and "what you see" lines are the component types' words (components/<type>.yaml).
# Links: ../<page>/#<section-id>. TODO: write them for your scenario.
title: 'TODO: the scenario title'
description: >-
  TODO: what the reader can do and what they will see. Election timeouts are fixed per member so the
  run is repeatable: m1 1.2 s, m2 1.5 s, m3 1.8 s (etcd picks each in [1 s, 2 s) at random).
groups:
  cluster: Cluster
  faults: Faults
events:
  cluster.start:
    group: cluster
    label: Start the cluster
    text: 'You started a 3-member cluster; m1 leads in term 2.'
  member.stop:
    group: faults
    label: Stop {member}
    text: You stopped {member}.
  member.start:
    group: faults
    label: Start {member}
    text: You started {member} again; its data directory is intact.
`;
  }
  return `# Слова сценария ${id} (русский): название, описание и события читателя. Состояния, переходы,
# сведения и строки «что вы видите» — слова типов компонентов (components/<type>.yaml).
# Ссылки: ../<page>/#<section-id>. TODO: напишите их для своего сценария (см. ../shared/style-ru.md).
title: 'TODO: название сценария'
description: >-
  TODO: что читатель может сделать и что увидит. Таймаут выборов у каждого участника постоянный,
  чтобы прогон повторялся: m1 1,2 с, m2 1,5 с, m3 1,8 с (etcd выбирает каждый случайно из [1 с, 2 с)).
groups:
  cluster: Кластер
  faults: Сбои
events:
  cluster.start:
    group: cluster
    label: Запустить кластер
    text: 'Вы запустили кластер из трёх участников: лидер — m1, терм 2.'
  member.stop:
    group: faults
    label: Остановить {member}
    text: Вы остановили {member}.
  member.start:
    group: faults
    label: Запустить {member}
    text: Вы снова запустили {member}; его каталог данных цел.
`;
}
