// What the control-plane load balancer's /readyz health check sees (issue 23 §3, item 8): the apiserver's
// `etcd` and `etcd-readiness` checks are a linearizable etcd Get with a 2 s timeout. kubernetes/apiserver and
// etcd at their tags; the kubelet's Lease client from component-helpers as vendored by openshift/microshift
// (release-4.18 = v1.31.14).
import { cite } from '../engine/cited.ts';

export const LOAD_BALANCER = {
  /** /readyz fails only when the etcd Get has not answered within this long. */
  readyzEtcdTimeoutMs: cite(
    2_000,
    'pkg/storage/storagebackend/config.go @ v0.31.0 (l. 40–41) DefaultHealthcheckTimeout, DefaultReadinessTimeout = 2s; pkg/storage/storagebackend/factory/etcd3.go @ v0.31.0 (l. 216 WithTimeout, l. 263 client.Get(/registry/health))',
  ),
  /**
   * A write forwarded to the leader that died is lost; etcd answers it at its 7 s request timeout with this
   * error, which the etcd client does not retry for a write. The kubelet logs `Failed to update lease` once
   * and its next immediate PUT reaches the new leader: one renewal late, no `failed 5 attempts`.
   */
  electionWriteError: cite(
    'etcdserver: request timed out, possibly due to previous leader failure',
    'server/etcdserver/server.go @ v3.5.21 (l. 2804–2815) parseProposeCtxErr; client/v3/retry.go @ v3.5.21 (l. 83–92) mutable RPCs not retried; staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go @ v1.31.14 (l. 185–206) retryUpdateLease',
  ),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const LOAD_BALANCER_STATED = {
  /**
   * A read waiting in an etcd election is failed with `leader changed` once a new leader is known, and the
   * etcd client retries it (Unavailable): a check that waits on a 1.5 s election still passes.
   */
  electionReadRetried: cite(
    'etcdserver: leader changed',
    'server/etcdserver/v3_server.go @ v3.5.21 (l. 909) return 0, ErrLeaderChanged; api/v3rpc/rpctypes/error.go @ v3.5.21 (l. 73) codes.Unavailable; client/v3/retry.go @ v3.5.21 (l. 53–61) immutable RPCs retried on Unavailable',
  ),
  /** The kubelet renews its Lease every 10 s, so a 1.5 s election catches at most one renewal of a kubelet. */
  leaseRenewIntervalMs: cite(10_000, 'staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go @ v1.31.14 (l. 99) JitterUntil(c.sync, c.renewInterval); pkg/kubelet/kubelet.go @ v1.31.14 (l. 202, 935) nodeLeaseRenewIntervalFraction 0.25 × the 40 s Lease'),
} as const;
