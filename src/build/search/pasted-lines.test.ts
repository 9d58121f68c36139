// The pin above the search results, over what an on-call engineer really pastes: each error message the
// troubleshooting page explains, inside a klog line, and real log lines of every version. The expected
// section of each is written here by hand from the page, never computed by the code that pins.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bestMatchHref } from '../../site/search/best-match.ts';
import { errorSections, quotedErrors } from './messages.ts';

/** The error sections of content/docs/en/troubleshooting.mdx: each title's message and the section's id. */
const EXPLAINED: { message: string; id: string }[] = [
  { message: 'The connection to the server cp-1.prod.example.com:6443 was refused', id: 'err-connection-refused' },
  { message: 'Unable to connect to the server', id: 'err-unable-to-connect' },
  { message: 'etcdserver: request timed out', id: 'err-request-timed-out' },
  { message: 'etcdserver: leader changed', id: 'err-leader-changed' },
  { message: 'etcdserver: mvcc: database space exceeded', id: 'err-database-space-exceeded' },
  { message: 'etcdserver: request is too large', id: 'err-request-too-large' },
  { message: 'the server was unable to return a response in the time allotted', id: 'err-unable-to-return-response' },
  { message: 'Timeout: request did not complete within requested timeout', id: 'err-request-did-not-complete' },
  { message: 'storage is (re)initializing', id: 'err-storage-reinitializing' },
  { message: 'Too large resource version', id: 'err-too-large-resource-version' },
  { message: 'Internal error occurred', id: 'err-internal-error' },
  { message: 'context deadline exceeded', id: 'err-context-deadline-exceeded' },
  { message: 'etcdserver: too many requests', id: 'err-too-many-requests' },
  { message: 'etcdserver: unhealthy cluster', id: 'err-unhealthy-cluster' },
  { message: 'etcdserver: corrupt cluster', id: 'err-corrupt-cluster' },
  { message: 'x509: certificate has expired or is not yet valid', id: 'err-x509-expired' },
  { message: 'remote error: tls: bad certificate', id: 'err-tls-bad-certificate' },
  { message: 'etcdserver: no leader', id: 'err-no-leader' },
  { message: 'mvcc: required revision has been compacted', id: 'err-revision-compacted' },
  { message: 'leaderelection lost', id: 'err-leaderelection-lost' },
  { message: 'apply request took too long', id: 'err-apply-took-too-long' },
  { message: 'leader failed to send out heartbeat on time', id: 'err-heartbeat-late' },
  { message: 'slow fdatasync', id: 'err-slow-fdatasync' },
  { message: 'member 8e9e05c52164694d has already been bootstrapped', id: 'err-member-bootstrapped' },
  { message: 'lost TCP streaming connection with remote peer', id: 'err-peer-connection-lost' },
  { message: 'wal: crc mismatch', id: 'err-wal-crc-mismatch' },
  { message: 'CreateContainerConfigError', id: 'err-create-container-config-error' },
];

/** As it reaches the reader: a klog prefix, a host and a request id around the message. */
const inKlogLine = (message: string) =>
  `E1130 03:12:45.118204    2871 controller.go:114] "Unhandled Error" err="${message}" node="cp-1" requestID="8f2c61d4-0b7e-4c19-a1e2-3f9d2b7c5e10"`;

// Real lines as the components print them, each with the section that explains it. Several sections
// cover more than one spelling (per Kubernetes or etcd version); every spelling must land there.
const PASTED: { line: string; id: string }[] = [
  { id: 'err-context-deadline-exceeded', line: 'Error: context deadline exceeded' },
  { id: 'err-context-deadline-exceeded', line: '{"level":"warn","ts":"2026-12-01T10:00:12.114Z","logger":"etcd-client","caller":"v3@v3.5.21/retry_interceptor.go:63","msg":"retrying of unary invoker failed","target":"etcd-endpoints://0xc0002d4000/127.0.0.1:2379","attempt":0,"error":"rpc error: code = DeadlineExceeded desc = context deadline exceeded"}' },
  { id: 'err-x509-expired', line: '{"level":"warn","ts":"2026-12-01T10:04:12.118Z","caller":"embed/config_logging.go:160","msg":"rejected connection","remote-addr":"10.0.0.12:43512","server-name":"","error":"tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-12-01T10:04:12Z is after 2026-11-30T09:12:40Z"}' },
  { id: 'err-too-many-requests', line: 'Error from server: etcdserver: too many requests' },
  { id: 'err-unhealthy-cluster', line: 'Error: etcdserver: unhealthy cluster' },
  { id: 'err-member-bootstrapped', line: '{"level":"fatal","ts":"2026-12-01T11:02:03.118Z","caller":"etcdmain/etcd.go:204","msg":"discovery failed","error":"member 8e9e05c52164694d has already been bootstrapped"}' },
  // A wiped member that kubeadm had joined (`--initial-cluster-state=existing`) starts, then panics on the leader's first heartbeat.
  { id: 'err-member-bootstrapped', line: 'panic: tocommit(30) is out of range [lastIndex(0)]. Was the raft log corrupted, truncated, or lost?' },
  { id: 'err-member-bootstrapped', line: '{"level":"panic","ts":"2026-12-01T11:02:04.552Z","logger":"raft","caller":"etcdserver/zap_raft.go:101","msg":"tocommit(30) is out of range [lastIndex(0)]. Was the raft log corrupted, truncated, or lost?","stacktrace":"go.etcd.io/etcd/server/v3/etcdserver.(*zapRaftLogger).Panicf"}' },
  { id: 'err-corrupt-cluster', line: 'Error from server: etcdserver: corrupt cluster' },
  { id: 'err-tls-bad-certificate', line: '{"level":"warn","ts":"2026-12-01T10:04:12.118Z","caller":"embed/config_logging.go:160","msg":"rejected connection","remote-addr":"10.0.0.12:43512","server-name":"","error":"remote error: tls: bad certificate"}' },
  { id: 'err-tls-bad-certificate', line: 'transport: authentication handshake failed: remote error: tls: unknown certificate authority' },
  { id: 'err-peer-connection-lost', line: '{"level":"warn","ts":"2026-12-01T10:00:01.289Z","caller":"rafthttp/stream.go:421","msg":"lost TCP streaming connection with remote peer","stream-reader-type":"stream MsgApp v2","local-member-id":"8e9e05c52164694d","remote-peer-id":"b548c2511513015","error":"EOF"}' },
  { id: 'err-peer-connection-lost', line: '{"level":"warn","ts":"2026-12-01T10:00:06.301Z","caller":"rafthttp/probing_status.go:68","msg":"prober detected unhealthy status","round-tripper-name":"ROUND_TRIPPER_RAFT_MESSAGE","remote-peer-id":"b548c2511513015","rtt":"0s","error":"dial tcp 10.0.0.13:2380: connect: connection refused"}' },
  { id: 'err-peer-connection-lost', line: '2026-12-01 10:00:01.289555 W | rafthttp: lost the TCP streaming connection with peer b548c2511513015 (stream MsgApp v2 reader)' },
  { id: 'err-peer-connection-lost', line: '2026-12-01 10:00:06.301234 W | rafthttp: health check for peer b548c2511513015 could not connect: dial tcp 10.0.0.13:2380: connect: connection refused' },
  { id: 'err-wal-crc-mismatch', line: '{"level":"fatal","ts":"2026-12-01T11:02:03.118Z","caller":"etcdserver/storage.go:95","msg":"failed to read WAL, cannot be repaired","error":"walpb: crc mismatch"}' },
  { id: 'err-wal-crc-mismatch', line: 'wal: crc mismatch' },
  // One WAL fdatasync over 1 s, as etcd 3.5.21 (server/wal/wal.go:806) and 3.6.11 (server/storage/wal/wal.go:846) log it.
  { id: 'err-slow-fdatasync', line: '{"level":"warn","ts":"2026-12-01T10:00:03.004Z","caller":"wal/wal.go:806","msg":"slow fdatasync","took":"1.102s","expected-duration":"1s"}' },
  { id: 'err-slow-fdatasync', line: '{"level":"warn","ts":"2026-12-01T10:00:03.004Z","caller":"wal/wal.go:846","msg":"slow fdatasync","took":"3.001245913s","expected-duration":"1s"}' },
  // kube-controller-manager and kube-scheduler before they exit, one line per client-go version (1.31, 1.32–1.34, 1.35+).
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:09.002117       1 leaderelection.go:429] Failed to update lock optimitically: etcdserver: request timed out, falling back to slow path' },
  { id: 'err-leaderelection-lost', line: 'I1201 10:00:17.004318       1 leaderelection.go:297] failed to renew lease kube-system/kube-controller-manager: timed out waiting for the condition' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:09.002117       1 leaderelection.go:436] Failed to update lock optimistically: etcdserver: request timed out, falling back to slow path' },
  { id: 'err-leaderelection-lost', line: 'I1201 10:00:17.004318       1 leaderelection.go:297] failed to renew lease kube-system/kube-controller-manager: context deadline exceeded' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:13.004001       1 leaderelection.go:448] error retrieving resource lock kube-system/kube-controller-manager: Get "https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-controller-manager?timeout=5s": context deadline exceeded' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:09.002117       1 leaderelection.go:441] "Failed to update lease optimistically, falling back to slow path" err="etcdserver: request timed out"' },
  { id: 'err-leaderelection-lost', line: 'I1201 10:00:17.004318       1 leaderelection.go:297] "Failed to renew lease" lock="kube-system/kube-controller-manager" err="context deadline exceeded"' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:13.004001       1 leaderelection.go:448] "Error retrieving lease lock" err="Get \\"https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-controller-manager?timeout=5s\\": dial tcp 127.0.0.1:6443: connect: connection refused" lock="kube-system/kube-controller-manager"' },
  // The exit line itself: kube-scheduler's (cmd/kube-scheduler/app/server.go, capital L), and
  // kube-controller-manager's on 1.36 (controllermanager.go, "leaderelection lost/stopped").
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:17.004401       1 server.go:338] "Leaderelection lost"' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:17.004401       1 controllermanager.go:413] "leaderelection lost/stopped"' },
  { id: 'err-request-did-not-complete', line: 'error: failed to create deployment: Timeout: request did not complete within requested timeout - context deadline exceeded' },
  // kube-apiserver's gRPC client (klog through grpclog) when its etcd refuses: no known message, but the
  // connection-refused section quotes the error it carries; with stacked etcd and with an external one.
  { id: 'err-connection-refused', line: 'W0301 12:00:00.000000       1 logging.go:59] [core] [Channel #5 SubChannel #6] grpc: addrConn.createTransport failed to connect to {Addr: "127.0.0.1:2379", ServerName: "127.0.0.1:2379", }. Err: connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:2379: connect: connection refused"' },
  { id: 'err-connection-refused', line: 'W1201 10:00:09.301822       1 logging.go:55] [core] [Channel #3 SubChannel #4]grpc: addrConn.createTransport failed to connect to {Addr: "10.0.0.11:2379", ServerName: "10.0.0.11:2379", BalancerAttributes: <nil> }. Err: connection error: desc = "transport: Error while dialing: dial tcp 10.0.0.11:2379: connect: connection refused"' },
];

const pin = (query: string) => bestMatchHref(query, { sections: errorSections(), quotes: quotedErrors(), pageUrl: '/en/troubleshooting/', label: '' })?.href;

test('the hand-written list covers every error section of the page (a new section needs its line here)', () => {
  assert.deepEqual([...new Set(errorSections().map((s) => s.id))].sort(), [...new Set(EXPLAINED.map((e) => e.id))].sort());
});

test('each message the page explains, pasted inside a klog line, pins its section', () => {
  const misses = EXPLAINED.filter(({ message, id }) => pin(inKlogLine(message)) !== `/en/troubleshooting/#${id}`).map(
    ({ message, id }) => `${message} → ${pin(inKlogLine(message))} (want #${id})`,
  );
  assert.deepEqual(misses, []);
});

test('real log lines of every version pin their section', () => {
  const misses = PASTED.filter(({ line, id }) => pin(line) !== `/en/troubleshooting/#${id}`).map(({ line, id }) => `${line.slice(0, 80)} → ${pin(line)} (want #${id})`);
  assert.deepEqual(misses, []);
});
