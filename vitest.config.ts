import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: ['{shared,runtime,mobile,studio,console,server}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./tests/setup/unit.ts'],
          // Generous limits for a busy two-core CI machine: tests wait for states, these only catch a hang.
          testTimeout: 30_000,
          // expect.poll waits for a state; its default of one second is shorter than a busy machine may need.
          expect: { poll: { timeout: 15_000 } },
          // Most of a unit file's time is importing its modules; files in one worker share them (about 3x faster
          // on two cores). Each test file still sets up and cleans up its own state: stores are made per test,
          // and component renders are cleaned after each test (tests/setup/unit.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // one migrated, seeded database per run, copied for each test file
          globalSetup: ['./tests/api/databaseTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for a state (a file gone once its download has been sent); on a loaded machine that state
          // can take seconds to arrive, so the limit only catches a state that never comes.
          expect: { poll: { timeout: 20_000 } },
          maxWorkers: 2,
          // Files in one worker share the server's imported modules (most of a file's start-up time); each file
          // still builds its own app on its own copy of the database (tests/api/harness.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          exclude: ['tests/cluster/failover/**'],
          environment: 'node',
          // one file: three server processes and HAProxy on loopback are all the machine can take at once
          maxWorkers: 1,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'failover',
          include: ['tests/cluster/failover/**/*.test.ts'],
          environment: 'node',
          // a monitor, two PostgreSQL nodes and a server: one file at a time
          maxWorkers: 1,
        },
      },
    ],
  },
});
