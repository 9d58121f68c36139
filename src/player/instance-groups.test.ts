// Instance groups as the reader sees them (issue 14 "Layout"): identical instances summarised as
// "3/3 Ready" or "2/3 Ready; 1/3 NotReady", a group that changed opens by itself, the reader's own
// choice holds otherwise, and the timeline draws a closed group as one lane.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadWords } from '../model/engine/words-files.ts';
import { loadScenarioDef } from '../model/scenarios/registry.ts';
import { groupedView } from './fixtures/grouped-view.ts';
import { groupLanes, isOpen, sections, summarise } from './instance-groups.ts';
import { playable, replayAll } from './playable.ts';
import { type LaneGeometry, columns, lanes } from './timeline-geometry.ts';

test('identical instances read as one summary: all alike, or the most common state first', () => {
  assert.equal(summarise(['Ready', 'Ready', 'Ready']), '3/3 Ready');
  assert.equal(summarise(['Ready', 'NotReady', 'Ready']), '2/3 Ready; 1/3 NotReady');
});

test('rows come by layer in the engine order, each group once, where its first instance stands', () => {
  const s = sections(groupedView({ 'kubelet-w2': ['notReady', 'NotReady'] }));
  assert.deepEqual(s.map((x) => x.layer), ['etcd', 'control-plane', 'nodes', 'workloads', 'network', 'clients', 'monitoring']);
  const cp = s[1].items.map((i) => (i.kind === 'group' ? `group ${i.group.label}: ${i.group.summary}` : i.inst.id));
  assert.deepEqual(cp, ['group kube-apiservers: 3/3 Serving', 'kcm', 'scheduler']);
  const workers = s[2].items[0];
  assert.ok(workers.kind === 'group');
  assert.equal(workers.group.label, 'Worker nodes');
  assert.equal(workers.group.summary, '2/3 Ready; 1/3 NotReady');
  assert.equal(workers.group.changed, true);
  assert.equal(s[2].changed, true);
  assert.equal(s[0].changed, false);
  // A group key with one instance is an ordinary row.
  assert.deepEqual(s[6].items.map((i) => i.kind), ['row', 'row']);
});

test('a group that changed opens by itself; otherwise the reader\'s choice holds, else the default', () => {
  assert.equal(isOpen(false, undefined, 3, false), false, 'groups start closed');
  assert.equal(isOpen(false, undefined, 3, true), true, 'layers start open');
  assert.equal(isOpen(true, undefined, 3, false), true, 'changed in this step: opens');
  assert.equal(isOpen(true, { open: false, step: 2 }, 3, false), true, 'closed earlier, changed now: opens');
  assert.equal(isOpen(true, { open: false, step: 3 }, 3, false), false, 'closed by the reader at this step: stays closed');
  assert.equal(isOpen(false, { open: true, step: 1 }, 3, false), true, 'opened by the reader: stays open');
  assert.equal(isOpen(false, { open: false, step: 1 }, 3, true), false, 'a layer the reader closed stays closed');
});

test('on the timeline a closed group is one lane that summarises its members per stretch of time', () => {
  const view = groupedView();
  const lane = (instance: string, cells: LaneGeometry['cells'], markers: LaneGeometry['markers'] = []): LaneGeometry => ({ instance, label: instance, cells, markers });
  const lanes = [
    lane('kcm', [{ x: 0, w: 100, state: 'leader', title: 'Leader' }]),
    lane('kubelet-w1', [{ x: 0, w: 100, state: 'ready', title: 'Ready' }]),
    lane('kubelet-w2', [{ x: 0, w: 40, state: 'ready', title: 'Ready' }, { x: 40, w: 60, state: 'notReady', title: 'NotReady' }], [{ x: 40, step: 2, text: 'w2 lost' }]),
    lane('kubelet-w3', [{ x: 0, w: 100, state: 'ready', title: 'Ready' }]),
  ];
  const closed = groupLanes(lanes, view, () => false);
  assert.deepEqual(closed.map((l) => l.label), ['kcm', 'Worker nodes (3)']);
  assert.deepEqual(closed[1].cells.map((c) => [c.x, c.w, c.title, c.state]), [[0, 40, '3/3 Ready', 'ready'], [40, 60, '2/3 Ready; 1/3 NotReady', 'notReady']]);
  assert.equal(closed[1].markers.length, 1, 'a member\'s error mark stays');
  assert.equal(groupLanes(lanes, view, (k) => k === 'workers').length, 4, 'an opened group keeps a lane per member');
});

test('a closed group lane starts with the states at the start, not those after faults taken at the same moment', async () => {
  // control-plane-outage starts with m1 leading etcd, m2 and m3 following (its words: "m1 leads etcd");
  // the reader stops m1 and m2 at t = 0 (steps 2 and 3), then lets 10 s pass.
  const def = await loadScenarioDef('control-plane-outage');
  const views = replayAll(playable(def, loadWords(def, 'en')), ['cluster.start:1-33', 'member.stop:m1', 'member.stop:m2', 'clock.advance:10']);
  const tip = views[views.length - 1];
  const cols = columns(tip);
  const etcd = groupLanes(lanes(views), tip, () => false).find((l) => l.instance === 'group:etcd')!;
  const first = etcd.cells[0];
  assert.equal(first.x, 0);
  assert.ok(first.w >= cols[0].w + cols[1].w - 1e-9, 'the start and the set-up show the same states: one cell');
  assert.equal(first.state, 'up.leader.quorum', 'its tone is the rarest state: the one leader');
  assert.doesNotMatch(first.title, /\d\/3 Stopped/);
});
