import { test } from 'node:test';
import assert from 'node:assert/strict';
import { calloutTitles, calloutsFrom } from './callouts.ts';

test('the titles of the callouts before the first heading are the top\'s; later callouts stay text', () => {
  const source = [
    '---',
    'title: x',
    '---',
    '<Aside type="caution" title="Do not wait for kubectl">',
    'Text.',
    '</Aside>',
    "<Aside type=\"note\" title='Scope'>",
    '## The checks {#first-five-checks}',
    '```mdx',
    '<Aside title="In a code block: not a callout">',
    '```',
    "<Aside type=\"note\" title='One endpoint only'>",
    '<Aside type="tip">',
  ].join('\n');
  assert.deepEqual(calloutsFrom('first-five-minutes', source), {
    'first-five-minutes#_top': ['Do not wait for kubectl', 'Scope'],
  });
  assert.deepEqual(calloutsFrom('security', '## Peer TLS {#security-peer-tls}\n<Aside title="etcd 3.5 and older: port 2380 also answers clients">'), {});
});

test('the pages\' callouts are keyed by the section URLs search sees, in the language of the page', () => {
  assert.deepEqual(calloutTitles('en', '/')['/en/first-five-minutes/#_top'], ['Do not wait for kubectl']);
  assert.deepEqual(calloutTitles('ru', '/kb/')['/kb/ru/first-five-minutes/#_top'], ['Не ждите kubectl']);
});
