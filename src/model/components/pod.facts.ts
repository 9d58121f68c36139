// What decides whether a crashed container of `web` can start again during an outage (KL-2, issue 23
// §3): the kubelet's per-object watch of the ConfigMap its env comes from. `pkg/` of openshift/kubernetes
// as vendored by openshift/microshift (release-4.18 = v1.31.14; the same lines at v1.36.3 + 3–6).
import { cite } from '../engine/cited.ts';

const WATCH = 'pkg/kubelet/util/manager/watch_based_manager.go @ v1.31.14';

export const POD = {
  /** A watch nobody read for longer than this is stopped (and its store un-initialised). */
  maxIdleMs: cite(300_000, `${WATCH} (l. 396) maxIdleTime := resyncInterval * 5, --sync-frequency 1 min; l. 103 now.After(lastAccessTime + maxIdleTime)`),
  /** The pass that stops idle watches runs every minute. */
  recyclePeriodMs: cite(60_000, `${WATCH} (l. 201) wait.Until(store.startRecycleIdleWatch, time.Minute, stopCh)`),
  /** A read of a stopped watch polls hasSynced this long, then fails. */
  syncPollMs: cite(1_000, `${WATCH} (l. 322–323) wait.PollImmediate(10ms, time.Second, item.hasSynced)`),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const POD_STATED = {
  syncFailedLine: cite('failed to sync configmap cache: timed out waiting for the condition', `${WATCH} (l. 323) "failed to sync %s cache: %v"`),
} as const;
