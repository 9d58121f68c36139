import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { ERROR_HEADING_WEIGHT, searchWeightPlugin } from './weight.ts';
import { errorSectionsFrom } from './messages.ts';

test('only error-section headings get a search weight when the page is compiled', async () => {
  const processor = await createSatteriMarkdownProcessor({
    hastPlugins: [searchWeightPlugin()],
    features: { headingAttributes: true },
    syntaxHighlight: false,
  });
  const { code } = await processor.render('## From kubectl {#errors-kubectl}\n\n### `etcdserver: no leader` {#err-no-leader}\n\n### Quorum {#quorum}\n');
  assert.match(code, new RegExp(`<h3 id="err-no-leader" data-pagefind-weight="${ERROR_HEADING_WEIGHT}">`));
  assert.equal(code.match(/data-pagefind-weight/g)?.length, 1);
});

test('messages are the code titles of err- sections, with their ids', () => {
  const src = '## From kubectl {#errors-kubectl}\n### `etcdserver: request timed out` {#err-request-timed-out}\n### Other {#err-x}\n';
  assert.deepEqual(errorSectionsFrom(src), [{ message: 'etcdserver: request timed out', id: 'err-request-timed-out' }]);
});
