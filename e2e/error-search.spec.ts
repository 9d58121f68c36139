import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { errorSectionsFrom, TROUBLESHOOTING_PAGE } from '../src/search/messages.ts';

// Every error section of the troubleshooting page, as an on-call engineer would paste it: with a
// klog prefix, a hostname and a request id around the message.
const sections = errorSectionsFrom(readFileSync(TROUBLESHOOTING_PAGE, 'utf8'));

function pasted(message: string): string {
  const concrete = message.replace(/<host>/g, 'cp-1.prod.example.com').replace(/<[^>]+>/g, 'x42');
  return `E1130 03:12:45.118204    2871 controller.go:114] "Unhandled Error" err="${concrete}" node="cp-1" requestID="8f2c61d4-0b7e-4c19-a1e2-3f9d2b7c5e10"`;
}

// Real lines an on-call engineer pastes, as the components print them, each with the section that explains it.
// Several sections cover more than one spelling (per Kubernetes or etcd version); every spelling must land there.
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
  // kube-controller-manager before `leaderelection lost`, one line per client-go version (1.31, 1.32–1.34, 1.35+).
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:09.002117       1 leaderelection.go:429] Failed to update lock optimitically: etcdserver: request timed out, falling back to slow path' },
  { id: 'err-leaderelection-lost', line: 'I1201 10:00:17.004318       1 leaderelection.go:297] failed to renew lease kube-system/kube-controller-manager: timed out waiting for the condition' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:09.002117       1 leaderelection.go:436] Failed to update lock optimistically: etcdserver: request timed out, falling back to slow path' },
  { id: 'err-leaderelection-lost', line: 'I1201 10:00:17.004318       1 leaderelection.go:297] failed to renew lease kube-system/kube-controller-manager: context deadline exceeded' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:13.004001       1 leaderelection.go:448] error retrieving resource lock kube-system/kube-controller-manager: Get "https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-controller-manager?timeout=5s": context deadline exceeded' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:09.002117       1 leaderelection.go:441] "Failed to update lease optimistically, falling back to slow path" err="etcdserver: request timed out"' },
  { id: 'err-leaderelection-lost', line: 'I1201 10:00:17.004318       1 leaderelection.go:297] "Failed to renew lease" lock="kube-system/kube-controller-manager" err="context deadline exceeded"' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:13.004001       1 leaderelection.go:448] "Error retrieving lease lock" err="Get \\"https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-controller-manager?timeout=5s\\": dial tcp 127.0.0.1:6443: connect: connection refused" lock="kube-system/kube-controller-manager"' },
  { id: 'err-leaderelection-lost', line: 'E1201 10:00:17.004401       1 server.go:254] "Leaderelection lost"' },
  { id: 'err-request-did-not-complete', line: 'error: failed to create deployment: Timeout: request did not complete within requested timeout - context deadline exceeded' },
  { id: 'err-request-too-large', line: 'The Secret "big" is invalid: data: Too long: may not be more than 1048576 bytes' },
];

test('the troubleshooting page explains at least the messages the issue names', () => {
  expect(sections.length).toBeGreaterThanOrEqual(26);
});

for (const lang of ['en', 'ru']) {
  test(`pasted error lines find their section first (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/troubleshooting/`);
    await page.locator('button[data-open-modal]').click();
    const input = page.locator('#starlight__search input');
    const misses: string[] = [];
    const results = page.locator('#starlight__search .pagefind-ui__result');
    for (const { id, message } of sections) {
      await input.fill('');
      await expect(results).toHaveCount(0);
      await input.fill(pasted(message));
      await expect(results.first()).toBeVisible({ timeout: 15_000 });
      // The first link under the search box is what the reader sees and follows first.
      const first = page.locator('#starlight__search a').first();
      const href = await first.getAttribute('href');
      if (!href?.endsWith(`/${lang}/troubleshooting/#${id}`)) misses.push(`${message} → ${href}`);
      // …and Pagefind's own results list the troubleshooting page as well.
      // Pagefind fills each result in as its data loads, so give the list a moment.
      const listed = results.locator(`a.pagefind-ui__result-link[href*="/${lang}/troubleshooting/"]`).first();
      await listed.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => misses.push(`${message}: troubleshooting page not in results`));
    }
    expect(misses).toEqual([]);
  });

  test(`real log lines of every version find their section first (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/troubleshooting/`);
    await page.locator('button[data-open-modal]').click();
    const input = page.locator('#starlight__search input');
    const results = page.locator('#starlight__search .pagefind-ui__result');
    const misses: string[] = [];
    for (const { line, id } of PASTED) {
      await input.fill('');
      await expect(results).toHaveCount(0);
      await input.fill(line);
      await expect(results.first()).toBeVisible();
      const href = await page.locator('#starlight__search a').first().getAttribute('href');
      if (!href?.endsWith(`/${lang}/troubleshooting/#${id}`)) misses.push(`${line.slice(0, 80)} → ${href} (want #${id})`);
    }
    expect(misses).toEqual([]);
  });
}
