/** In-place editing of a node card's name. */
import { action, makeObservable, observable } from 'mobx';
import { renameNodeCommand } from '../commands';
import type { EditorContext } from './EditorContext';

export class Renaming {
  /** Node whose name is being edited ('' when none). */
  editingId = '';

  constructor(private readonly context: EditorContext) {
    makeObservable(this, { editingId: observable, start: action, finish: action });
  }

  start(id: string): void {
    if (!this.context.isReadOnly) this.editingId = id;
  }

  /** Ends editing: null cancels, an empty name keeps the old one (a node name is required). True when renamed. */
  finish(name: string | null): boolean {
    const id = this.editingId;
    this.editingId = '';
    if (name === null || name.trim() === '' || id === '') return false;
    const { doc } = this.context;
    const isRenamed = doc.run(renameNodeCommand(doc, id, name.trim()));
    doc.history.breakMerge();
    return isRenamed;
  }
}
