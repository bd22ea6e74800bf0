/**
 * Which node card is selected: picking, clearing, moving with the arrow keys, focusing a card (select and
 * centre), and dropping a selection whose node is gone. Never part of undo.
 */
import { action, computed, makeObservable } from 'mobx';
import { findNode } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';
import type { EditorContext } from './EditorContext';
import type { Direction } from './navigation';
import { neighbourInDirection } from './navigation';
import type { Viewport } from './Viewport';

export class Selection {
  constructor(
    private readonly context: EditorContext,
    private readonly viewport: Viewport,
  ) {
    makeObservable(this, {
      node: computed,
      select: action,
      clear: action,
      focus: action,
      move: action,
      prune: action,
    });
  }

  get selectedId(): string {
    return this.context.view.selectedId;
  }

  /** The selected node, if it is still in the tree. */
  get node(): FlowNode | undefined {
    const id = this.context.view.selectedId;
    return id ? findNode(this.context.doc.root, id) : undefined;
  }

  select(id: string): void {
    this.context.view.select(id);
  }

  clear(): void {
    this.context.view.clearSelection();
  }

  /** Selects a node and centres the view on it (search, problems panel, arrow keys); not the end pill. */
  focus(id: string): void {
    if (this.viewport.centreOn(id)) this.select(id);
  }

  /** Arrow keys: focuses the nearest card in that direction (the first card when nothing is selected). */
  move(direction: Direction): void {
    const next = neighbourInDirection(this.context.layout, this.selectedId, direction);
    if (next) this.focus(next);
  }

  /** Drops a selection whose node no longer exists (after undo, redo or delete). */
  prune(): void {
    const { doc, view } = this.context;
    view.keepOnly((id) => findNode(doc.root, id) !== undefined);
  }
}
