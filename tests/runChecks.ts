import { runSideBySide } from './node/sideBySide';

/**
 * The static checks of `npm test` (types, lint, format, architecture), two at a time: each is single-threaded, so on
 * a two-core machine two of them run side by side. The longest start first and each runner takes the next check as
 * soon as its own ends, so a short check never waits for a long one.
 */
const CHECKS = ['lint', 'typecheck', 'depcheck', 'format:check'];

const passed = await runSideBySide(
  CHECKS.map((script) => ({ label: script, command: 'npm', args: ['run', '--silent', script] })),
);
process.exit(passed ? 0 : 1);
