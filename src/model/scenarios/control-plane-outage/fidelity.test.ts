// What a real cluster shows in five situations the player once got wrong (issue 23: the `kubernetes`
// Service, pod IPs, a node Unknown before the outage, a short etcd election, a worker reboot). Every
// expected value comes from a cited fact (the components' *.facts.ts) or the scenario's stated values
// (scenario.ts header), never from the model's output.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Run } from '../../engine/run.ts';
import { KUBERNETES_SERVICE } from '../../components/kubernetes-service.facts.ts';
import { LOAD_BALANCER } from '../../components/load-balancer.facts.ts';
import { NODE_LIFECYCLE } from '../../components/node-lifecycle.facts.ts';
import { controlPlaneOutage } from './scenario.ts';

function play(link: string): Run {
  const run = new Run(controlPlaneOutage);
  for (const token of link.split(',')) assert.ok(run.send(token).ok, token);
  return run;
}
/** When `instance` first entered a state starting with `prefix` at or after `from` ms. */
function firstAt(run: Run, instance: string, prefix: string, from = 0): number | undefined {
  return run.log.find((e) => e.instance === instance && e.t >= from && e.to.startsWith(prefix))?.t;
}
const listed = (run: Run) => run.world().context('kubernetes-svc' as never) as { listed: string[] };

const TTL = KUBERNETES_SERVICE.leaseTtlMs.value;
const INTERVAL = KUBERNETES_SERVICE.reconcileIntervalMs.value;
const EXTEND = KUBERNETES_SERVICE.promoteExtendMs.value;

test('the kubernetes Service drops an apiserver that died with quorum kept within TTL + one reconcile, and keeps the rest frozen through quorum loss', () => {
  // cp3 dies at t = 0; its last renewal was at most one interval before.
  const run = play('cluster.start:1-33,cp.fail:cp3,clock.advance:60,member.stop:m2,clock.advance:30');
  const dropped = run.log.find((e) => e.instance === 'kubernetes-svc' && !String(e.params.endpoints).includes('10.0.0.13'))?.t;
  assert.ok(dropped !== undefined, 'cp3 never left the endpoints');
  assert.ok(dropped >= TTL - INTERVAL && dropped <= TTL + INTERVAL, `cp3 left at ${dropped} ms`);
  // Quorum lost at 60 s: nobody can rewrite them, the two that were listed stay listed.
  assert.equal(run.world().state('kubernetes-svc'), 'frozen');
  assert.deepEqual(listed(run).listed, ['apiserver-cp1', 'apiserver-cp2']);
});

test('after etcd returns, an apiserver that died during the outage leaves the kubernetes Service 16–27 s after the new leader', () => {
  // m2 stopped, then cp3 died with m3: quorum lost at once, cp3's master lease cannot expire. m2 back at 30 s;
  // cp1 and cp2 never restarted (30 s is before the liveness kill), so they serve as soon as etcd leads.
  const run = play('cluster.start:1-33,member.stop:m2,cp.fail:cp3,clock.advance:30,member.start:m2,clock.advance:10,clock.advance:10,clock.advance:10');
  const leader = run.log.find((e) => e.componentType === 'etcd-member' && e.t >= 30_000 && e.to.startsWith('up.leader'))?.t;
  assert.ok(leader !== undefined, 'no new etcd leader');
  const dropped = run.log.find((e) => e.instance === 'kubernetes-svc' && e.t > leader && !String(e.params.endpoints).includes('10.0.0.13'))?.t;
  assert.ok(dropped !== undefined, 'cp3 never left the endpoints');
  // Promote: now + election timeout + TTL; then the next reconcile of a serving apiserver (≤ one interval).
  assert.ok(dropped - leader >= EXTEND + TTL && dropped - leader <= EXTEND + TTL + INTERVAL, `cp3 left ${dropped - leader} ms after the leader`);
  assert.deepEqual(listed(run).listed, ['apiserver-cp1', 'apiserver-cp2']);
});

test('no two pods on a node share an IP: an evicted pod moved to w1, and a replacement while the old pod terminates', () => {
  // The Kubernetes network model: every pod gets its own IP (kubernetes.io/docs/concepts/services-networking/).
  const evicted = play('cluster.start:1-36,worker.fail:w3,clock.advance:400');
  const ips = ['web-1', 'web-2', 'web-3'].map((p) => (evicted.world().context(p as never) as { ip: string }).ip);
  assert.equal(new Set(ips).size, 3, ips.join(', '));
  const endpoints = String(evicted.log.filter((e) => e.instance === 'web-svc').at(-1)?.params.endpoints).split(', ');
  assert.equal(new Set(endpoints).size, endpoints.length, endpoints.join(', '));
  // `kubectl delete pod web-2`: the old pod keeps 10.244.2.21 for its 30 s grace period while the new one starts.
  const deleted = play('cluster.start:1-33,pod.delete:web-2');
  assert.notEqual((deleted.world().context('web-2' as never) as { ip: string }).ip, '10.244.2.21');
});

test('a node Unknown before the outage is Unknown to the new leader at once, and its pods go 300 s after that leader starts', () => {
  // w3 dies at 0: Unknown and tainted at 50 s (1.33). Quorum lost at 60 s, back at 360 s.
  const run = play(
    'cluster.start:1-33,worker.fail:w3,clock.advance:60,member.stop:m2,member.stop:m3,clock.advance:300,member.start:m2,member.start:m3,clock.advance:300,clock.advance:300',
  );
  const leads = run.log.find((e) => e.instance === 'node-lifecycle' && e.t > 360_000 && e.from === 'idle');
  assert.ok(leads, 'no controller-manager led again');
  // The API kept the Unknown condition and the taint: the new leader reads them (stored condition).
  assert.equal(leads.to, 'watching.nodesUnknown');
  const evictedAt = firstAt(run, 'web-3', 'replacing', 360_000);
  assert.equal(evictedAt, leads.t + NODE_LIFECYCLE.tolerationMs.value);
});

test('a leader crash (a 1.5 s election) costs no client the API: kubelets keep renewing, the load balancer keeps every live backend', () => {
  const run = play('cluster.start:1-33,cp.fail:cp1,clock.advance:10,clock.advance:10');
  // m2's election timeout is 1.5 s (scenario value), under the etcd check's 2 s: /readyz never fails on cp2, cp3.
  assert.ok(1_500 < LOAD_BALANCER.readyzEtcdTimeoutMs.value);
  for (const id of ['w1', 'w2', 'w3', 'coredns', 'operator']) {
    assert.deepEqual(run.log.filter((e) => e.instance === id).map((e) => `${e.t} ${e.to}`), [], `${id} changed`);
  }
  assert.ok(!run.log.some((e) => e.instance === 'lb' && e.to === 'noBackend'), 'the load balancer emptied its pool');
  assert.equal(run.world().state('lb'), 'serving.degraded');
});

test('a worker reboot restarts the same pod in a new sandbox; nothing replaces it', () => {
  const run = play('cluster.start:1-33,worker.reboot:w1,clock.advance:60,clock.advance:10');
  const moves = run.log.filter((e) => e.instance === 'web-1').map((e) => e.to);
  assert.ok(!moves.includes('replacing'), moves.join(' → '));
  assert.equal(run.world().state('web-1'), 'running');
});
