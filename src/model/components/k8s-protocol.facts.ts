// The kubelet's container restart rules every Kubernetes component type shares (issue 23 §3). Read in
// openshift/kubernetes as vendored by openshift/microshift (release-4.18 = v1.31.14, release-4.20 =
// v1.33.13, release-4.23 = v1.36.3; no fork changes in these functions) and client-go at its tags.
import { cite } from '../engine/cited.ts';

const KUBELET = 'pkg/kubelet/kubelet.go @ v1.31.14';

/** CrashLoopBackOff (the kubelet's per-container flowcontrol.Backoff, no jitter). */
export const CRASHLOOP = {
  /** The first back-off, once an entry exists. */
  initialMs: cite(10_000, `${KUBELET} (l. 191) backOffPeriod = time.Second * 10; same at v1.36.3 (l. 223)`),
  /** The cap. */
  maxMs: cite(300_000, `${KUBELET} (l. 149) MaxContainerBackOff = 300 * time.Second`),
  /** An entry is forgotten once this long has passed since the last start it allowed (its lastUpdate). */
  resetMs: cite(
    600_000,
    'util/flowcontrol/backoff.go @ v0.31.0 (l. 178–179) hasExpired: eventTime - lastUpdate > 2 × maxDuration, and GC (l. 149) from the kubelet housekeeping (pkg/kubelet/kubelet_pods.go @ v1.31.14 l. 1372); from 1.33 HasExpiredFunc "> 600*time.Second" (pkg/kubelet/kubelet.go @ v1.33.13 l. 995)',
  ),
  /** A container that exited is seen at the next PLEG relist, and restarted on that sync. */
  relistMs: cite(1_000, `${KUBELET} (l. 180) genericPlegRelistPeriod = time.Second * 1`),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const CRASHLOOP_STATED = {
  /**
   * No entry before the kubelet has seen an exited container: doBackOff returns "not in back-off" when
   * the pod status it was given has no exited instance, and only then calls Next, which creates the 10 s
   * entry. A liveness kill is restarted in the same SyncPod with the status from before the kill (the
   * container Running), so it creates no entry either.
   */
  firstStartAtOnce: cite(
    true,
    'pkg/kubelet/kuberuntime/kuberuntime_manager.go @ v1.31.14 (l. 1423–1459 doBackOff; l. 998–1018 liveness kill adds the container to ContainersToStart; SyncPod l. 1240 passes the pre-kill podStatus); same doBackOff at v1.36.3',
  ),
} as const;
