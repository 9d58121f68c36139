import assert from 'node:assert/strict';
import { test } from 'node:test';
import { islandJson } from './props-json.ts';

test('props that contain a closing script tag or a comment opener cannot end the script element, and read back as they were', () => {
  const props = { text: 'a </script><script>alert(1)</script> <!-- b', n: [1, { k: '<' }] };
  const json = islandJson(props);
  assert.ok(!/<\/script|<!--/i.test(json));
  assert.deepEqual(JSON.parse(json), props);
});
