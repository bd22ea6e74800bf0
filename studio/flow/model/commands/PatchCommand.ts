/** A command that shallow-patches a plain record of the document (basic info, flow settings). */
import type { Command } from '@studio/common/history';
import type { FlowCommandKind } from './FlowCommandKind';

export interface PatchHost<T extends object> {
  read(): T;
  write(value: T): void;
}

export class PatchCommand<T extends object> implements Command<FlowCommandKind> {
  private before: T | undefined;
  private after: T | undefined;

  constructor(
    readonly kind: FlowCommandKind,
    private readonly host: PatchHost<T>,
    private readonly patch: Partial<T>,
  ) {}

  private get keys(): string {
    return Object.keys(this.patch).sort().join(',');
  }

  canExecute(): boolean {
    if (this.after) return true;
    const current = this.host.read();
    const isChange = (Object.keys(this.patch) as (keyof T)[]).some(
      (key) => !Object.is(current[key], this.patch[key]),
    );
    if (!isChange) return false;
    this.before = current;
    this.after = { ...current, ...this.patch };
    return true;
  }

  execute(): void {
    if (!this.after && !this.canExecute()) return;
    if (this.after) this.host.write(this.after);
  }

  revert(): void {
    if (this.before) this.host.write(this.before);
  }

  /** Typing in the same field(s) merges into one entry. */
  mergeWith(next: Command<FlowCommandKind>): boolean {
    if (!(next instanceof PatchCommand) || next.kind !== this.kind || next.keys !== this.keys || !next.after)
      return false;
    this.after = { ...(this.after as T), ...(next.patch as Partial<T>) };
    return true;
  }
}
