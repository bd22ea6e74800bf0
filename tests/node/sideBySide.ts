import { spawn } from 'node:child_process';

/** A command of a run side by side: what the log calls it, and what runs. */
export interface SideBySideCommand {
  label: string;
  command: string;
  args: string[];
}

interface Result {
  label: string;
  code: number;
  output: string;
}

const run = ({ label, command, args }: SideBySideCommand) =>
  new Promise<Result>((resolve) => {
    let output = '';
    const child = spawn(command, args, { env: process.env });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ label, code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => resolve({ label, code: code ?? 1, output }));
  });

/**
 * Runs the commands `runners` at a time, in the order given (put the longest first): each runner takes the next
 * command as soon as its own ends. Each command's output is printed whole, in the order given, once all have ended.
 * Resolves to whether every command passed.
 */
export const runSideBySide = async (
  commands: readonly SideBySideCommand[],
  runners = 2,
): Promise<boolean> => {
  const queue = [...commands];
  const results = new Map<string, Result>();
  const runner = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.set(next.label, await run(next));
  };
  await Promise.all(Array.from({ length: runners }, runner));
  let passed = true;
  for (const { label } of commands) {
    const result = results.get(label) as Result;
    console.log(`\n=== ${label}: ${result.code === 0 ? 'ok' : `failed (${result.code})`} ===`);
    if (result.output.trim()) console.log(result.output.trimEnd());
    passed &&= result.code === 0;
  }
  return passed;
};
