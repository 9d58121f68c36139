// The `default/kubernetes` Service's endpoints (issue 23 item 4): every kube-apiserver keeps a master lease
// `/masterleases/<ip>` (TTL 15 s) and rewrites the endpoints from the unexpired leases every 10 s. `pkg/` of
// kubernetes/kubernetes as vendored by openshift/microshift (release-4.18 = v1.31.14; the same lines at
// v1.36.3), kubernetes/apiserver and etcd at their tags.
import { cite } from '../engine/cited.ts';

const LEASE = 'pkg/controlplane/reconcilers/lease.go @ v1.31.14';

export const KUBERNETES_SERVICE = {
  /** The TTL of an apiserver's master lease (--endpoint-reconciler-type=lease). */
  leaseTtlMs: cite(
    15_000,
    'pkg/controlplane/instance.go @ v1.31.14 (l. 111) DefaultEndpointReconcilerTTL = 15s; pkg/storage/etcd3/lease_manager.go @ v0.31.0 (l. 73, 125–131) reuse 0.05 × 15 s = 0 s extra',
  ),
  /** How often each ready apiserver renews its lease and reconciles the endpoints (NonSlidingUntil). */
  reconcileIntervalMs: cite(
    10_000,
    'pkg/controlplane/instance.go @ v1.31.14 (l. 109) DefaultEndpointReconcilerInterval = 10s; pkg/controlplane/controller/kubernetesservice/controller.go @ v1.31.14 (l. 146–167) waits for /readyz once, then every EndpointInterval',
  ),
  /**
   * Only an etcd leader revokes expired leases; a new leader first resets every lease to now + the election
   * timeout (1 s by default) + its TTL.
   */
  promoteExtendMs: cite(
    1_000,
    'server/etcdserver/server.go @ v3.5.21 (l. 2300) s.lessor.Promote(s.Cfg.ElectionTimeout()); server/config/config.go @ v3.5.21 (l. 317) ElectionTicks × TickMs = 10 × 100 ms; server/lease/lessor.go @ v3.5.21 (l. 474–486, 900–901) refresh: now + extend + TTL',
  ),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const KUBERNETES_SERVICE_STATED = {
  /** A reconcile renews its own lease, lists the unexpired ones and rewrites the endpoints if they differ. */
  reconcileLine: cite('Resetting endpoints for master service "kubernetes" to', `${LEASE} (l. 185 UpdateLease, l. 217 ListLeases, l. 265 klog.Warningf)`),
  leaderOnlyRevokes: cite(true, 'server/lease/lessor.go @ v3.5.21 (l. 620–644) runLoop → revokeExpiredLeases only if le.isPrimary(), every 500 ms'),
} as const;
