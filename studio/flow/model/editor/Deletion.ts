/** Deleting a node card: the close icon (or Delete key) asks, and only the confirmation deletes. */
import { action, makeObservable, observable } from 'mobx';
import { findNode } from '@shared/flow/tree';
import { isDeletableNode } from '@shared/flow/treeEdit';
import { deleteNodeCommand } from '../commands';
import { removedMessage } from './announcements';
import type { EditorContext } from './EditorContext';
import type { Selection } from './Selection';

export class Deletion {
  /** Node waiting for delete / cancel ('' when none). */
  pendingId = '';

  constructor(
    private readonly context: EditorContext,
    private readonly selection: Selection,
  ) {
    makeObservable(this, { pendingId: observable, ask: action, cancel: action, confirm: action });
  }

  /** Asks to delete a node; the start node, and anything in a read-only flow, cannot be deleted. */
  ask(id: string): void {
    const node = findNode(this.context.doc.root, id);
    if (!this.context.isReadOnly && node && isDeletableNode(node)) this.pendingId = id;
  }

  cancel(): void {
    this.pendingId = '';
  }

  /** Deletes the node asked about (one history entry), drops a selection that went with it and says so. */
  confirm(): boolean {
    const { doc, announcer } = this.context;
    const node = this.pendingId === '' ? undefined : findNode(doc.root, this.pendingId);
    const isDeleted = node !== undefined && doc.run(deleteNodeCommand(doc, node.id));
    this.pendingId = '';
    this.selection.prune();
    if (node && isDeleted) announcer.say(removedMessage(doc.t, node));
    return isDeleted;
  }
}
