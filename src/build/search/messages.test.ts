import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorSectionsFrom } from './messages.ts';

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
