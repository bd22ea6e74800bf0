#!/usr/bin/env node
/**
 * `node tests/node/withNode.mjs [--if-installed] <LINE> <command...>`: runs a command on another Node.js line when CI
 * provides it.
 * `.ci/run` installs the current LTS lines from the npm registry and names their bin folders in NODE_22_BIN and
 * NODE_24_BIN; without them (a developer's `npm test`) the command runs on the Node.js on PATH. Either way the
 * line that runs it is printed, so a log shows which Node.js each suite passed on.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { delimiter } from 'node:path';

const argv = process.argv.slice(2);
// --if-installed: a run that only repeats a suite on another line is skipped where that line is not installed
const isOptional = argv[0] === '--if-installed';
const [line, command, ...args] = isOptional ? argv.slice(1) : argv;
if (!line || !command) {
  console.error('usage: node tests/node/withNode.mjs [--if-installed] <22|24> <command> [args...]');
  process.exit(2);
}
const bin = process.env[`NODE_${line}_BIN`];
if (isOptional && !bin) {
  console.log(
    `\n=== ${[command, ...args].join(' ')} on Node.js ${line}: skipped (NODE_${line}_BIN is not set) ===`,
  );
  process.exit(0);
}
const env = bin ? { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` } : process.env;
const version = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
console.log(`\n=== ${[command, ...args].join(' ')} on Node.js ${version} ===`);
// a figure or a pass on the wrong line is easy to misread: say so when the asked-for line is not the one that runs
if (!bin && !version.startsWith(`v${line}.`))
  console.log(
    `(NODE_${line}_BIN is not set, so this runs on the Node.js on PATH, not on ${line}: ` +
      `NODE_${line}_BIN=$(cat .ci/node-${line}.path) after bash .ci/installNode.sh ${line} > .ci/node-${line}.path)`,
  );
const result = spawnSync(command, args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
