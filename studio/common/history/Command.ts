/**
 * A reversible change to a document. `execute` applies it and saves whatever `revert` needs;
 * `revert` restores the state from before `execute`. Executing again after a revert (redo) must give
 * the same result as the first time.
 *
 * `K` is the command's kind: a string literal union chosen by each designer, so kinds are typed,
 * never free strings.
 */
export interface Command<K extends string = string> {
  readonly kind: K;
  execute(): void;
  revert(): void;
  /** When it returns false the history neither executes nor records the command. */
  canExecute?(): boolean;
  /**
   * Called with a command of the same kind that has just been executed, when it follows this one
   * within the merge window. Return true to absorb it: this command now stands for both changes
   * (its `revert` restores the state before itself, its `execute` applies the combined result).
   * Return false to keep them as two entries.
   */
  mergeWith?(next: Command<K>): boolean;
}

/** A source of time in milliseconds (injectable so tests control it). */
export type Clock = () => number;

export interface CommandHistoryOptions {
  /** Changes of the same kind within this many ms of the previous change are merged. Default 200. */
  mergeWindowMs?: number;
  /** Maximum number of undo entries kept; the oldest are dropped. Default 20. */
  limit?: number;
  clock?: Clock;
}

/** What happened to the history, for listeners (e.g. a designer clears its selection on undo). */
export type HistoryEventType = 'execute' | 'merge' | 'group' | 'undo' | 'redo' | 'cancel' | 'clear';

export interface HistoryEvent<K extends string = string> {
  type: HistoryEventType;
  /** Kind of the entry concerned (absent for `clear`). */
  kind?: K;
}

export type HistoryListener<K extends string = string> = (event: HistoryEvent<K>) => void;

/** Opaque handle of an open group, returned by `beginGroup` / `mark`. */
export interface HistoryMark {
  readonly id: number;
}

export const DEFAULT_MERGE_WINDOW_MS = 200;
export const DEFAULT_HISTORY_LIMIT = 20;
