// etcdctl with ETCDCTL_ENDPOINTS exported and --endpoints given (fact sheet "Turn-3 corrections"). No
// cluster: etcdctl gives up while reading its flags, before it dials.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { etcdctl } from './harness/etcdctl.ts';
import { freePorts } from './harness/ports.ts';
import { ENV_CONFLICT } from './expected.ts';

describe('ETCDCTL_ENDPOINTS exported plus --endpoints', () => {
  it(`is fatal: exit ${ENV_CONFLICT.exitCode}, "${ENV_CONFLICT.message34}" (3.4.23 live; 3.5/3.6 print a different text, checked in the source only)`, async (t) => {
    const [port] = await freePorts(1);
    const url = `http://127.0.0.1:${port}`;
    // the harness always passes --endpoints
    const r = await etcdctl({ endpoints: [url], env: { ETCDCTL_ENDPOINTS: url } }, ['endpoint', 'health']);
    t.diagnostic(`exit ${r.code} after ${r.ms.toFixed(0)} ms; stderr: ${r.stderr.trim()}`);
    assert.equal(r.code, ENV_CONFLICT.exitCode, r.stderr);
    assert.ok(r.stderr.includes(ENV_CONFLICT.message34), r.stderr);
  });
});
