import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/browser.mjs';

// DEMO_PORT lets several checkouts run the e2e suite side by side.
const DEMO_PORT = Number(process.env.DEMO_PORT ?? 5173);
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** Servers Playwright starts (or reuses locally) before the tests; one entry per server. */
const webServers: WebServer[] = [
  {
    // The demo site, as `npm start` serves it.
    command: `npx vite --host 127.0.0.1 --port ${DEMO_PORT} --strictPort`,
    url: DEMO_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
];

export default defineConfig({
  // A folder of its own: Playwright empties it on every run, and test-results/ holds benchmark output.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: webServers,
  projects: [
    // The mock's HTTP API needs no browser: the behaviour suite runs against the real HTTP server
    // in the integration tier (test/integration/mock/behaviour/adapters.test.ts).
    { name: 'e2e', testDir: 'test/e2e', testMatch: '**/*.e2e.ts', use: { baseURL: DEMO_URL } },
  ],
});
