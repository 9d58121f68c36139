// Timers and log lines of a leader-elected process (client-go leaderelection), issue 23 §3. `pkg/`,
// `cmd/` and `staging/` files are read in openshift/kubernetes as vendored by openshift/microshift
// (release-4.18 = v1.31.14 … release-4.23 = v1.36.3); client-go at its tags.
import { cite } from '../engine/cited.ts';
import { minorOf } from './k8s-version.ts';

const DEFAULTS = 'staging/src/k8s.io/component-base/config/v1alpha1/defaults.go @ v1.31.14';

export const LEADER = {
  leaseMs: cite(15_000, `${DEFAULTS} (l. 38) LeaseDuration`),
  renewDeadlineMs: cite(10_000, `${DEFAULTS} (l. 41) RenewDeadline`),
  retryMs: cite(2_000, `${DEFAULTS} (l. 44) RetryPeriod; tools/leaderelection/leaderelection.go @ v0.31.0 (l. 72) JitterFactor = 1.2, so 2–4.4 s`),
  /**
   * A restarted kube-scheduler lists its informers before it campaigns (WaitForCacheSync, no timeout,
   * cmd/kube-scheduler/app/server.go Run). After a long outage its reflectors retry at the back-off cap,
   * 30 s with jitter 1.0 (so 30–60 s): the scenario takes 30 s after its apiserver answers.
   */
  cacheSyncMs: cite(30_000, 'tools/cache/reflector.go @ v0.31.0 (l. 236) NewExponentialBackoffManager(800ms, 30s, 2m, 2.0, 1.0); cmd/kube-scheduler/app/server.go @ v1.31.14 (l. 269 WaitForCacheSync, then l. 319 leaderElector.Run)'),
  /**
   * The line OnStoppedLeading logs: kube-scheduler `"Leaderelection lost"` (capital L, 1.31–1.36);
   * kube-controller-manager `"leaderelection lost"` to 1.35, `"leaderelection lost/stopped"` from 1.36
   * (ControllerManagerReleaseLeaderElectionLockOnExit); controller-runtime's manager `leader election lost`.
   */
  lostLine: cite(
    (role: 'kcm' | 'scheduler' | 'operator', version: string): string =>
      role === 'scheduler' ? '"Leaderelection lost"' : role === 'operator' ? 'leader election lost' : minorOf(version) >= 36 ? '"leaderelection lost/stopped"' : '"leaderelection lost"',
    'cmd/kube-scheduler/app/server.go @ v1.31.14 (l. 309) and @ v1.36.3; cmd/kube-controller-manager/app/controllermanager.go @ v1.31.14 (l. 371), @ v1.35.6 and @ v1.36.3; controller-runtime pkg/manager/internal.go (no tag read)',
  ),
} as const;
