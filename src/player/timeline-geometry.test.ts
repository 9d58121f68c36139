import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeClient } from './fixtures/fake-run.ts';
import { replayAll } from './driver.ts';
import { columns, lanes, unit, xAt } from './timeline-geometry.ts';

const played = (tokens: string[]) => replayAll(fakeClient('en'), tokens);

test('columns fill the width in step order, a long jump wider than an instant fault but not 300 times wider', () => {
  const views = played(['member.stop:m1', 'clock.advance:300']);
  const cols = columns(views[views.length - 1]);
  assert.equal(cols.length, 3);
  assert.ok(Math.abs(cols.reduce((a, c) => a + c.w, 0) * unit(cols) - 100) < 1e-9);
  assert.ok(cols[2].w > cols[1].w && cols[2].w < cols[1].w * 20);
  assert.ok(cols[1].x >= cols[0].x + cols[0].w - 1e-9);
});

test('a change in the middle of a jump sits inside its column, where it happened', () => {
  const views = played(['member.stop:m1', 'clock.advance:10']);
  const m2 = lanes(views).find((l) => l.instance === 'm2')!;
  const cols = columns(views[views.length - 1]);
  const leader = m2.cells.find((c) => c.state === 'leader')!;
  // m2's election timeout in the fixture is 1.5 s: 15 % into the 10 s column.
  assert.ok(Math.abs(leader.x - xAt(cols, 2, 1500)) < 1e-9);
  assert.ok(leader.x > cols[2].x && leader.x < cols[2].x + cols[2].w / 2);
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
  const write = lanes(views).find((l) => l.instance === 'write')!;
  assert.equal(write.markers.length, 1, 'the failed write is marked');
});

test('a further step keeps every earlier column where it was, in units: only the scale changes', () => {
  const before = played(['member.stop:m1', 'clock.advance:10']);
  const after = played(['member.stop:m1', 'clock.advance:10', 'clock.advance:300']);
  const [a, b] = [columns(before[before.length - 1]), columns(after[after.length - 1])];
  assert.deepEqual(b.slice(0, a.length), a);
  assert.ok(unit(b) < unit(a));
});
