/** Copy and paste of the selected node (with the merge node of a parallel group) inside the flow. */
import { action, makeObservable, observableRef } from 'mobx';
import { isDeletableNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import { findNode } from '@shared/flow/tree';
import { detachedBlock, pasteSubtreeCommand } from '../commands';
import { copiedMessage, pastedMessage } from './announcements';
import type { EditorContext } from './EditorContext';
import type { Selection } from './Selection';

export class Clipboard {
  /** The copied block, detached from what followed it (null: nothing copied). */
  content: FlowNode | null = null;

  constructor(
    private readonly context: EditorContext,
    private readonly selection: Selection,
  ) {
    makeObservable(this, { content: observableRef, copy: action, paste: action });
  }

  get hasContent(): boolean {
    return this.content !== null;
  }

  /** Copies the selected node; the start node is not copied. Copying works in a read-only flow too. */
  copy(): void {
    const node = this.selection.node;
    if (!node || !isDeletableNode(node)) return;
    this.content = detachedBlock(node);
    this.context.announcer.say(copiedMessage(this.context.doc.t, node));
  }

  /** Pastes after the selected node with new ids and selects the copy. The id of the pasted node, or ''. */
  paste(): string {
    const target = this.selection.node;
    const { doc, isReadOnly } = this.context;
    if (isReadOnly || !this.content || !target) return '';
    const command = pasteSubtreeCommand(doc, target.id, this.content);
    if (!doc.run(command)) return '';
    const pasted = findNode(doc.root, command.createdId);
    if (pasted) {
      this.selection.select(pasted.id);
      this.context.announcer.say(pastedMessage(doc.t, pasted, target));
    }
    return command.createdId;
  }
}
