import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const TEST_DIR = 'tests/e2e';

/** Seconds each spec file took on a recent run (tests/e2e/specSeconds.json, rewritten by `E2E_RECORD_SECONDS=1`). */
const SPEC_SECONDS_FILE = `${TEST_DIR}/specSeconds.json`;

/**
 * The spec files split into `count` groups of about the same running time (longest first, each to the group with
 * the least so far), the same split on every run. A spec not timed yet counts 5 s per test. Each group runs on a
 * server and database of its own.
 */
const specGroups = (count: number): string[][] => {
  const seconds = existsSync(SPEC_SECONDS_FILE)
    ? (JSON.parse(readFileSync(SPEC_SECONDS_FILE, 'utf8')) as Record<string, number>)
    : {};
  const weighed = readdirSync(TEST_DIR)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({
      name,
      seconds:
        seconds[name] ?? 5 * (readFileSync(`${TEST_DIR}/${name}`, 'utf8').match(/^\s*test\(/gm) ?? []).length,
    }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const groups = Array.from({ length: count }, () => ({ seconds: 0, names: [] as string[] }));
  for (const spec of weighed) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += spec.seconds;
    lightest.names.push(spec.name);
  }
  return groups.map((group) => group.names);
};

/**
 * Two servers, each with its own fresh database, and one browser worker on each: the machine's two cores both
 * work, and no spec ever sees another group's data. `E2E_SERVERS=1` runs everything on one server.
 */
const serverCount = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));
const portOf = (index: number) => port + index * 100;

/**
 * Debian's Chromium runs the pages. Its headless shell (package chromium-headless-shell: the same Chromium release
 * built without the desktop browser around the page, what Playwright itself runs headless) is used where it is
 * installed: the same engine draws the same pages, and it spends about 40% less CPU per test than the full browser,
 * which on CI's two busy cores is most of the run. `CHROMIUM_PATH` names another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
  workers: serverCount,
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.E2E_RECORD_SECONDS
      ? [['./tests/e2e/specSecondsReporter.ts', { file: SPEC_SECONDS_FILE }] as const]
      : []),
  ],
  projects: specGroups(serverCount).map((names, index) => ({
    name: `server-${index + 1}`,
    testMatch: names,
    // one spec at a time on each server: a spec never sees another one's applications, mails or settings
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${portOf(index)}` },
  })),
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    // Pages honour the reader's wish for less motion (console/styles/app.css): transitions and animations end at
    // once, so a test waits for no slide or fade and the machine draws no frames for them. The theme's page
    // animation test still reads the animation a page is given.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
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
  webServer: Array.from({ length: serverCount }, (_, index) => ({
    command: `tsx server/main.ts`,
    url: `http://127.0.0.1:${portOf(index)}/digital-portal/api/authority/admin/properties/load`,
    // the server starts in seconds on a quiet machine; a busy 2-core one has been seen to need over two minutes
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(portOf(index)),
      HOST: '127.0.0.1',
      DATA_DIR: `data/e2e-${process.pid}-${index + 1}`,
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
  })) satisfies PlaywrightTestConfig['webServer'],
});
