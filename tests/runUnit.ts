import { runSideBySide } from './node/sideBySide';

/**
 * The unit tests on Node.js 24 and, where CI installed it, on Node.js 22, side by side: one run of Vitest keeps one
 * core busy (its files share one worker, see vitest.config.ts), so on a two-core machine the two lines take the time
 * of one. Without the CI installs both run on the Node.js on PATH, the second one skipped (tests/node/withNode.mjs).
 */
const onLine = (line: string, ...flags: string[]) => ({
  label: `unit tests on Node.js ${line}`,
  command: 'node',
  args: ['tests/node/withNode.mjs', ...flags, line, 'npm', 'run', 'test:unit'],
});

const passed = await runSideBySide([onLine('24'), onLine('22', '--if-installed')]);
process.exit(passed ? 0 : 1);
