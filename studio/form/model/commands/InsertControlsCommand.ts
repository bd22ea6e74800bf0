import type { FormControl } from '@shared/form';
import type { FormDocument } from '../FormDocument';
import { canPlace } from '../controlTypes';
import { cloneData } from '../keys';
import type { Place } from '../places';
import { resolveSlot, slotKind } from '../places';
import type { FormCommand, FormCommandKind } from './FormCommand';
import { insertAt, removeByKey } from './listEdits';

/**
 * Inserts ready-made controls (keys already assigned) at a place: adding from the palette, copying
 * and pasting. Refuses when the place is gone or a control's type is not allowed there.
 */
export class InsertControlsCommand implements FormCommand {
  private readonly controls: FormControl[];

  constructor(
    private readonly doc: FormDocument,
    readonly kind: Extract<FormCommandKind, 'addControl' | 'copyControl' | 'pasteControls'>,
    private readonly place: Place,
    controls: readonly FormControl[],
  ) {
    this.controls = controls.map(cloneData);
  }

  /** Keys of the inserted top-level controls, in order. */
  get keys(): string[] {
    return this.controls.map((control) => control.key);
  }

  canExecute(): boolean {
    const kind = slotKind(this.doc.list, this.place.slot);
    return (
      this.controls.length > 0 &&
      !!kind &&
      !!resolveSlot(this.doc.list, this.place.slot) &&
      this.controls.every((control) => canPlace(control.type, kind))
    );
  }

  execute(): void {
    insertAt(this.doc, this.place.slot, this.place.index, this.controls);
  }

  revert(): void {
    for (const key of this.keys) removeByKey(this.doc, key);
  }
}
