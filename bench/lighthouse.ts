// Lighthouse (mobile, its default emulation) on pages served by the project's own server, i.e.
// compressed and with the security headers, as readers get them. Runs Chromium through Lighthouse's
// chrome-launcher with the system Chromium (src/tools/browser.ts picks it).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumExecutable } from '../src/tools/browser.ts';

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function runLighthouse(origin: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs.filter((a) => a !== '--headless')],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`lighthouse gave no result for ${path}`);
      const { categories: c, audits: a } = run.lhr;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
        cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
