// The `kubernetes` Service's endpoints as pure functions of the master leases (kubernetes-service.facts.ts):
// when every apiserver is in CrashLoopBackOff after etcd returns, the dead ones go at the first reconcile
// of an apiserver that becomes ready, not before.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type KubernetesServiceContext, nextChangeMs, step } from './kubernetes-service.ts';
import { KUBERNETES_SERVICE } from './kubernetes-service.facts.ts';

const TTL = KUBERNETES_SERVICE.leaseTtlMs.value;
const EXTEND = KUBERNETES_SERVICE.promoteExtendMs.value;
const NEVER = 2 ** 31 - 1;

/** Three apiservers, all down (crash-looping), their leases held because etcd had no leader. */
const outage = (): KubernetesServiceContext => ({
  id: 'kubernetes-svc',
  apiservers: ['a', 'b', 'c'].map((id, i) => ({ id, node: `cp${i + 1}`, ip: `10.0.0.1${i + 1}` })),
  leader: 'm1',
  phaseMs: {},
  now: () => 0,
  status: { a: 'down', b: 'down', c: 'down' },
  origin: { a: 2_000, b: 5_000, c: 8_000 },
  leases: { a: 20_000, b: 23_000, c: 26_000 },
  leaders: [],
  listed: ['a', 'b', 'c'],
});

test('a new etcd leader gives every held lease now + election timeout + TTL (Promote)', () => {
  const c = step(outage(), { type: 'etcd.status', from: 'm1', status: 'leader' }, 400_000);
  assert.deepEqual(c.leases, { a: 400_000 + EXTEND + TTL, b: 400_000 + EXTEND + TTL, c: 400_000 + EXTEND + TTL });
  // Nobody serves: nothing rewrites the endpoints, however long the leases have run out.
  assert.deepEqual(c.listed, ['a', 'b', 'c']);
  assert.equal(nextChangeMs(c, 400_000), NEVER);
});

test('with every apiserver in back-off, the first one to become ready rewrites the list at once to itself', () => {
  let c = step(outage(), { type: 'etcd.status', from: 'm1', status: 'leader' }, 400_000);
  // b's next run is ready 60 s later, long after the others' leases ran out.
  c = step(c, { type: 'api', from: 'b', status: 'ready' }, 460_000);
  assert.deepEqual(c.listed, ['b']);
});

test('an apiserver that becomes ready before the leases run out keeps the others listed until they do', () => {
  let c = step(outage(), { type: 'etcd.status', from: 'm1', status: 'leader' }, 400_000);
  c = step(c, { type: 'api', from: 'b', status: 'ready' }, 405_000);
  assert.deepEqual(c.listed, ['a', 'b', 'c']);
  // The next reconcile after 400 s + EXTEND + TTL: b's loop started at 405 s and runs every interval.
  const at = 405_000 + nextChangeMs(c, 405_000);
  assert.ok(at >= 400_000 + EXTEND + TTL && at <= 400_000 + EXTEND + TTL + KUBERNETES_SERVICE.reconcileIntervalMs.value, String(at));
  c = step(c, { type: 'xstate.after.nextReconcile.x' }, at);
  assert.deepEqual(c.listed, ['b']);
});
