import type { FormControl } from '@shared/form';
import { findControl } from '@shared/form';
import type { FormDocument } from '../FormDocument';
import { canPlace } from '../controlTypes';
import type { Place } from '../places';
import { isInside, resolveSlot, slotKind } from '../places';
import type { FormCommand } from './FormCommand';
import { insertAt, removeByKey } from './listEdits';

/**
 * Moves a control to another place, within its list or into another container (grid column, tab
 * pane, card, table cell, batch). `target.index` counts positions after the control was taken out.
 */
export class MoveControlCommand implements FormCommand {
  readonly kind = 'moveControl' as const;
  private from: Place | undefined;

  constructor(
    private readonly doc: FormDocument,
    readonly key: string,
    private readonly target: Place,
  ) {}

  canExecute(): boolean {
    const control = findControl(this.doc.list, this.key);
    const kind = slotKind(this.doc.list, this.target.slot);
    if (!control || !kind || !resolveSlot(this.doc.list, this.target.slot)) return false;
    const containerKey = this.target.slot.containerKey;
    if (containerKey !== null && isInside(this.doc.list, containerKey, this.key)) return false;
    return canPlace(control.type, kind);
  }

  execute(): void {
    const removed = removeByKey(this.doc, this.key);
    if (!removed) return;
    this.from = removed.place;
    insertAt(this.doc, this.target.slot, this.target.index, [removed.control]);
  }

  revert(): void {
    if (!this.from) return;
    const removed: { control: FormControl } | undefined = removeByKey(this.doc, this.key);
    if (removed) insertAt(this.doc, this.from.slot, this.from.index, [removed.control]);
    this.from = undefined;
  }
}
