import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyPage } from './scale.ts';

test('a copied page gets unique ids and its own-page links follow them; other pages are left alone', () => {
  const mdx = '## Quorum {#quorum}\n\nSee [above](#quorum) and [restore](../restore/#restore-procedure).\n';
  assert.equal(
    copyPage(mdx, '-x2'),
    '## Quorum {#quorum-x2}\n\nSee [above](#quorum-x2) and [restore](../restore/#restore-procedure).\n',
  );
});
