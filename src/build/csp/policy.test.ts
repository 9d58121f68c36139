import { test } from 'node:test';
import assert from 'node:assert/strict';
import { completePolicy, hashSource, parsePolicy, unallowedInline, unionPolicy } from './policy.ts';

// Expected hashes computed independently (Python hashlib + base64), not by the code under test.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const RED = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";

const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

test('hashSource is the CSP sha256 source of the exact bytes', () => {
  assert.equal(hashSource('alert(1)'), ALERT);
  assert.equal(hashSource('body{color:red}'), RED);
});

test('an inline script the policy lacks is added by hash; external and JSON scripts are not', () => {
  const html = page("script-src 'self'; style-src 'self'", '<script>alert(1)</script><script type="module" src="/a.js"></script><script type="application/json">{"a":1}</script>');
  assert.deepEqual(unallowedInline(html), ['script: alert(1)']);
  const { html: out, added } = completePolicy(html);
  assert.equal(added, 1);
  assert.deepEqual(parsePolicy(/content="([^"]*)"/.exec(out)![1]).get('script-src'), ["'self'", ALERT]);
  assert.deepEqual(unallowedInline(out), []);
});

test('inline styles go on style-src-elem when the policy has it; a hash already there is not repeated', () => {
  const html = page(`script-src 'self' ${ALERT}; style-src-elem 'self'; style-src-attr 'unsafe-inline'`, '<script>alert(1)</script><style>body{color:red}</style>');
  const { html: out, added } = completePolicy(html);
  assert.equal(added, 1);
  const policy = parsePolicy(/content="([^"]*)"/.exec(out)![1]);
  assert.deepEqual(policy.get('style-src-elem'), ["'self'", RED]);
  assert.deepEqual(policy.get('script-src'), ["'self'", ALERT]);
  assert.deepEqual(policy.get('style-src-attr'), ["'unsafe-inline'"]);
});

test('a page without a policy is left alone', () => {
  const html = '<html><script>alert(1)</script></html>';
  assert.deepEqual(completePolicy(html), { html, added: 0 });
});

test('the header form is the union of the pages plus frame-ancestors', () => {
  const header = unionPolicy(["default-src 'self'; script-src 'self' 'sha256-a'", "default-src 'self'; script-src 'self' 'sha256-b'"], {
    'frame-ancestors': ["'none'"],
  });
  assert.equal(header, "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'");
});
