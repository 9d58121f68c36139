import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_SCALE, MIN_SCALE, defaultScale, keepVisible, placed, zoomAt } from './zoom.ts';

const stage = { width: 1000, height: 600 };

test('a drawing that fits opens whole, at most twice its size', () => {
  assert.equal(defaultScale({ width: 500, height: 300 }, stage, 16), 2);
  assert.equal(defaultScale({ width: 800, height: 400 }, stage, 16), 1.25);
});

test('a drawing too big to fit opens where its smallest label is 12 px, not smaller', () => {
  // Fitting 2,000 px into 1,000 would draw 16 px labels at 8 px; 12 px needs 0.75.
  assert.equal(defaultScale({ width: 2000, height: 600 }, stage, 16), 0.75);
  assert.equal(defaultScale({ width: 2000, height: 600 }, stage, 12), 1);
});

test('an axis that fits is centred, one that does not starts at its edge', () => {
  assert.deepEqual(placed({ width: 400, height: 2000 }, stage, 1), { scale: 1, x: 300, y: 0 });
});

test('zooming keeps the point under the pointer still', () => {
  const v = zoomAt({ scale: 1, x: 100, y: 50 }, 2, 300, 250);
  // The drawing point under (300, 250) was (200, 200); after zooming it is still there.
  assert.equal(v.scale, 2);
  assert.equal(v.x + 200 * v.scale, 300);
  assert.equal(v.y + 200 * v.scale, 250);
});

test('zoom stays within its limits', () => {
  assert.equal(zoomAt({ scale: 1, x: 0, y: 0 }, 100, 0, 0).scale, MAX_SCALE);
  assert.equal(zoomAt({ scale: 1, x: 0, y: 0 }, 0.001, 0, 0).scale, MIN_SCALE);
});

test('a drag cannot push the drawing off the stage', () => {
  const v = keepVisible({ scale: 1, x: 5000, y: -5000 }, { width: 400, height: 300 }, stage);
  assert.ok(v.x <= stage.width - 48);
  assert.ok(v.y + 300 >= 48);
});
