import type { Command } from './Command';

/** A tiny document and commands used by the history tests. */
export interface Counter {
  value: number;
  log: string[];
}

export type TestKind = 'set' | 'add' | 'append';

/** Sets `value`; consecutive sets merge (the first keeps the original value, takes the newest target). */
export class SetCommand implements Command<TestKind> {
  readonly kind = 'set' as const;
  private before = 0;
  constructor(
    private readonly doc: Counter,
    public target: number,
  ) {}
  execute(): void {
    this.before = this.doc.value;
    this.doc.value = this.target;
  }
  revert(): void {
    this.doc.value = this.before;
  }
  mergeWith(next: Command<TestKind>): boolean {
    if (!(next instanceof SetCommand)) return false;
    this.target = next.target;
    return true;
  }
}

/** Adds to `value`; never merges; refuses to run when `isBlocked`. */
export class AddCommand implements Command<TestKind> {
  readonly kind = 'add' as const;
  constructor(
    private readonly doc: Counter,
    private readonly amount: number,
    private readonly isBlocked = false,
  ) {}
  canExecute(): boolean {
    return !this.isBlocked;
  }
  execute(): void {
    this.doc.value += this.amount;
  }
  revert(): void {
    this.doc.value -= this.amount;
  }
}

/** Appends a word to `log`. */
export class AppendCommand implements Command<TestKind> {
  readonly kind = 'append' as const;
  constructor(
    private readonly doc: Counter,
    private readonly word: string,
  ) {}
  execute(): void {
    this.doc.log.push(this.word);
  }
  revert(): void {
    this.doc.log.pop();
  }
}
