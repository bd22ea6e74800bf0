import { action, computed, makeObservable, observable } from 'mobx';
import type {
  Clock,
  Command,
  CommandHistoryOptions,
  HistoryEvent,
  HistoryListener,
  HistoryMark,
} from './Command';
import { DEFAULT_HISTORY_LIMIT, DEFAULT_MERGE_WINDOW_MS } from './Command';
import { HistoryEntry, revertAll } from './HistoryEntry';

interface GroupFrame<K extends string> {
  id: number;
  kind: K | undefined;
  commands: Command<K>[];
}

/**
 * Per-document undo/redo stack of typed commands.
 *
 * - `execute` runs a command and records it; a new change clears the redo list.
 * - A command that follows one of the same kind within `mergeWindowMs` (measured from the previous
 *   change) may be folded into it through `mergeWith`.
 * - At most `limit` entries are kept; the oldest are dropped.
 * - `beginGroup`/`mark` open a group: everything executed until `endGroup` becomes one entry, and
 *   `rollbackToMark`/`cancelGroup` reverts it all and records nothing (a cancelled gesture).
 */
export class CommandHistory<K extends string = string> {
  readonly mergeWindowMs: number;
  readonly limit: number;
  private readonly clock: Clock;
  private readonly undoStack = observable.array<HistoryEntry<K>>([], { deep: false });
  private readonly redoStack = observable.array<HistoryEntry<K>>([], { deep: false });
  private readonly frames = observable.array<GroupFrame<K>>([], { deep: false });
  private readonly listeners = new Set<HistoryListener<K>>();
  private isMergeAllowed = false;
  private nextMarkId = 1;

  constructor(options: CommandHistoryOptions = {}) {
    this.mergeWindowMs = options.mergeWindowMs ?? DEFAULT_MERGE_WINDOW_MS;
    this.limit = options.limit ?? DEFAULT_HISTORY_LIMIT;
    this.clock = options.clock ?? Date.now;
    if (!(this.mergeWindowMs >= 0)) throw new RangeError('mergeWindowMs must be 0 or more');
    if (!(this.limit >= 1) || (Number.isFinite(this.limit) && !Number.isInteger(this.limit))) {
      throw new RangeError('limit must be a positive integer or Infinity');
    }
    makeObservable<this, 'record'>(this, {
      canUndo: computed,
      canRedo: computed,
      isGrouping: computed,
      undoCount: computed,
      redoCount: computed,
      execute: action,
      undo: action,
      redo: action,
      clear: action,
      beginGroup: action,
      endGroup: action,
      rollbackToMark: action,
      record: action,
    });
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0 && this.frames.length === 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0 && this.frames.length === 0;
  }

  /** True while a group (gesture) is open. */
  get isGrouping(): boolean {
    return this.frames.length > 0;
  }

  get undoCount(): number {
    return this.undoStack.length;
  }

  get redoCount(): number {
    return this.redoStack.length;
  }

  /** Kind of the entry `undo` would revert, if any. */
  peekUndo(): K | undefined {
    return this.undoStack[this.undoStack.length - 1]?.kind;
  }

  /** Kind of the entry `redo` would apply, if any. */
  peekRedo(): K | undefined {
    return this.redoStack[this.redoStack.length - 1]?.kind;
  }

  /** Runs and records a command. Returns false (and changes nothing) when `canExecute` says no. */
  execute(command: Command<K>): boolean {
    if (command.canExecute && !command.canExecute()) return false;
    command.execute();
    const frame = this.frames[this.frames.length - 1];
    if (frame) {
      frame.commands.push(command);
      return true;
    }
    const now = this.clock();
    const top = this.undoStack[this.undoStack.length - 1];
    if (this.isMergeAllowed && top && top.tryMerge(command, now, this.mergeWindowMs)) {
      this.emit({ type: 'merge', kind: command.kind });
      return true;
    }
    this.record(new HistoryEntry(command.kind, [command], now, true));
    this.isMergeAllowed = true;
    this.emit({ type: 'execute', kind: command.kind });
    return true;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    const entry = this.undoStack.pop();
    if (!entry) return false;
    entry.revert();
    this.redoStack.push(entry);
    this.isMergeAllowed = false;
    this.emit({ type: 'undo', kind: entry.kind });
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    const entry = this.redoStack.pop();
    if (!entry) return false;
    entry.execute();
    this.undoStack.push(entry);
    this.isMergeAllowed = false;
    this.emit({ type: 'redo', kind: entry.kind });
    return true;
  }

  /** The next command starts a new entry even inside the merge window (e.g. after a field loses focus). */
  breakMerge(): void {
    this.isMergeAllowed = false;
  }

  /** Forgets all entries (the document itself is left as it is). Open groups are dropped unreverted. */
  clear(): void {
    this.undoStack.clear();
    this.redoStack.clear();
    this.frames.clear();
    this.isMergeAllowed = false;
    this.emit({ type: 'clear' });
  }

  /**
   * Opens a group; commands executed until the matching `endGroup` are recorded as one entry of
   * `kind` (or of the first command's kind). Groups nest: an inner group folds into the outer one.
   */
  beginGroup(kind?: K): HistoryMark {
    const mark: HistoryMark = { id: this.nextMarkId++ };
    this.frames.push({ id: mark.id, kind, commands: [] });
    return mark;
  }

  /** Same as `beginGroup()`: place a mark at the start of a gesture. */
  mark(kind?: K): HistoryMark {
    return this.beginGroup(kind);
  }

  /**
   * Closes the group of `mark` (default: the innermost) and any group opened inside it.
   * Closing the outermost group records one entry if anything was executed. Returns false for an
   * unknown or already closed mark.
   */
  endGroup(mark?: HistoryMark): boolean {
    const index = this.frameIndex(mark);
    if (index < 0) return false;
    const closed = this.frames.splice(index);
    const commands = closed.flatMap((frame) => frame.commands);
    const outer = this.frames[this.frames.length - 1];
    if (outer) {
      outer.commands.push(...commands);
      return true;
    }
    const first = commands[0];
    if (!first) return true;
    const kind = closed[0]?.kind ?? first.kind;
    this.record(new HistoryEntry(kind, commands, this.clock(), false));
    this.isMergeAllowed = false;
    this.emit({ type: 'group', kind });
    return true;
  }

  /**
   * Reverts everything executed since `mark` (default: the innermost open group), closes that group
   * and the groups inside it, and records nothing. Returns false for an unknown or closed mark.
   */
  rollbackToMark(mark?: HistoryMark): boolean {
    const index = this.frameIndex(mark);
    if (index < 0) return false;
    const closed = this.frames.splice(index);
    revertAll(closed.flatMap((frame) => frame.commands));
    this.emit({ type: 'cancel', kind: closed[0]?.kind });
    return true;
  }

  /** Same as `rollbackToMark`. */
  cancelGroup(mark?: HistoryMark): boolean {
    return this.rollbackToMark(mark);
  }

  /** Runs `work` inside a group; if it throws, the group is rolled back and the error rethrown. */
  transact<T>(work: () => T, kind?: K): T {
    const mark = this.beginGroup(kind);
    try {
      const result = work();
      this.endGroup(mark);
      return result;
    } catch (error) {
      this.rollbackToMark(mark);
      throw error;
    }
  }

  /** Listens to history changes; returns the unsubscribe function. */
  subscribe(listener: HistoryListener<K>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private record(entry: HistoryEntry<K>): void {
    this.undoStack.push(entry);
    this.redoStack.clear();
    const excess = this.undoStack.length - this.limit;
    if (excess > 0) this.undoStack.splice(0, excess);
  }

  private frameIndex(mark: HistoryMark | undefined): number {
    if (!mark) return this.frames.length - 1;
    return this.frames.findIndex((frame) => frame.id === mark.id);
  }

  private emit(event: HistoryEvent<K>): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
