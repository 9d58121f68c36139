// memo's comparison: equal by value prop by prop, so a row whose new view object says the same is skipped.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sameJson } from './same-json.ts';

test('props are the same when each is identical or serialises alike, and differ otherwise', () => {
  const inst = { id: 'm1', state: 'up', facts: [{ label: 'term', value: '2' }] };
  assert.ok(sameJson({ inst, hidden: false }, { inst, hidden: false }));
  assert.ok(sameJson({ inst, hidden: false }, { inst: structuredClone(inst), hidden: false }));
  assert.ok(!sameJson({ inst, hidden: false }, { inst, hidden: true }));
  assert.ok(!sameJson({ inst }, { inst: { ...inst, state: 'down' } }));
  assert.ok(!sameJson({ inst }, { inst, hidden: undefined }), 'a prop more is a change');
});
