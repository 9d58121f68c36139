import assert from 'node:assert/strict';
import { test } from 'node:test';
import { THREE, etcdQuorumPlayable } from './fixtures/etcd-quorum.ts';
import { replayAll } from './playable.ts';
import { columns, lanes, unit, xAt } from './timeline-geometry.ts';

// Every run starts with three members (column 0 is the start, column 1 the set-up).
const played = (tokens: string[]) => replayAll(etcdQuorumPlayable('en'), [THREE, ...tokens]);

test('columns fill the width in step order, a long jump wider than an instant fault but not 300 times wider', () => {
  const views = played(['member.stop:m1', 'clock.advance:300']);
  const cols = columns(views[views.length - 1]);
  assert.equal(cols.length, 4);
  assert.ok(Math.abs(cols.reduce((a, c) => a + c.w, 0) * unit(cols) - 100) < 1e-9);
  assert.ok(cols[3].w > cols[2].w && cols[3].w < cols[2].w * 20);
  for (let i = 1; i < cols.length; i++) assert.ok(cols[i].x >= cols[i - 1].x + cols[i - 1].w - 1e-9);
});

test('a change in the middle of a jump sits inside its column, where it happened', () => {
  // The leader crashes (a graceful stop would hand leadership over at once); a new leader appears 1–2 s
  // after the old leader's last heartbeat (fact sheet etcd.md §3, Leader election).
  const views = played(['leader.fail', 'clock.advance:10']);
  const m2 = lanes(views).find((l) => l.instance === 'm2')!;
  const cols = columns(views[views.length - 1]);
  const leader = m2.cells.find((c) => /leader/.test(c.state));
  assert.ok(leader, `m2's states: ${m2.cells.map((c) => c.state).join(', ')}`);
  assert.ok(leader.x >= xAt(cols, 3, 1000) - 1e-9 && leader.x <= xAt(cols, 3, 2000) + 1e-9, `m2 leads at x=${leader.x}`);
  assert.ok(leader.x > cols[3].x && leader.x < cols[3].x + cols[3].w / 2);
});

test('cells of one lane never overlap and cover the whole width', () => {
  const views = played(['request.write', 'member.stop:m2', 'member.stop:m3', 'request.write', 'clock.advance:10', 'clock.next']);
  const u = unit(columns(views[views.length - 1]));
  for (const lane of lanes(views)) {
    let x = 0;
    for (const c of lane.cells) {
      assert.ok(c.x >= x - 1e-9, `${lane.instance} overlaps at ${c.x}`);
      x = c.x + c.w;
    }
    assert.ok(Math.abs(x * u - 100) < 1e-6, `${lane.instance} ends at ${x * u} %`);
  }
  // The second write (step 5) has no quorum: etcdctl gives up at its default 5 s, the server answers
  // at 7 s (fact sheet etcd.md §3). Both moments are marked where they happen, in the 10 s column.
  const write = lanes(views).find((l) => l.instance === 'write')!;
  const cols = columns(views[views.length - 1]);
  assert.deepEqual(
    write.markers.map((m) => m.x),
    [xAt(cols, 6, 5000), xAt(cols, 6, 7000)],
  );
});

test('a further step keeps every earlier column where it was, in units: only the scale changes', () => {
  const before = played(['member.stop:m1', 'clock.advance:10']);
  const after = played(['member.stop:m1', 'clock.advance:10', 'clock.advance:300']);
  const [a, b] = [columns(before[before.length - 1]), columns(after[after.length - 1])];
  assert.deepEqual(b.slice(0, a.length), a);
  assert.ok(unit(b) < unit(a));
});

test('an instant step shows the states right after it, not those of later steps taken at the same moment', () => {
  // m1 leads when the cluster starts (fixtures/etcd-quorum.ts); both stops happen at t = 0, in steps 2 and 3.
  const all = played(['member.stop:m1', 'member.stop:m2', 'clock.advance:10']);
  // As after a long link: only the last step's view is built; the others come from the lanes.
  const sparse = all.map((v, i) => (i === all.length - 1 ? v : undefined));
  for (const views of [all, sparse]) {
    const cols = columns(views[views.length - 1]!);
    const at = (instance: string, step: number) => lanes(views).find((l) => l.instance === instance)!.cells.find((c) => c.x <= cols[step].x + 1e-9 && c.x + c.w >= cols[step].x + cols[step].w - 1e-9)?.state;
    assert.equal(at('m1', 0), 'up.leader.quorum', 'the start column: m1 leads');
    assert.equal(at('m2', 0), 'up.follower.following');
    assert.equal(at('m1', 1), 'up.leader.quorum');
    assert.equal(at('m1', 2), 'down');
    assert.match(at('m2', 2) ?? '', /^up\./, 'm2 still runs after step 2');
    assert.equal(at('m2', 3), 'down');
  }
});
