import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enterTarget } from './enter.ts';

const first = { page: '/ru/raft-ha/', sections: ['/ru/raft-ha/#quorum', '/ru/raft-ha/#cluster-size'] };

test('Enter opens the pinned section of a recognised error, even before any result is in', () => {
  assert.equal(enterTarget({ pinned: '/ru/troubleshooting/#err-no-leader', first, current: true }), '/ru/troubleshooting/#err-no-leader');
  assert.equal(enterTarget({ pinned: '/ru/troubleshooting/#err-no-leader', current: false }), '/ru/troubleshooting/#err-no-leader');
});

test('without a pin, Enter opens the first section of the first result, else its page', () => {
  assert.equal(enterTarget({ first, current: true }), '/ru/raft-ha/#quorum');
  assert.equal(enterTarget({ first: { page: '/ru/glossary/', sections: [] }, current: true }), '/ru/glossary/');
});

test('Enter waits for the results of the query in the box rather than open those of the last one', () => {
  assert.equal(enterTarget({ first, current: false }), 'wait');
  assert.equal(enterTarget({ current: true }), 'wait');
});
