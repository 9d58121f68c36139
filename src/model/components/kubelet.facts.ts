// A worker's kubelet and its node Lease during an outage (KL-4, KL-3b; issue 23 §3). component-helpers
// at its tag; `pkg/` of openshift/kubernetes as vendored by openshift/microshift (release-4.18 = v1.31.14).
import { cite } from '../engine/cited.ts';

export const KUBELET = {
  /** The Lease GET loop after 5 failed PUTs: 200 ms doubling to a 7 s cap; the next try after the API returns lands within it. */
  leaseRetryCapMs: cite(7_000, 'staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go @ v1.31.14 (l. 42 maxBackoff = 7 * time.Second, l. 144)'),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const KUBELET_STATED = {
  failedAttemptsLine: cite('failed 5 attempts to update lease', 'staging/src/k8s.io/component-helpers/apimachinery/lease/controller.go @ v1.31.14 (l. 40 maxUpdateRetries = 5, l. 206)'),
  waitingForSyncLine: cite('Waiting for node sync before watching apiserver pods', 'pkg/kubelet/config/apiserver.go @ v1.31.14 (l. 42)'),
} as const;
