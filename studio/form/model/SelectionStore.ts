/**
 * Which control is selected: a key, or '' for none (workflow spec §4.3). A change arriving within
 * 100 ms of the previous accepted change is ignored. Selection is never part of undo.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { Clock } from '@studio/common/history';

export const SELECTION_DEBOUNCE_MS = 100;

export class SelectionStore {
  selectedKey = '';
  /** When the selection last changed (clock ms); a pick is taken again `debounceMs` after it. */
  changedAt = -Infinity;
  /** The selected key as a set of one: `isSelected` is watched per key. */
  private readonly selectedKeys = observable.map<string, true>([], { deep: false });
  private readonly clock: Clock;
  private readonly debounceMs: number;

  constructor(options: { clock?: Clock; debounceMs?: number } = {}) {
    this.clock = options.clock ?? Date.now;
    this.debounceMs = options.debounceMs ?? SELECTION_DEBOUNCE_MS;
    makeObservable<this, 'apply'>(this, {
      selectedKey: observable,
      changedAt: observable,
      hasSelection: computed,
      apply: action,
    });
  }

  get hasSelection(): boolean {
    return this.selectedKey !== '';
  }

  /**
   * Whether `key` is the selected control. Whoever reads it is told only when this answer changes: a new selection
   * concerns the control it leaves and the one it reaches, not every control that shows whether it is selected.
   */
  isSelected(key: string): boolean {
    return this.selectedKeys.has(key);
  }

  /** Milliseconds until a user's pick is taken again (0: now). */
  msUntilPickable(): number {
    return Math.max(0, this.changedAt + this.debounceMs - this.clock());
  }

  /** A user's pick (click on the canvas): ignored when it follows the previous change within the window. */
  select(key: string): boolean {
    const now = this.clock();
    if (now - this.changedAt < this.debounceMs) return false;
    if (key === this.selectedKey) return false;
    this.apply(key, now);
    return true;
  }

  /** Selection set by an edit (add, delete, import...): always applied. */
  force(key: string): void {
    this.apply(key, this.clock());
  }

  /** Clears the selection (always applied). */
  clear(): void {
    this.force('');
  }

  private apply(key: string, now: number): void {
    if (key !== this.selectedKey) {
      this.selectedKeys.delete(this.selectedKey);
      if (key !== '') this.selectedKeys.set(key, true);
    }
    this.selectedKey = key;
    this.changedAt = now;
  }
}
