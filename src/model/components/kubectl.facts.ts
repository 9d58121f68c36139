// What kubectl waits for and prints (issue 23 §3). client-go and apiserver at their tags; kubectl from
// staging/src/k8s.io/kubectl of openshift/kubernetes as vendored by openshift/microshift (release-4.20 =
// v1.33.13, release-4.21 = v1.34.9).
import { cite } from '../engine/cited.ts';
import { minorOf } from './k8s-version.ts';

export const KUBECTL = {
  /** A delete: the handler's cap on the request timeout. */
  deleteCapMs: cite(34_000, 'pkg/endpoints/handlers/rest.go @ v0.31.0 (l. 55) requestTimeoutUpperBound = 34 * time.Second'),
  /** A GET or LIST: the apiserver's --request-timeout, then 504. */
  getTimeoutMs: cite(60_000, 'pkg/server/config.go @ v0.31.0 (l. 432) RequestTimeout: 60 s'),
  tlsHandshakeMs: cite(10_000, 'transport/cache.go @ v0.31.0 (l. 132) TLSHandshakeTimeout: 10 * time.Second'),
  dialTimeoutMs: cite(30_000, 'transport/cache.go @ v0.31.0 (l. 111) net.Dialer Timeout: 30 * time.Second'),
  /** client-go retries a GET whose connection dropped (EOF, reset), 1 s apart (an artificial Retry-After: 1), at most 10 times. */
  maxRetries: cite(10, 'rest/request.go @ v0.31.0 (l. 161) maxRetries: 10; l. 1146 GET retried on IsConnectionReset / IsProbableEOF; rest/with_retry.go @ v0.31.0 (l. 148–195, 309–318) 429 and 5xx with Retry-After'),
  retryWaitMs: cite(1_000, 'rest/with_retry.go @ v0.31.0 (l. 170–173) retryAfterResponse(): Retry-After 1 s for a retryable error'),
  deleteTimeoutLine: cite('Error from server (Timeout): Timeout: request did not complete within requested timeout - context deadline exceeded', 'pkg/endpoints/handlers/rest.go @ v0.31.0 (l. 55); fact sheet ReplicaSet, resolved (kubectl output)'),
  getTimeoutLine: cite(
    'Error from server (Timeout): the server was unable to return a response in the time allotted, but may still be processing the request (get pods)',
    'pkg/server/filters/timeout.go @ v0.31.0 (504 after RequestTimeout); fact sheet API-6, resolved',
  ),
  /** The http2 error after the server's GOAWAY (graceful shutdown) and then the connection's end; after a Fatal exit, none. */
  goawayLine: cite('http2: server sent GOAWAY and closed the connection; LastStreamID=…, ErrCode=NO_ERROR, debug=""', 'vendor/golang.org/x/net/http2/transport.go @ v1.31.14 (l. 2266–2268 GoAwayError, l. 2294–2299)'),
  eofLine: cite('unexpected EOF', 'vendor/golang.org/x/net/http2/transport.go @ v1.31.14 (l. 2300–2301) io.EOF → io.ErrUnexpectedEOF'),
  /** kubectl wraps a transport error: staging/src/k8s.io/kubectl/pkg/cmd/util/helpers.go. */
  unableLine: cite('Unable to connect to the server: ', 'staging/src/k8s.io/kubectl/pkg/cmd/util/helpers.go @ v1.31.14 (l. 273)'),
  refusedLine: cite(
    (server: string): string => `The connection to the server ${server}:6443 was refused - did you specify the right host or port?`,
    'staging/src/k8s.io/kubectl/pkg/cmd/util/helpers.go @ v1.31.14 (l. 265–270)',
  ),
  /** What `kubectl delete pod` prints: the namespace from 1.34 (kubectl #126619). */
  deletedLine: cite(
    (pod: string, version: string): string => (minorOf(version) >= 34 ? `pod "${pod}" deleted from default namespace` : `pod "${pod}" deleted`),
    'staging/src/k8s.io/kubectl/pkg/cmd/delete/delete.go @ v1.34.9 (l. 509–511) "%s from %s namespace"; absent @ v1.33.13 (l. 497–520)',
  ),
} as const;
