/**
 * Adding to the flow: the menu of a plus button (a node after a slot) and the add-branch pill of a branch
 * group, by pointer or by key. Each add is one command, returns the id of what it added and is announced.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { NewNodeKind } from '@shared/flow/factories';
import { offeredNodeKinds } from '@shared/flow/taskNodes';
import { findNode } from '@shared/flow/tree';
import { isClosedByMerge } from '@shared/flow/treeEdit';
import { addBranchCommand, addNodeCommand } from '../commands';
import { addedMessage, branchAddedMessage } from './announcements';
import type { EditorContext } from './EditorContext';
import { enclosingGroupId } from './flowOutline';
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
      choices: computed,
      open: action,
      openAfter: action,
      openAfterGroup: action,
      close: action,
      add: action,
      addBranch: action,
      addBranchAt: action,
    });
  }

  /** The kinds the menu offers, in order: task nodes only while the flow's `taskNodes` switch is on. */
  get choices(): NewNodeKind[] {
    return offeredNodeKinds(this.context.doc.settings);
  }

  open(afterId: string): void {
    if (!this.context.isReadOnly) this.afterId = afterId;
  }

  /** The add key: the menu of the plus button after node `id` (after its merge node for a parallel group). */
  openAfter(id: string): void {
    const node = findNode(this.context.doc.root, id);
    if (!node) return;
    const slotId = isClosedByMerge(node) && node.childNode ? node.childNode.id : id;
    this.viewport.reveal(id);
    this.open(slotId);
  }

  /** The add key with Shift: the menu after the branch group holding node `id`. */
  openAfterGroup(id: string): void {
    const groupId = enclosingGroupId(this.context.doc.root, id);
    if (groupId !== '') this.openAfter(groupId);
  }

  close(): void {
    this.afterId = '';
  }

  /** Adds a `kind` node after `afterId`, closes the menu, selects the new node and scrolls it into view. Its id, or ''. */
  add(afterId: string, kind: NewNodeKind): string {
    this.afterId = '';
    if (!this.choices.includes(kind)) return '';
    const { doc, announcer } = this.context;
    const command = addNodeCommand(doc, afterId, kind);
    if (!doc.run(command)) return '';
    const id = command.createdId;
    const added = findNode(doc.root, id);
    const after = findNode(doc.root, afterId);
    if (added && after) {
      this.selection.select(id);
      this.viewport.reveal(id);
      announcer.say(addedMessage(doc.t, added, after));
    }
    return id;
  }

  /** The add-branch pill: adds a branch to group `groupId`. The new branch's id, or ''. */
  addBranch(groupId: string): string {
    const { doc, isReadOnly, announcer } = this.context;
    if (isReadOnly) return '';
    const command = addBranchCommand(doc, groupId);
    if (!doc.run(command)) return '';
    const branch = findNode(doc.root, command.createdId);
    const group = findNode(doc.root, groupId);
    if (branch && group) announcer.say(branchAddedMessage(doc.t, branch, group));
    return command.createdId;
  }

  /** The add-branch key: a branch in the group holding node `id` (the group itself when it is one), selected. */
  addBranchAt(id: string): string {
    const groupId = enclosingGroupId(this.context.doc.root, id);
    const branchId = groupId === '' ? '' : this.addBranch(groupId);
    if (branchId !== '') {
      this.selection.select(branchId);
      this.viewport.reveal(branchId);
    }
    return branchId;
  }
}
