// How long etcdctl put waits when the member it talks to has no leader, per etcd release (issue 23 §1.11).
// The member's raft takes no proposal without a leader (propc = nil), so Propose returns the raw
// context error when the server's request deadline passes; what the client then does depends on the
// gRPC code that error reaches it with.
import { cite } from '../engine/cited.ts';
import { atLeast } from './etcd-version.ts';

export const WRITE = {
  /** The server's own deadline on a proposal: 5 s + 2 × election timeout (1 s by default). */
  requestTimeoutMs: cite(7000, 'server/config/config.go @ v3.6.11 (l. 328–332) ReqTimeout; server/etcdserver/v3_server.go @ v3.6.11 (l. 874) context.WithTimeout(ctx, s.Cfg.ReqTimeout())'),
  /** etcdctl's default `--command-timeout`. */
  etcdctlTimeoutMs: cite(5000, 'etcdctl/ctlv3/ctl.go @ v3.6.11 (l. 34) defaultCommandTimeOut'),
  /**
   * 3.5+: the raw context error becomes gRPC DeadlineExceeded (grpc-go server.go @ v1.59.0 l. 1343–1351,
   * status.FromContextError; etcd 3.5.21 pins grpc v1.59.0, 3.6.11 v1.79.3), and clientv3's retry
   * interceptor sends the request again while the caller's own deadline has not passed, so etcdctl
   * prints `context deadline exceeded` at its --command-timeout. 3.4 (grpc v1.26.0, server.go l. 1024–1031)
   * sends it as Unknown, which is not retried: etcdctl prints it at 7 s.
   */
  retriesServerDeadline: cite(
    (version: string): boolean => atLeast(version, '3.5.0'),
    'client/v3/retry_interceptor.go @ v3.5.21 (l. 69–75) and @ v3.6.11 (l. 76–83): isContextError → ctx.Err() == nil → continue; grpc-go server.go @ v1.59.0 (l. 1343–1351) vs @ v1.26.0 (l. 1024–1031); 3.4.23 measured in live: live/quorum-loss.test.ts',
  ),
} as const;

/** Facts the model and its words rest on that no code reads: kept out of the browser (see cited.ts). */
export const WRITE_STATED = {
  /** A write a leader had taken fails with ErrGRPCTimeout, gRPC Unavailable: not retried for a put. */
  timedOutNotRetried: cite(true, 'api/v3rpc/rpctypes/error.go @ v3.5.21 (l. 76) ErrGRPCTimeout = Unavailable; client/v3/retry.go @ v3.5.21 (l. 83–91) isSafeRetryMutableRPC'),
} as const;
