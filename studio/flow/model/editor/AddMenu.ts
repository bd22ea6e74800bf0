/**
 * Adding to the flow: the menu of a plus button (a node after a slot) and the add-branch pill of a branch
 * group. Each add is one command, and returns the id of what it added.
 */
import { action, makeObservable, observable } from 'mobx';
import type { NewNodeKind } from '@shared/flow/factories';
import { addBranchCommand, addNodeCommand } from '../commands';
import type { EditorContext } from './EditorContext';
import type { Selection } from './Selection';
import type { Viewport } from './Viewport';

export class AddMenu {
  /** The plus slot whose menu is open: the id of the node it follows ('' when closed). */
  afterId = '';

  constructor(
    private readonly context: EditorContext,
    private readonly selection: Selection,
    private readonly viewport: Viewport,
  ) {
    makeObservable(this, {
      afterId: observable,
      open: action,
      close: action,
      add: action,
      addBranch: action,
    });
  }

  open(afterId: string): void {
    if (!this.context.isReadOnly) this.afterId = afterId;
  }

  close(): void {
    this.afterId = '';
  }

  /** Adds a `kind` node after `afterId`, closes the menu, selects the new node and scrolls it into view. Its id, or ''. */
  add(afterId: string, kind: NewNodeKind): string {
    this.afterId = '';
    const { doc } = this.context;
    const command = addNodeCommand(doc, afterId, kind);
    if (!doc.run(command)) return '';
    const id = command.createdId;
    if (id !== '') {
      this.selection.select(id);
      this.viewport.reveal(id);
    }
    return id;
  }

  /** The add-branch pill: adds a branch to group `groupId`. The new branch's id, or ''. */
  addBranch(groupId: string): string {
    const { doc, isReadOnly } = this.context;
    if (isReadOnly) return '';
    const command = addBranchCommand(doc, groupId);
    return doc.run(command) ? command.createdId : '';
  }
}
