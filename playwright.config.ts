import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/** Browser tests run the real server (built front ends, fresh embedded database) in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // CI runs on a busy 2-core machine: a real state (a chunk loaded, a query answered) may take longer
  // than on a quiet one. Tests wait for states, never for time, so a longer limit costs nothing when
  // they pass. Retries stay 0: a flaky test is fixed, not retried.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/digital-portal/api/authority/admin/properties/load`,
    // the server starts in seconds on a quiet machine; a busy 2-core one has been seen to need over two minutes
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `data/e2e-${process.pid}`,
      DATABASE_URL: '',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // The runtime tests call a local test endpoint through the form-event proxy.
      OUTBOUND_ALLOWLIST: process.env.OUTBOUND_ALLOWLIST ?? 'localhost',
      // The chat-app tests sign in through the demo provider and register through /register.
      DEMO_CHAT_LOGIN: '1',
      REGISTER_MERCHANT_ID: 'M001',
      LOG_LEVEL: 'warn',
      // The time-limit spec: the timer runner's clock runs two hours ahead, so a one-hour limit runs out at once.
      TIMER_CLOCK_OFFSET_MS: String(2 * 60 * 60 * 1000),
      TIMER_POLL_MS: '1000',
    },
  },
});
