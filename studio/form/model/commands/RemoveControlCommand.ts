import type { FormControl } from '@shared/form';
import type { FormDocument } from '../FormDocument';
import { findPlace } from '../places';
import type { Place } from '../places';
import type { FormCommand } from './FormCommand';
import { insertAt, removeByKey } from './listEdits';

/** Deletes a control (with everything inside it); revert puts it back where it was. */
export class RemoveControlCommand implements FormCommand {
  readonly kind = 'deleteControl' as const;
  private removed: { place: Place; control: FormControl } | undefined;

  constructor(
    private readonly doc: FormDocument,
    readonly key: string,
  ) {}

  canExecute(): boolean {
    return !!findPlace(this.doc.list, this.key);
  }

  execute(): void {
    this.removed = removeByKey(this.doc, this.key);
  }

  revert(): void {
    if (!this.removed) return;
    insertAt(this.doc, this.removed.place.slot, this.removed.place.index, [this.removed.control]);
    this.removed = undefined;
  }
}
