// Timers and log lines of CoreDNS's kubernetes plugin (DNS-2, DNS-3 resolved; issue 23 §3). kubeadm 1.31–1.33
// ships CoreDNS 1.11.3; the behaviour is the same in 1.14.2, where the 5 s became `startup_timeout`.
import { cite } from '../engine/cited.ts';

export const COREDNS = {
  /** How long a starting CoreDNS waits for its informers to sync before it serves anyway. */
  startupTimeoutMs: cite(5_000, 'plugin/kubernetes/kubernetes.go @ v1.11.3 (l. 266) timeout := 5 * time.Second; plugin/kubernetes/setup.go @ v1.14.2 (l. 116) startupTimeout = time.Second * 5'),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const COREDNS_STATED = {
  unsyncedLine: cite('starting server with unsynced Kubernetes API', 'plugin/kubernetes/kubernetes.go @ v1.11.3 (l. 283); @ v1.14.2 (l. 318)'),
  /** Not synced: a name it cannot find is SERVFAIL, not NXDOMAIN. */
  unsyncedRcode: cite('SERVFAIL', 'plugin/kubernetes/handler.go @ v1.14.2 (l. 69–71) !k.APIConn.HasSynced() → dns.RcodeServerFailure'),
} as const;
