// What a first visit to a page really transfers, measured in Chromium against the project's server:
// requests and bytes per kind, raw (decoded) and as sent (compressed).
import type { Browser } from 'playwright';

export interface KindBytes {
  requests: number;
  raw: number;
  sent: number;
}

export interface PageRequests {
  path: string;
  total: KindBytes;
  byKind: Record<string, KindBytes>;
  /** Requests to any other origin (should be none). */
  foreign: string[];
}

const kindOf = (type: string, url: string) =>
  type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type === 'font' ? 'font' : /\.svg$|image/.test(url) || type === 'image' ? 'image' : 'other';

export async function measureRequests(browser: Browser, origin: string, path: string): Promise<PageRequests> {
  // The service worker's precache is a background download after load, not the page's cost: block it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const seen: Array<{ kind: string; raw: number; sent: number; url: string }> = [];
  const foreign: string[] = [];
  page.on('requestfinished', async (req) => {
    if (!req.url().startsWith(origin)) foreign.push(req.url());
    const res = await req.response();
    const sizes = await req.sizes();
    const raw = res ? (await res.body().catch(() => Buffer.alloc(0))).length : 0;
    seen.push({ kind: kindOf(req.resourceType(), req.url()), raw, sent: sizes.responseBodySize, url: req.url() });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  // Scroll to the end so that lazy islands (client:visible) load, as a reader's would.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await context.close();
  const byKind: Record<string, KindBytes> = {};
  const total: KindBytes = { requests: 0, raw: 0, sent: 0 };
  for (const r of seen) {
    const k = (byKind[r.kind] ??= { requests: 0, raw: 0, sent: 0 });
    for (const into of [k, total]) {
      into.requests++;
      into.raw += r.raw;
      into.sent += r.sent;
    }
  }
  return { path, total, byKind, foreign };
}
