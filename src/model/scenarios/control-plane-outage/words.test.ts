// Words of control-plane-outage in both languages: nothing missing, nothing left over; a long run
// through every component's states leaves no placeholder or raw key in the view.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRun } from '../../engine/index.ts';
import { Run } from '../../engine/run.ts';
import { registerWordsCoverageTests } from '../../engine/words-coverage.ts';
import { loadWords } from '../../engine/words-files.ts';
import { controlPlaneOutage } from './scenario.ts';

/** Visits most states: a worker dies while healthy, quorum goes, crashes and deletes, a reboot, recovery. */
export const LONG_RUN = [
  'cluster.start:1-33', 'worker.fail:w3', 'clock.advance:60', 'pod.delete:web-1', 'member.stop:m2', 'clock.advance:10',
  'member.stop:m3', 'clock.advance:1', 'clock.advance:10', 'pod.delete:web-2', 'clock.advance:60', 'clock.advance:10',
  'container.crash:web-1', 'container.crash:coredns', 'clock.advance:10', 'worker.reboot:w2', 'clock.advance:300', 'container.crash:web-1',
  'clock.advance:60', 'pod.delete:web-1', 'cp.fail:cp3', 'member.start:m2', 'clock.next', 'clock.advance:300', 'cp.start:cp3', 'clock.advance:300',
];

registerWordsCoverageTests(controlPlaneOutage, { runs: [{ id: 'the long run', events: LONG_RUN }] });

test('every instance group has a label in both languages', () => {
  const groups = new Set(controlPlaneOutage.compose({ type: 'cluster.start', version: '1-31' }).map((i) => i.group).filter(Boolean));
  for (const lang of ['en', 'ru']) {
    const w = loadWords(controlPlaneOutage, lang).scenario.instanceGroups ?? {};
    for (const g of groups) assert.ok(w[g!], `${lang}: instance group ${g}`);
    for (const g of Object.keys(w)) assert.ok(groups.has(g), `${lang}: stale instance group ${g}`);
  }
});

test('the same keys in both languages for every words file of the scenario', () => {
  const en = loadWords(controlPlaneOutage, 'en');
  const ru = loadWords(controlPlaneOutage, 'ru');
  for (const c of controlPlaneOutage.components) {
    for (const part of ['states', 'transitions', 'events', 'delays', 'facts', 'see', 'guards'] as const) {
      assert.deepEqual(Object.keys(ru.components[c.type][part] ?? {}).sort(), Object.keys(en.components[c.type][part] ?? {}).sort(), `${c.type}.${part}`);
    }
  }
  assert.deepEqual(Object.keys(ru.scenario.values ?? {}).sort(), Object.keys(en.scenario.values ?? {}).sort());
});

test('every fact and "what you see" key the components produce on a long run has words in both languages', () => {
  const missing = new Set<string>();
  for (const lang of ['en', 'ru']) {
    const words = loadWords(controlPlaneOutage, lang);
    // Every instance, whatever its type: the untyped view of the run.
    const fresh: Run = new Run(controlPlaneOutage);
    for (const e of LONG_RUN) {
      assert.ok(fresh.send(e).ok, e);
      const world = fresh.world();
      for (const i of fresh.instances) {
        const def = fresh.component(i.type);
        const ctx = world.context(i.id);
        const st = world.state(i.id);
        for (const s of def.see(ctx, st, world)) if (!(s.key in words.components[i.type].see)) missing.add(`${lang} ${i.type} see.${s.key}`);
        for (const f of def.facts(ctx, st, world)) if (!(f.key in words.components[i.type].facts)) missing.add(`${lang} ${i.type} facts.${f.key}`);
      }
    }
  }
  assert.deepEqual([...missing], []);
});

test('the layer labels the Russian player shows are Russian, not the English ones (content/scenarios/ru/engine.yaml)', () => {
  const en = loadWords(controlPlaneOutage, 'en').engine.layers;
  const ru = loadWords(controlPlaneOutage, 'ru').engine.layers;
  const run = createRun(controlPlaneOutage, loadWords(controlPlaneOutage, 'ru'));
  assert.ok(run.send('cluster.start:1-33').ok);
  const used = new Set(run.view().instances.map((i) => i.layer));
  assert.ok(used.has('control-plane'));
  for (const l of used) {
    assert.ok(ru[l] && /[А-Яа-яЁё]/.test(ru[l]), `ru layer ${l}: ${ru[l]}`);
    assert.notEqual(ru[l], en[l], `ru layer ${l}`);
  }
});

test('the components’ texts state the cited values their machines run on (both languages)', async () => {
  const { NODE_LIFECYCLE } = await import('../../components/node-lifecycle.facts.ts');
  const { KUBERNETES_SERVICE } = await import('../../components/kubernetes-service.facts.ts');
  const { LOAD_BALANCER } = await import('../../components/load-balancer.facts.ts');
  const { COREDNS } = await import('../../components/coredns.facts.ts');
  const n = (ms: number) => String(ms / 1000);
  const expect: Record<string, string[]> = {
    'node-lifecycle': [n(NODE_LIFECYCLE.gracePeriodMs.value('1-31')), n(NODE_LIFECYCLE.gracePeriodMs.value('1-32')), n(NODE_LIFECYCLE.tolerationMs.value)],
    'kubernetes-service': [n(KUBERNETES_SERVICE.leaseTtlMs.value), n(KUBERNETES_SERVICE.reconcileIntervalMs.value), n(KUBERNETES_SERVICE.promoteExtendMs.value)],
    'load-balancer': [n(LOAD_BALANCER.readyzEtcdTimeoutMs.value)],
    coredns: [n(COREDNS.startupTimeoutMs.value)],
  };
  for (const lang of ['en', 'ru']) {
    const words = loadWords(controlPlaneOutage, lang);
    for (const [type, values] of Object.entries(expect)) {
      const w = words.components[type];
      // The type's text and its state texts (static: they take no parameters).
      const text = [w.text ?? '', ...Object.values(w.states).map((st) => st.text)].join(' ').replace(/\u00a0/g, ' ');
      for (const v of values) assert.match(text, new RegExp(`(^|\\D)${v} (s|с)(?!\\p{L})`, 'u'), `${lang} ${type}: ${v} s`);
    }
  }
});
