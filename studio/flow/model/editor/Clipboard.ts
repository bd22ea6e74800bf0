/**
 * Copy and paste of the selected node (with the merge node of a parallel group) inside the flow; cut and paste
 * moves it instead (the keyboard's way to drag a node: one history entry, the node keeps its id and settings).
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import { isDeletableNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import { findNode } from '@shared/flow/tree';
import { canMoveNode, detachedBlock, moveNodeCommand, pasteSubtreeCommand } from '../commands';
import { copiedMessage, cutMessage, movedMessage, notCopiedMessage, pastedMessage } from './announcements';
import type { EditorContext } from './EditorContext';
import type { Selection } from './Selection';

export class Clipboard {
  /** The copied block, detached from what followed it (null: nothing copied). */
  content: FlowNode | null = null;
  /** The node the next paste moves ('' when the clipboard holds a copy, or nothing). */
  cutId = '';

  constructor(
    private readonly context: EditorContext,
    private readonly selection: Selection,
  ) {
    makeObservable(this, {
      content: observableRef,
      cutId: observable,
      copy: action,
      cut: action,
      paste: action,
    });
  }

  get hasContent(): boolean {
    return this.content !== null;
  }

  /**
   * Copies the selected node (a group with all its branches); the start node and a single branch are not
   * copied, and the designer says why (the clipboard keeps what it held). Copying works in a read-only flow too.
   */
  copy(): void {
    const node = this.selection.node;
    if (!node || !isDeletableNode(node))
      return this.context.announcer.warn(notCopiedMessage(this.context.doc.t, node));
    this.content = detachedBlock(node);
    this.cutId = '';
    this.context.announcer.say(copiedMessage(this.context.doc.t, node));
  }

  /** Marks the selected node to be moved after the node selected at the next paste; nothing changes until then. */
  cut(): void {
    const node = this.selection.node;
    if (this.context.isReadOnly) return;
    if (!node || !isDeletableNode(node))
      return this.context.announcer.warn(notCopiedMessage(this.context.doc.t, node));
    this.cutId = node.id;
    this.content = null;
    this.context.announcer.say(cutMessage(this.context.doc.t, node));
  }

  /** Pastes after the selected node with new ids and selects the copy. The id of the pasted node, or ''. */
  paste(): string {
    const target = this.selection.node;
    const { doc, isReadOnly } = this.context;
    if (this.cutId !== '') return this.moveCut(target);
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

  /** Moves the cut node after the target; a target inside the cut block (or the node itself) moves nothing. */
  private moveCut(target: FlowNode | undefined): string {
    const { doc, isReadOnly, announcer } = this.context;
    const id = this.cutId;
    if (isReadOnly || !target || !canMoveNode(doc.root, id, target.id)) return '';
    if (!doc.run(moveNodeCommand(doc, id, target.id))) return '';
    this.cutId = '';
    const moved = findNode(doc.root, id);
    if (moved) {
      this.selection.select(id);
      announcer.say(movedMessage(doc.t, moved, target));
    }
    return id;
  }
}
