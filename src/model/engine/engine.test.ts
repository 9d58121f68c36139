// The engine with a component type it has never seen: nothing in src/model/engine knows it, yet it runs,
// logs with causes, narrates (merging repeats) and replays. This is what "adding a component type
// needs no engine change" means.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assign, sendTo, setup } from 'xstate';
import type { ComponentDef, ScenarioDef } from './component.ts';
import { createRun, encodeLink, parseLink } from './index.ts';
import type { Words } from './words.ts';

// A client that retries a lease every 2 s while its server is away, and a server it pings.
const retrier = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'serverGone' } | { type: 'serverBack' } },
  actions: { tried: assign(({ context }) => ({ tries: context.tries + 1 })) },
}).createMachine({
  id: 'retrier',
  context: { tries: 0 },
  initial: 'holding',
  states: {
    holding: { on: { serverGone: 'retrying' } },
    retrying: { after: { 2000: { target: 'retrying', reenter: true, actions: 'tried' } }, on: { serverBack: 'holding' } },
  },
});
const server = setup({ types: { events: {} as { type: 'stop' } | { type: 'start' } } }).createMachine({
  id: 'server',
  initial: 'up',
  states: {
    up: { on: { stop: { target: 'down', actions: sendTo(({ system }) => system.get('client'), { type: 'serverGone' }) } } },
    down: { on: { start: { target: 'up', actions: sendTo(({ system }) => system.get('client'), { type: 'serverBack' }) } } },
  },
});

const clientDef: ComponentDef<{ tries: number }> = {
  type: 'retrier', layer: 'control-plane', machine: retrier,
  params: (c) => ({ tries: c.tries }), facts: () => [], see: () => [], observe: (c) => String(c.tries),
  isError: (s) => s === 'retrying',
};
const serverDef: ComponentDef = { type: 'toy-server', layer: 'etcd', machine: server, params: () => ({}), facts: () => [], see: () => [] };

const toy: ScenarioDef = {
  id: 'toy',
  components: [clientDef, serverDef],
  events: [{ type: 'toy.start' }, { type: 'server.stop' }, { type: 'server.start' }],
  setupEvent: 'toy.start',
  compose: () => [
    { id: 'server', type: 'toy-server', label: 'server', input: {} },
    { id: 'client', type: 'retrier', label: 'client', input: {} },
  ],
  available: (w) => [{ type: w.state('server') === 'up' ? 'server.stop' : 'server.start' }],
  route: (e) => [{ to: 'server', event: { type: e.type === 'server.stop' ? 'stop' : 'start' } }],
};

const words: Words = {
  lang: 'en',
  engine: {
    clock: { group: 'Time', advance: '+{duration}', next: 'Next', capped: 'Nothing within 10 min.', quiet: 'Nothing changed.' },
    units: { s: '{n} s', min: '{n} min' }, time: 't+{t}', merged: '{text} ({count} times, every {min}–{max})', mergedSame: '{text} ({count} times, every {every})',
    step: { start: 'Start' }, layers: {},
  },
  scenario: { title: 'Toy', description: '', groups: {}, events: { 'toy.start': { group: '', label: 'Start', text: 'Started.' }, 'server.stop': { group: '', label: 'Stop', text: 'You stopped the server.' }, 'server.start': { group: '', label: 'Start', text: 'You started it.' } } },
  components: {
    retrier: { title: 'Client', states: { holding: { title: 'Holding', text: '' }, retrying: { title: 'Retrying', text: '' } }, transitions: { 'holding -> retrying': '{instance} lost its server', 'retrying -> retrying': '{instance} retried the lease', 'retrying -> holding': '{instance} holds again' }, events: {}, delays: {}, facts: {}, see: {} },
    'toy-server': { title: 'Server', states: { up: { title: 'Up', text: '' }, down: { title: 'Down', text: '' } }, transitions: { '* -> down': '{instance} stopped', '* -> up': '{instance} started' }, events: {}, delays: {}, facts: {}, see: {} },
  },
};

test('a new component type runs, logs causes, narrates with merged repeats, and replays', () => {
  const run = createRun(toy, words);
  for (const e of ['toy.start', 'server.stop', 'clock.advance:60']) assert.ok(run.send(e).ok, e);
  const view = run.view();
  assert.equal(view.dataState, 'server.down,client.retrying');
  const jump = view.steps.at(-1)!.narration;
  // No filler line for the jump itself (issue 25 §2): the step's label (+1 min) says it.
  assert.deepEqual(jump.map((n) => n.text), ['client retried the lease (30 times, every 2 s)']);
  assert.equal(jump[0].count, 30);
  assert.equal(jump[0].tEnd, 60_000);
  const stop = view.steps[2].narration.map((n) => n.text);
  assert.deepEqual(stop, ['You stopped the server.', 'server stopped', 'client lost its server']);
  assert.equal(view.lanes.find((l) => l.instance === 'client')!.markers.length, 31);
  assert.deepEqual(view.instances.map((i) => i.layer), ['etcd', 'control-plane'], 'rows grouped by layer');
  const link = encodeLink(toy, run.events);
  const again = createRun(toy, words);
  again.replay(parseLink(toy, link).events);
  assert.equal(again.dataState(), run.dataState());
});

test('instance groups reach the view: each row keeps its group key, the run view carries the labels', () => {
  const grouped: ScenarioDef = {
    ...toy,
    compose: () => [
      { id: 'server', type: 'toy-server', label: 'server', input: {} },
      { id: 'client-a', type: 'retrier', label: 'client a', input: {}, group: 'clients' },
      { id: 'client-b', type: 'retrier', label: 'client b', input: {}, group: 'clients' },
    ],
  };
  const labelled: Words = { ...words, scenario: { ...words.scenario, instanceGroups: { clients: 'Lease clients' } } };
  const run = createRun(grouped, labelled);
  run.send('toy.start');
  const view = run.view();
  assert.deepEqual(view.instances.map((i) => [i.id, i.group]), [['server', undefined], ['client-a', 'clients'], ['client-b', 'clients']]);
  assert.deepEqual(view.groupLabels, { clients: 'Lease clients' });
  assert.equal(createRun(toy, words).view().groupLabels, undefined, 'a scenario without groups has no labels');
});

test('the summary: the scenario\'s lines in words, and the next change a timer makes by itself, foreseen without firing it', () => {
  // A lease holder that gives its lease up 15 s after losing the server, unless `retry` (every 2 s,
  // re-entering the state) restarts that wait; and a server that re-arms a timer of its own every second.
  const holder = (retry: boolean) =>
    setup({ types: { events: {} as { type: 'serverGone' } | { type: 'serverBack' } } }).createMachine({
      id: 'holder',
      initial: 'holding',
      states: {
        holding: { on: { serverGone: 'retrying' } },
        retrying: { after: { ...(retry ? { 2000: { target: 'retrying', reenter: true } } : {}), 15000: 'expired' }, on: { serverBack: 'holding' } },
        expired: {},
      },
    });
  const tickingServer = setup({ types: { events: {} as { type: 'stop' } | { type: 'start' } } }).createMachine({
    id: 'server',
    initial: 'up',
    states: {
      up: { on: { stop: { target: 'down', actions: sendTo(({ system }) => system.get('client'), { type: 'serverGone' }) } } },
      down: { after: { 1000: { target: 'down', reenter: true } } },
    },
  });
  const leased = (retry: boolean): ScenarioDef => ({
    ...toy,
    components: [{ ...clientDef, machine: holder(retry), observe: undefined }, { ...serverDef, machine: tickingServer }],
    summary: (w) => [{ key: w.state('server') === 'up' ? 'up' : 'down', params: { n: 1 } }],
  });
  const holderWords = { ...words.components.retrier, states: { ...words.components.retrier.states, expired: { title: 'Lease given up', text: '' } }, transitions: { '* -> retrying': 'x', '* -> holding': 'x', '* -> expired': 'x' } };
  const summaryWords: Words = { ...words, scenario: { ...words.scenario, summary: { up: 'The server answers.', down: 'The server is down ({n} of 1).' } }, components: { ...words.components, retrier: holderWords } };

  const run = createRun(leased(false), summaryWords);
  assert.equal(run.view().summary, undefined, 'nothing to say before the set-up');
  run.send('toy.start');
  assert.deepEqual(run.view().summary, { now: ['The server answers.'], still: true }, 'no timer pending');
  run.send('server.stop');
  run.send('clock.advance:1');
  const before = [run.dataState(), run.view().steps.length];
  assert.deepEqual(run.view().summary, { now: ['The server is down (1 of 1).'], next: { t: 15_000, label: 'client', title: 'Lease given up' } }, 'the server\'s own timer changes nothing: the give-up at 15 s is next');
  assert.deepEqual([run.dataState(), run.view().steps.length], before, 'foreseeing fires nothing');
  run.send('clock.next');
  assert.equal(run.time, 15_000, '"Until something changes" stops there');
  assert.equal(run.dataState(), 'server.down,client.expired');

  // With the retry the 15 s wait restarts every 2 s and never ends: nothing is foreseen, and nothing claimed.
  const retrying = createRun(leased(true), summaryWords);
  for (const e of ['toy.start', 'server.stop', 'clock.advance:1']) retrying.send(e);
  assert.deepEqual(retrying.view().summary, { now: ['The server is down (1 of 1).'] });
  retrying.send('clock.next');
  assert.equal(retrying.dataState(), 'server.down,client.retrying');
  assert.equal(createRun(toy, words).view().summary, undefined, 'a scenario without a summary has none');
});
