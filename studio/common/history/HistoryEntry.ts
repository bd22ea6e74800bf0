import type { Command } from './Command';

/**
 * One undo step: one command, or the commands of a group applied in order.
 * Undo reverts them in reverse order; redo executes them again in order.
 */
export class HistoryEntry<K extends string> {
  readonly commands: Command<K>[];

  constructor(
    readonly kind: K,
    commands: Command<K>[],
    /** Time of the latest change folded into this entry. */
    public time: number,
    /** A single-command entry may absorb a following command of the same kind. */
    readonly isMergeable: boolean,
  ) {
    this.commands = commands;
  }

  revert(): void {
    revertAll(this.commands);
  }

  execute(): void {
    for (const command of this.commands) command.execute();
  }

  /** Tries to fold `next` (already executed) into this entry. */
  tryMerge(next: Command<K>, now: number, windowMs: number): boolean {
    const only = this.commands.length === 1 ? this.commands[0] : undefined;
    if (!this.isMergeable || !only || !only.mergeWith) return false;
    if (only.kind !== next.kind || now - this.time > windowMs || now < this.time) return false;
    if (!only.mergeWith(next)) return false;
    this.time = now;
    return true;
  }
}

/** Reverts commands in reverse order of execution. */
export function revertAll<K extends string>(commands: readonly Command<K>[]): void {
  for (let index = commands.length - 1; index >= 0; index -= 1) commands[index]?.revert();
}
