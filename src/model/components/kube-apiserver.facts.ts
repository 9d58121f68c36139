// Timers, thresholds and log lines of a kubeadm kube-apiserver with stacked etcd (issue 23 §3).
// kubernetes/apiserver at its tags; `pkg/`, `cmd/` and `staging/` of kubernetes/kubernetes as vendored by
// openshift/microshift (release-4.18 = v1.31.14 … release-4.23 = v1.36.3). Values the source gives only as
// a mechanism are marked "scenario value" with the mechanism they stand for.
import { cite } from '../engine/cited.ts';
import { minorOf } from './k8s-version.ts';

const PROBES = 'cmd/kubeadm/app/util/staticpod/utils.go @ v1.31.14';

export const APISERVER = {
  /** The `etcd` health check's timeout: /readyz (and /livez) fail this long after etcd stops answering. */
  readyzFailMs: cite(2_000, 'pkg/storage/storagebackend/config.go @ v0.31.0 (l. 40) DefaultHealthcheckTimeout; pkg/server/options/etcd.go @ v0.31.0 (l. 366, 374)'),
  /** The readiness probe: period 1 s, failureThreshold 3, after /readyz starts failing. */
  podUnreadyMs: cite(2_000, `${PROBES} (l. 242) ReadinessProbe createHTTPProbe(…, 0, 15, 3, 1): three failures 1 s apart`),
  /** The liveness probe on /livez (which includes `etcd`): period 10 s, failureThreshold 8. */
  livenessKillMs: cite(80_000, `${PROBES} (l. 235) LivenessProbe createHTTPProbe(…, 10, 15, 8, 10)`),
  /**
   * After SIGTERM the pre-shutdown hooks run while 6443 still accepts; `stop-kubernetes-service-controller`
   * waits for RemoveEndpoints at most 2 × EndpointInterval (10 s), which never completes without etcd.
   */
  shutdownHooksMs: cite(
    20_000,
    'pkg/controlplane/controller/kubernetesservice/controller.go @ v1.31.14 (l. 139–141) time.After(2 * c.EndpointInterval); pkg/controlplane/instance.go @ v1.31.14 (l. 109) DefaultEndpointReconcilerInterval = 10s; genericapiserver.go @ v0.31.0 (l. 614 listener closes only after the hooks, l. 693 RunPreShutdownHooks)',
  ),
  /** The kubelet's SIGKILL after SIGTERM: the pod's terminationGracePeriodSeconds (kubeadm sets none). */
  gracePeriodMs: cite(30_000, 'staging/src/k8s.io/api/core/v1/types.go @ v1.31.14 (l. 3352) DefaultTerminationGracePeriodSeconds = 30'),
  /** The blocking etcd dial (grpc.WithBlock, 20 s), and the Fatal right after it. */
  dialExitMs: cite(21_000, 'pkg/storage/storagebackend/factory/etcd3.go @ v0.31.0 (l. 68 dialTimeout = 20s, l. 309 grpc.WithBlock); pkg/controlplane/instance.go @ v1.31.14 (l. 225) klog.Fatalf'),
  /** rbac/bootstrap-roles polls 30 s, its requests stall on etcd's 7 s timeouts, then Fatal (≈ 31–40 s). */
  hookExitMs: cite(35_000, 'pkg/registry/rbac/rest/storage_rbac.go @ v1.31.14 (l. 166) wait.Poll(1s, 30s); pkg/server/hooks.go @ v0.31.0 (l. 210) klog.Fatalf("PostStartHook %q failed"); scenario value inside 31–40 s'),
  /** Storage built, post-start hooks done, /readyz passing: scenario value for a start with etcd answering. */
  startupMs: cite(3_000, 'pkg/server/hooks.go @ v0.31.0 (l. 210) every post-start hook must finish before /readyz passes; scenario value'),
  /** etcd cancels watches on its third check without a leader; the reflector then re-watches for 30 s. */
  watchCancelMs: cite(5_000, 'server/etcdserver/api/v3rpc/interceptor.go @ v3.5.21 (l. 36 maxNoLeaderCnt = 3, l. 306 monitorLeader); scenario value'),
  rewatchMs: cite(30_000, 'pkg/storage/cacher/cacher.go @ v0.31.0 (l. 425) reflector.MaxInternalErrorRetryDuration = time.Second * 30'),
  hookExitLine: cite(
    'PostStartHook "rbac/bootstrap-roles" failed: unable to initialize roles: timed out waiting for the condition',
    'pkg/server/hooks.go @ v0.31.0 (l. 210); pkg/registry/rbac/rest/storage_rbac.go @ v1.31.14 (l. 166)',
  ),
  /** The line a run that could not reach etcd exits with: klog Fatal on 1.31–1.35, `command failed` on 1.36 [I]. */
  dialExitLine: cite(
    (version: string): string =>
      minorOf(version) >= 36
        ? '"command failed" err="error creating storage factory: context deadline exceeded"'
        : 'Error creating leases: error creating storage factory: context deadline exceeded',
    'pkg/controlplane/instance.go @ v1.31.14 (l. 225) klog.Fatalf("Error creating leases: %v"); 1.36: pkg/reconcilers/peer_endpoint_lease.go @ v1.36.3 returns the error to Run (fact sheet API-4, inferred)',
  ),
  /** retryAfterSeconds of the 429 `storage is (re)initializing`: 1 on 1.31–1.32; clamp(e^(0.06 × downtime s), 1, 30) from 1.33. */
  retryAfterSeconds: cite(
    (version: string, downtimeMs: number): number =>
      minorOf(version) <= 32 ? 1 : Math.min(30, Math.max(1, Math.floor(Math.exp(0.06 * (downtimeMs / 1000))))),
    'pkg/storage/cacher/util.go @ v0.33.0 (l. 51–53) calculateRetryAfterForUnreadyCache; pkg/storage/cacher/cacher.go @ v0.31.0 (l. 868) NewTooManyRequests(…, 1)',
  ),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const APISERVER_STATED = {
  removeEndpointsLine: cite('RemoveEndpoints() timed out', 'pkg/controlplane/controller/kubernetesservice/controller.go @ v1.31.14 (l. 141)'),
} as const;
