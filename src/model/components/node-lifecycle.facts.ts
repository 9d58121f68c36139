// Timers, thresholds and log lines of the node lifecycle and taint-eviction controllers in the
// kube-controller-manager leader (NL-1…NL-6, issue 23 §3). `pkg/` and `cmd/` of kubernetes/kubernetes as
// vendored by openshift/microshift (release-4.18 = v1.31.14, release-4.19 = v1.32.13); the OpenShift 4.18
// tree already carries the 50 s grace period, so 1.31's 40 s is cited from the upstream changelog.
import { cite } from '../engine/cited.ts';
import { minorOf } from './k8s-protocol.ts';

const NLC = 'pkg/controller/nodelifecycle/node_lifecycle_controller.go @ v1.31.14';
const TAINT = 'pkg/controller/tainteviction/taint_eviction.go @ v1.31.14';

export const NODE_LIFECYCLE = {
  /** --node-monitor-grace-period: 40 s on 1.31, 50 s from 1.32 (k/k#126287). */
  gracePeriodMs: cite(
    (version: string): number => (minorOf(version) >= 32 ? 50_000 : 40_000),
    'pkg/controller/nodelifecycle/config/v1alpha1/defaults.go @ v1.32.13 (l. 46) 50 * time.Second; CHANGELOG/CHANGELOG-1.32.md @ v1.32.13 (l. 1718) "increased to 50s (earlier 40s)"',
  ),
  /** The default toleration of `node.kubernetes.io/unreachable:NoExecute` every pod gets. */
  tolerationMs: cite(300_000, 'plugin/pkg/admission/defaulttolerationseconds/admission.go @ v1.31.14 (l. 39) default-unreachable-toleration-seconds 300'),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const NODE_LIFECYCLE_STATED = {
  /** How often monitorNodeHealth runs (--node-monitor-period). */
  monitorPeriodMs: cite(5_000, 'staging/src/k8s.io/cloud-provider/config/v1alpha1/defaults.go @ v1.31.14 (l. 60) NodeMonitorPeriod 5 * time.Second'),
  /**
   * The taint-eviction controller times an eviction from when it handles the node (now + tolerationSeconds),
   * so a restarted controller starts the 300 s again for a node tainted before.
   */
  evictionFromRestart: cite(true, `${TAINT} (l. 583–586 handleNodeUpdate now := time.Now(); l. 479–489 processPodOnNode triggerTime := now + minTolerationTime)`),
  /** A new leader's empty health map: probeTimestamp = now for every node; the Ready condition it observes is the stored one. */
  missingTimestampLine: cite('Missing timestamp for Node. Assuming now as a timestamp', `${NLC} (l. 888); l. 863 observedReadyCondition = *currentReadyCondition`),
  /** Taint decisions read the stored Ready condition: Unknown keeps (or adds) the unreachable taint. */
  taintFromStoredCondition: cite(true, `${NLC} (l. 752 processTaintBaseEviction(observedReadyCondition), l. 798–805 ConditionUnknown → markNodeForTainting)`),
  unreachableTaint: cite('node.kubernetes.io/unreachable:NoExecute', `${NLC} (l. 71–74) UnreachableTaintTemplate`),
  disruptionLine: cite('Controller detected that all Nodes are not-Ready. Entering master disruption mode', `${NLC} (l. 1040)`),
  /** Leaving full disruption resets every node's probe timestamp. */
  exitDisruptionLine: cite('Controller detected that some Nodes are Ready. Exiting master disruption mode', `${NLC} (l. 1059–1064)`),
} as const;
