import { findControl } from '@shared/form';
import type { ControlOptions, FormControl } from '@shared/form';
import type { Command } from '@studio/common/history';
import type { FormDocument } from '../FormDocument';
import { cloneData } from '../keys';
import type { FormCommand, FormCommandKind } from './FormCommand';

type Saved = { had: boolean; value: unknown };

function write(target: Record<string, unknown>, name: string, saved: Saved): void {
  if (saved.had) target[name] = cloneData(saved.value);
  else delete target[name];
}

/** Sets one option of a control. Quick successive edits of the same option merge into one entry. */
export class SetOptionCommand implements FormCommand {
  readonly kind = 'setOption' as const;
  private before: Saved | undefined;

  constructor(
    private readonly doc: FormDocument,
    readonly key: string,
    readonly name: keyof ControlOptions & string,
    private value: unknown,
  ) {}

  canExecute(): boolean {
    return !!findControl(this.doc.list, this.key);
  }

  execute(): void {
    const options = findControl(this.doc.list, this.key)?.options;
    if (!options) return;
    this.before = { had: this.name in options, value: options[this.name] };
    write(options, this.name, { had: this.value !== undefined, value: this.value });
  }

  revert(): void {
    const options = findControl(this.doc.list, this.key)?.options;
    if (options && this.before) write(options, this.name, this.before);
  }

  mergeWith(next: Command<FormCommandKind>): boolean {
    if (!(next instanceof SetOptionCommand) || next.key !== this.key || next.name !== this.name) return false;
    this.value = next.value;
    return true;
  }
}

/** Control-level fields an editor may change (key and type stay as they are; columns: grid spans, tab panes). */
export type ControlField = 'label' | 'help' | 'model' | 'rules' | 'columns';

/** Sets a control-level field (label, help, model, rules); merges like `SetOptionCommand`. */
export class SetControlFieldCommand implements FormCommand {
  readonly kind = 'setControlField' as const;
  private before: Saved | undefined;

  constructor(
    private readonly doc: FormDocument,
    readonly key: string,
    readonly field: ControlField,
    private value: FormControl[ControlField],
  ) {}

  canExecute(): boolean {
    return !!findControl(this.doc.list, this.key);
  }

  execute(): void {
    const control = findControl(this.doc.list, this.key);
    if (!control) return;
    this.before = { had: this.field in control, value: control[this.field] };
    write(control, this.field, { had: this.value !== undefined, value: this.value });
  }

  revert(): void {
    const control = findControl(this.doc.list, this.key);
    if (control && this.before) write(control, this.field, this.before);
  }

  mergeWith(next: Command<FormCommandKind>): boolean {
    if (!(next instanceof SetControlFieldCommand) || next.key !== this.key || next.field !== this.field)
      return false;
    this.value = next.value;
    return true;
  }
}
