import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bestMatchHref } from './best-match.ts';

const opts = {
  sections: [
    { message: 'The connection to the server <host>:6443 was refused', id: 'err-connection-refused' },
    { message: 'etcdserver: request timed out', id: 'err-request-timed-out' },
  ],
  pageUrl: '/kb/ru/troubleshooting/',
  label: 'x',
};

test('a pasted message links its section on the page of the reader\'s language', () => {
  assert.deepEqual(bestMatchHref('The connection to the server 10.1.2.3:6443 was refused - did you specify the right host or port?', opts), {
    href: '/kb/ru/troubleshooting/#err-connection-refused',
    message: 'The connection to the server <host>:6443 was refused',
  });
  assert.equal(bestMatchHref('кворум', opts), undefined);
});
