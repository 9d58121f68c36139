import { test } from 'node:test';
import assert from 'node:assert/strict';
import { langOfContentFile } from './permalink-plugin.ts';

test('only pages under content/docs/<lang>/ get links', () => {
  assert.equal(langOfContentFile('/repo/content/docs/ru/outage.mdx'), 'ru');
  assert.equal(langOfContentFile('C:\\repo\\content\\docs\\en\\index.mdx'), 'en');
  assert.equal(langOfContentFile('/repo/README.md'), undefined);
});
