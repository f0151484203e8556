import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chooseChromium } from './test/chromium';

// E2E_PORT lets two checkouts run their browser suites at once.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// A fresh embedded database for every run. Workers load this file again and inherit the
// variable, so the whole run agrees on one directory.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `people-search-e2e-${Date.now()}`);

// A system Chromium when there is one, else the one npm installed (test/chromium.ts).
const browser = await chooseChromium();
if (process.env.TEST_WORKER_INDEX === undefined) console.log(`[e2e] Chromium (${browser.source}): ${browser.executablePath}`);

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side, tests within a file in order. Every test signs up accounts of its own
  // (e2e/support/accounts.ts); two workers share one server and took 114 s where one took 149 s.
  fullyParallel: false,
  workers: Math.min(2, os.availableParallelism()),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: browser.executablePath, args: browser.args },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npm start',
    url: `${BASE_URL}/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: BASE_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      // The browser plays the reverse proxy: its X-Forwarded-For names the client, so each test
      // account signs up from an address of its own (e2e/support/accounts.ts). Without
      // TRUST_PROXY the app ignores that header (e2e/client-address.spec.ts checks it).
      TRUST_PROXY: '1',
    },
  },
});
