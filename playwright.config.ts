import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './src/tools/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4321);
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e',
  // e2e/built/*.test.ts are node tests over dist/ (npm run test:built), not browser tests.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Waits are for states (an attribute, a row, a notice); this is only the ceiling of one wait, set for
  // a loaded 2-core machine. A test's own budget is its work (see scenario.spec.ts), not a tuned sleep.
  expect: { timeout: 30_000 },
  // Likewise the ceiling of a whole test: a pass ends as soon as its states are reached, so this only
  // decides how long a stuck test may hang. CI ran several-step tests at 15–20 s of the old 30 s default.
  timeout: 60_000,
  // The list, then one line per spec with its time, slowest first: where the suite's time goes.
  reporter: [['list'], ['./e2e/reporters/spec-times.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // A system Chromium where there is one (Debian here); Playwright's own browser elsewhere.
        launchOptions: executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // The project's own server: compressed, with the security headers, like production.
    command: `node src/tools/serve/cli.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
