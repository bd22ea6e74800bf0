/**
 * A command that changes the node tree through a pure transform. The tree is immutable, so the command
 * keeps the roots from before and after: revert puts the old root back and redo the new one, which also
 * keeps generated ids stable across undo/redo. A command that creates a node (add, paste, add branch) says
 * which one through `createdId` once it has run.
 */
import type { Command } from '@studio/common/history';
import type { FlowNode } from '@shared/flow/types';
import type { FlowCommandKind } from './FlowCommandKind';

/** The part of the document a tree command touches. */
export interface TreeHost {
  readonly root: FlowNode;
  replaceRoot(root: FlowNode): void;
}

export interface TreeCommandOptions {
  /** Commands of the same kind on the same target within the merge window fold into one entry. */
  mergeKey?: string;
}

export class TreeCommand implements Command<FlowCommandKind> {
  private before: FlowNode | undefined;
  private after: FlowNode | undefined;
  private created = '';

  constructor(
    readonly kind: FlowCommandKind,
    private readonly host: TreeHost,
    /** The new tree; a transform that creates a node reports its id through `created`. */
    private readonly transform: (root: FlowNode, created: (id: string) => void) => FlowNode,
    private readonly options: TreeCommandOptions = {},
  ) {}

  /** Works out the new tree; false when the change would change nothing (then nothing is recorded). */
  canExecute(): boolean {
    if (this.after) return true;
    let created = '';
    const next = this.transform(this.host.root, (id) => {
      created = id;
    });
    if (next === this.host.root) return false;
    this.before = this.host.root;
    this.after = next;
    this.created = created;
    return true;
  }

  /** Id of the node this command created ('' when it created none or has not run); the same after redo. */
  get createdId(): string {
    return this.created;
  }

  execute(): void {
    if (!this.after && !this.canExecute()) return;
    if (this.after) this.host.replaceRoot(this.after);
  }

  revert(): void {
    if (this.before) this.host.replaceRoot(this.before);
  }

  mergeWith(next: Command<FlowCommandKind>): boolean {
    if (!(next instanceof TreeCommand) || this.options.mergeKey === undefined) return false;
    if (next.kind !== this.kind || next.options.mergeKey !== this.options.mergeKey || !next.after)
      return false;
    this.after = next.after;
    return true;
  }
}
