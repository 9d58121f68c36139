import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './src/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4321);
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
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
    command: `node src/serve/cli.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
