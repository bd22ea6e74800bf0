import type { FormDocument as FormDocumentData } from '@shared/form';
import type { FormDocument } from '../FormDocument';
import { cloneData } from '../keys';
import type { FormCommand } from './FormCommand';

/** Replaces list and config at once: import and reset. */
export class ReplaceDocumentCommand implements FormCommand {
  private before: FormDocumentData | undefined;
  private readonly next: FormDocumentData;

  constructor(
    private readonly doc: FormDocument,
    readonly kind: 'importDocument' | 'resetDocument',
    next: FormDocumentData,
  ) {
    this.next = cloneData(next);
  }

  execute(): void {
    this.before = this.doc.toJSON();
    this.doc.replace(this.next);
  }

  revert(): void {
    if (this.before) this.doc.replace(this.before);
  }
}
