import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorSectionsFrom, quotedErrorsFrom } from './messages.ts';

const page = [
  '## From kubectl {#errors-kubectl}',
  '',
  '### `etcdserver: no leader` {#err-no-leader}',
  '',
  'Text with `code`.',
  '',
  '### `leaderelection lost` {#err-leaderelection-lost}',
  "{/* search: `failed to renew lease <lease>` `\"Error retrieving lease lock\" <fields>` */}",
  '',
  '## Sources {#troubleshooting-sources}',
  "{/* search: `not an error section` */}",
].join('\n');

test('every err- heading is a message, and the search comment under it adds its variants', () => {
  assert.deepEqual(errorSectionsFrom(page), [
    { message: 'etcdserver: no leader', id: 'err-no-leader' },
    { message: 'leaderelection lost', id: 'err-leaderelection-lost' },
    { message: 'failed to renew lease <lease>', id: 'err-leaderelection-lost' },
    { message: '"Error retrieving lease lock" <fields>', id: 'err-leaderelection-lost' },
  ]);
});

test('the error strings an error section quotes in its text are found, each once, addresses as placeholders', () => {
  const source = [
    '### `The connection to the server <host>:6443 was refused` {#err-connection-refused}',
    '',
    'The last lines mention the etcd client\'s `transport: Error while dialing: dial tcp 127.0.0.1:2379: connect: connection refused`',
    'or `connect: connection refused`; check with `crictl ps -a --name etcd` and `etcdctl endpoint status`.',
    'Also `Error from server: etcdserver: no leader`, `dial tcp …: i/o timeout` and `error: failed to create <kind>:`.',
    '',
    '```text',
    'transport: a quoted log line in a block: not prose',
    '```',
    '',
    '### `etcdserver: no leader` {#err-no-leader}',
    '',
    'Peers log `connect: connection refused` too.',
    '',
    '## Sources {#troubleshooting-sources}',
    '',
    '`outside: any error section at all`',
  ].join('\n');
  assert.deepEqual(quotedErrorsFrom(source), [
    { message: 'transport: Error while dialing: dial tcp <ip>:2379: connect: connection refused', id: 'err-connection-refused' },
    { message: 'dial tcp <…>: i/o timeout', id: 'err-connection-refused' },
  ]);
});
