import assert from 'node:assert/strict';
import { test } from 'node:test';
import { precachedPage } from './precached-page.ts';

test('a failed page fetch looks up the precached index.html, with or without the slash or a query', async () => {
  const asked: [string, CacheQueryOptions | undefined][] = [];
  const page = new Response('page');
  globalThis.caches = {
    match: async (url: string, options?: CacheQueryOptions) => (asked.push([url, options]), page),
  } as unknown as CacheStorage;
  for (const url of ['http://kb.test/en/restore', 'http://kb.test/en/restore/', 'http://kb.test/en/restore/?etcd-quorum=a:1']) {
    assert.equal(await precachedPage.handlerDidError({ request: new Request(url) }), page);
  }
  assert.deepEqual(asked, Array(3).fill(['http://kb.test/en/restore/index.html', { ignoreSearch: true }]));
});

test('nothing precached: no answer, so the 404 fallback comes next', async () => {
  globalThis.caches = { match: async () => undefined } as unknown as CacheStorage;
  assert.equal(await precachedPage.handlerDidError({ request: new Request('http://kb.test/en/no-such-page') }), undefined);
});
