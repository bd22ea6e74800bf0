/**
 * The form being designed: an ordered list of controls and the form config, as MobX observables.
 * Only commands change it (through the editor's history); views read it.
 */
import { action, makeObservable, observable } from 'mobx';
import { allControls, createEmptyDocument } from '@shared/form';
import type { FormConfig, FormControl, FormDocument as FormDocumentData } from '@shared/form';
import { cloneData } from './keys';

export class FormDocument {
  list: FormControl[];
  config: FormConfig;

  constructor(initial: FormDocumentData = createEmptyDocument()) {
    // The deep `observable` annotation copies plain data into new observables, so `initial` stays untouched.
    this.list = initial.list;
    this.config = initial.config;
    makeObservable(this, { list: observable, config: observable, replace: action });
  }

  /** Replaces the whole content (import, reset and their undo). */
  replace(data: FormDocumentData): void {
    const copy = cloneData(data);
    this.list = copy.list;
    this.config = copy.config;
  }

  /** A plain deep copy, ready for JSON export or saving. */
  toJSON(): FormDocumentData {
    return cloneData({ list: this.list, config: this.config });
  }

  /** Every key in use anywhere in the document. */
  keysInUse(): Set<string> {
    const keys = new Set<string>();
    for (const control of allControls(this.list)) {
      keys.add(control.key);
      if (control.model) keys.add(control.model);
    }
    return keys;
  }
}
