import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_SCALE, MIN_SCALE, defaultScale, keepVisible, placed, readableWidth, zoomAt } from './zoom.ts';

const stage = { width: 1000, height: 600 };

test('a drawing opens with its height fitted, at most twice its size', () => {
  assert.equal(defaultScale({ width: 500, height: 300 }, stage, 16), 2);
  assert.equal(defaultScale({ width: 800, height: 400 }, stage, 16), 1.5);
  // Wider than the stage once its height fits: the reader pans sideways.
  assert.equal(defaultScale({ width: 2000, height: 400 }, stage, 16), 1.5);
});

test('a tall drawing opens where its smallest label is 14 px, not smaller, nor smaller than on the page', () => {
  // The restore flowchart (710 × 1497, 16 px labels) fitted to 600 px would draw them at 6.4 px.
  assert.equal(defaultScale({ width: 710, height: 1497 }, stage, 16), 14 / 16);
  assert.equal(defaultScale({ width: 710, height: 1497 }, stage, 14), 1);
  assert.equal(defaultScale({ width: 710, height: 1497 }, stage, 16, 1.1), 1.1);
});

test('on the page a drawing keeps the width at which its smallest label is 12 px', () => {
  assert.equal(readableWidth(830, 16), 623);
  assert.equal(readableWidth(400, 12), 400);
  assert.equal(readableWidth(400, 10), 400);
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
