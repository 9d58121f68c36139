// One answer to "which Chromium?" for both the diagram renderer and Playwright's tests.
// Debian machines here cannot download Playwright's browser, so a system Chromium wins when present;
// elsewhere Playwright's own browser (from `npx playwright install chromium`) is used.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUM.find((p) => existsSync(p));
}

/** Flags that keep a headless Chromium quiet: no sandbox (root in CI), no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
