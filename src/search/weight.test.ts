import { test } from 'node:test';
import assert from 'node:assert/strict';
import { weightErrorHeadings } from './weight.ts';
import { errorSectionsFrom } from './messages.ts';

test('only error-section headings get a search weight, once', () => {
  const html = '<h3 id="err-no-leader"><code>etcdserver: no leader</code></h3><h3 id="quorum">Q</h3>';
  const once = weightErrorHeadings(html);
  assert.equal(once, '<h3 id="err-no-leader" data-pagefind-weight="10"><code>etcdserver: no leader</code></h3><h3 id="quorum">Q</h3>');
  assert.equal(weightErrorHeadings(once), once);
});

test('messages are the code titles of err- sections, with their ids', () => {
  const src = '## From kubectl {#errors-kubectl}\n### `etcdserver: request timed out` {#err-request-timed-out}\n### Other {#err-x}\n';
  assert.deepEqual(errorSectionsFrom(src), [{ message: 'etcdserver: request timed out', id: 'err-request-timed-out' }]);
});
