/**
 * Dragging a node card: a node (or a whole group) drops on the nearest plus slot, a branch card dropped on a
 * sibling branch takes its place. One history entry per drop; a drop elsewhere changes nothing.
 */
import { action, makeObservable, observable } from 'mobx';
import { findNode } from '@shared/flow/tree';
import { isDeletableNode } from '@shared/flow/treeEdit';
import { moveBranchCommand, moveNodeCommand } from '../commands';
import type { EditorContext } from './EditorContext';
import { branchMoveAt, dropSlotNear } from './dragMath';
import type { Point } from './viewMath';
import { nodeTypeOf } from '@shared/flow/nodeTypes';

export class Drag {
  /** Node being dragged to a slot ('' when none); the drop slots show meanwhile. */
  draggingId = '';
  /** The slot the dragged node would land on now ('' when none). */
  dropAfterId = '';

  constructor(private readonly context: EditorContext) {
    makeObservable(this, {
      draggingId: observable,
      dropAfterId: observable,
      start: action,
      move: action,
      end: action,
      drop: action,
    });
  }

  /** A card starts moving; a node that can be deleted can be moved to a slot (branch cards only reorder). */
  start(id: string): void {
    const node = findNode(this.context.doc.root, id);
    if (!this.context.isReadOnly && node && isDeletableNode(node)) this.draggingId = id;
  }

  /** The pointer moved to a flow point: the slot under it lights up. */
  move(point: Point): void {
    const afterId = dropSlotNear(this.context.layout.slots, point)?.afterId ?? '';
    if (afterId !== this.dropAfterId) this.dropAfterId = afterId;
  }

  /** Card `id` let go at a flow point. True when something moved. */
  end(id: string, point: Point): boolean {
    this.dropAfterId = '';
    const { doc, layout } = this.context;
    const node = findNode(doc.root, id);
    if (node && nodeTypeOf(node.type).isReorderable) {
      this.drop(null);
      const move = this.context.isReadOnly ? undefined : branchMoveAt(doc.root, layout.boxes, id, point);
      return move !== undefined && doc.run(moveBranchCommand(doc, move.groupId, move.from, move.to));
    }
    return this.drop(dropSlotNear(layout.slots, point)?.afterId ?? null);
  }

  /** Drops the dragged node after `afterId` (one history entry), or cancels with null. True when it moved. */
  drop(afterId: string | null): boolean {
    const id = this.draggingId;
    this.draggingId = '';
    const { doc } = this.context;
    return id !== '' && afterId !== null && doc.run(moveNodeCommand(doc, id, afterId));
  }
}
