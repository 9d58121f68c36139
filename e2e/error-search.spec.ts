// A pasted log line in the search dialog, as the reader sees it: the section that explains it is pinned
// first, and Pagefind lists the troubleshooting page too. Which line pins which section is tested without
// a browser over every message and every real log line (src/build/search/pasted-lines.test.ts); here a few
// lines of different shapes go through the real dialog, in each language.
import { expect, test } from '@playwright/test';

const LINES: { line: string; id: string }[] = [
  { id: 'err-request-timed-out', line: 'E1130 03:12:45.118204    2871 controller.go:114] "Unhandled Error" err="etcdserver: request timed out" node="cp-1"' },
  { id: 'err-x509-expired', line: '{"level":"warn","ts":"2026-12-01T10:04:12.118Z","caller":"embed/config_logging.go:160","msg":"rejected connection","remote-addr":"10.0.0.12:43512","server-name":"","error":"tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-12-01T10:04:12Z is after 2026-11-30T09:12:40Z"}' },
  { id: 'err-request-did-not-complete', line: 'error: failed to create deployment: Timeout: request did not complete within requested timeout - context deadline exceeded' },
  // No known message, but a quoted error that the err-connection-refused section quotes.
  { id: 'err-connection-refused', line: 'W0301 12:00:00.000000       1 logging.go:59] [core] [Channel #5 SubChannel #6] grpc: addrConn.createTransport failed to connect to {Addr: "127.0.0.1:2379", ServerName: "127.0.0.1:2379", }. Err: connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:2379: connect: connection refused"' },
];

// One test per line and language: each search is its own wait, and a failure names its line.
for (const lang of ['en', 'ru']) {
  for (const { line, id } of LINES) {
    test(`${lang}: a pasted line pins #${id} first, and the troubleshooting page is in the results`, async ({ page }) => {
      await page.goto(`/${lang}/troubleshooting/`);
      await page.locator('button[data-open-modal]').click();
      const results = page.locator('#starlight__search .pagefind-ui__result');
      await page.locator('#starlight__search input').fill(line);
      // The first link under the search box is what the reader sees and follows first.
      await expect(page.locator('#starlight__search a').first()).toHaveAttribute('href', new RegExp(`/${lang}/troubleshooting/#${id}$`));
      await expect(results.locator(`a.pagefind-ui__result-link[href*="/${lang}/troubleshooting/"]`).first()).toBeAttached();
    });
  }
}
