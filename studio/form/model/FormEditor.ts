/**
 * The form designer's editing object: owns the document, selection, history, registry and key
 * factory, and turns user intentions into typed commands. Every method returns an Outcome whose
 * refusals carry formDesigner message keys. Build one per designer with `createFormEditor`.
 */
import { computed, makeObservable } from 'mobx';
import { createDefaultConfig, createEmptyDocument, findControl } from '@shared/form';
import type {
  ControlOptions,
  ControlType,
  FormConfig,
  FormControl,
  FormDocument as FormDocumentData,
} from '@shared/form';
import { CommandHistory } from '@studio/common/history';
import type { Clock, HistoryMark } from '@studio/common/history';
import type { ControlRegistry } from './ControlRegistry';
import { createControlRegistry } from './ControlRegistry';
import { FormDocument } from './FormDocument';
import { SelectionStore } from './SelectionStore';
import { parseClipboard, toClipboardText } from './clipboard';
import type { FormCommand, FormCommandKind } from './commands/FormCommand';
import { InsertControlsCommand } from './commands/InsertControlsCommand';
import { MoveControlCommand } from './commands/MoveControlCommand';
import { ReplaceDocumentCommand } from './commands/ReplaceDocumentCommand';
import { RemoveControlCommand } from './commands/RemoveControlCommand';
import type { ControlField } from './commands/SetOptionCommand';
import { SetControlFieldCommand, SetOptionCommand } from './commands/SetOptionCommand';
import { SetConfigCommand } from './commands/SetConfigCommand';
import { TableEditCommand } from './commands/TableEditCommand';
import { canPlace } from './controlTypes';
import { placeForNew } from './a11y/keyboardPlaces';
import { parseImport } from './importDocument';
import type { FormImportReport } from './importReport';
import type { KeyFactory } from './keys';
import { cloneData, createKeyFactory, isSameData, renameKeys } from './keys';
import type { Outcome, Translate } from './messages';
import { MessageKey, fail, keyTranslate, ok } from './messages';
import type { Place } from './places';
import { ROOT_SLOT, findPlace, resolveSlot, slotKind } from './places';
import type { CellRef } from './table/tableGrid';
import type { TableEditName } from './table/tableOps';

export interface FormEditorOptions {
  initial?: FormDocumentData;
  translate?: Translate;
  clock?: Clock;
  historyLimit?: number;
  mergeWindowMs?: number;
  registry?: ControlRegistry<object>;
}

export class FormEditor {
  readonly doc: FormDocument;
  readonly selection: SelectionStore;
  readonly history: CommandHistory<FormCommandKind>;
  readonly registry: ControlRegistry<object>;
  private readonly keys: KeyFactory;

  constructor(options: FormEditorOptions = {}) {
    const clock = options.clock ?? Date.now;
    this.doc = new FormDocument(options.initial ?? createEmptyDocument());
    this.selection = new SelectionStore({ clock });
    this.history = new CommandHistory<FormCommandKind>({
      clock,
      limit: options.historyLimit,
      mergeWindowMs: options.mergeWindowMs,
    });
    this.registry = options.registry ?? createControlRegistry(options.translate ?? keyTranslate);
    this.keys = createKeyFactory(clock);
    this.history.subscribe((event) => {
      if (event.type === 'undo') this.selection.clear();
      else if (!this.selected) this.selection.clear();
    });
    makeObservable(this, { selected: computed });
  }

  /** The selected control, or undefined when none (the form properties show then). */
  get selected(): FormControl | undefined {
    const key = this.selection.selectedKey;
    return key ? findControl(this.doc.list, key) : undefined;
  }

  select(key: string): boolean {
    return this.selection.select(key);
  }

  undo(): boolean {
    return this.history.undo();
  }

  redo(): boolean {
    return this.history.redo();
  }

  /** Start of a gesture (drag): everything until `endGesture` is one entry; `cancelGesture` restores. */
  beginGesture(): HistoryMark {
    return this.history.mark();
  }
  endGesture(mark: HistoryMark): void {
    this.history.endGroup(mark);
  }
  cancelGesture(mark: HistoryMark): void {
    this.history.rollbackToMark(mark);
  }

  /** A new control of `type` with fresh keys (not yet in the document). */
  newControl(type: ControlType): FormControl {
    return this.withNewKeys(this.registry.template(type));
  }

  /** Palette click or key: into the selected container, after the selected control, else last in the form. */
  addFromPalette(type: ControlType): Outcome {
    const place = placeForNew(this.doc.list, this.selection.selectedKey, type);
    return this.insert('addControl', place, [this.newControl(type)]);
  }

  /** Palette drop at an explicit place (drag onto the canvas). */
  addAt(type: ControlType, place: Place): Outcome {
    return this.insert('addControl', place, [this.newControl(type)]);
  }

  move(key: string, target: Place): Outcome {
    return this.run(new MoveControlCommand(this.doc, key, target), MessageKey.notAllowedHere);
  }

  /** Duplicates a control (deep, new keys) right after itself and selects the copy. */
  copy(key = this.selection.selectedKey): Outcome {
    const place = findPlace(this.doc.list, key);
    const control = findControl(this.doc.list, key);
    if (!place || !control) return fail(MessageKey.controlMissing);
    return this.insert('copyControl', { slot: place.slot, index: place.index + 1 }, [
      this.withNewKeys(cloneData(control)),
    ]);
  }

  /** Deletes a control and selects the next one in its list, else the previous, else none. */
  remove(key = this.selection.selectedKey): Outcome {
    const place = findPlace(this.doc.list, key);
    const list = place && resolveSlot(this.doc.list, place.slot);
    if (!place || !list) return fail(MessageKey.controlMissing);
    const neighbour = list[place.index + 1] ?? list[place.index - 1];
    const outcome = this.run(new RemoveControlCommand(this.doc, key), MessageKey.controlMissing);
    if (outcome.ok) this.selection.force(neighbour?.key ?? '');
    return outcome;
  }

  setOption<N extends keyof ControlOptions & string>(
    key: string,
    name: N,
    value: ControlOptions[N],
  ): Outcome {
    const control = findControl(this.doc.list, key);
    if (control && isSameData(control.options[name], value)) return ok();
    return this.run(new SetOptionCommand(this.doc, key, name, value), MessageKey.controlMissing);
  }

  /** Sets a control-level field; setting the value it already has records nothing. */
  setField<F extends ControlField>(key: string, field: F, value: FormControl[F]): Outcome {
    const control = findControl(this.doc.list, key);
    if (control && isSameData(control[field], value)) return ok();
    return this.run(new SetControlFieldCommand(this.doc, key, field, value), MessageKey.controlMissing);
  }

  /**
   * Label edit finished (blur): a blank label goes back to the type's default label. The edit is one gesture: the
   * commit folds into the typing's entry (or records nothing when the typing already set it), and the next edit
   * starts a new entry.
   */
  commitLabel(key: string, text: string): Outcome {
    const control = findControl(this.doc.list, key);
    if (!control) return fail(MessageKey.controlMissing);
    const label = text.trim() === '' ? this.registry.defaultLabel(control.type) : text;
    const outcome = this.setField(key, 'label', label);
    this.history.breakMerge();
    return outcome;
  }

  setConfig(patch: Partial<FormConfig>): Outcome {
    return this.run(new SetConfigCommand(this.doc, patch), MessageKey.controlMissing);
  }

  /** Label column span on every breakpoint; the wrapper gets the rest of the 24 columns. */
  setLabelSpan(span: number): Outcome {
    const label = Math.max(0, Math.min(24, Math.round(span)));
    const all = (value: number) => ({ xs: value, sm: value, md: value, lg: value, xl: value, xxl: value });
    return this.setConfig({ labelCol: all(label), wrapperCol: all(24 - label) });
  }

  tableEdit(tableKey: string, edit: TableEditName, at: CellRef): Outcome {
    const command = new TableEditCommand(this.doc, tableKey, edit, at);
    const preview = command.preview();
    if (!preview) return fail(MessageKey.controlMissing);
    if (!preview.ok) return { ok: false, message: preview.message };
    return this.run(command, MessageKey.tableCellMissing);
  }

  /** Import: replaces list and config and clears the selection; bad data changes nothing. */
  importJson(input: unknown): Outcome {
    const { report: _report, ...outcome } = this.importWithReport(input);
    return outcome;
  }

  /** Import that also returns what was converted, approximated (repaired) and left out. */
  importWithReport(input: unknown): Outcome & { report?: FormImportReport } {
    const parsed = parseImport(input);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    this.run(
      new ReplaceDocumentCommand(this.doc, 'importDocument', parsed.document),
      MessageKey.importFailed,
    );
    this.selection.clear();
    return { ok: true, message: { key: MessageKey.importSucceeded }, report: parsed.report };
  }

  /** Reset to an empty default document (vertical layout, no controls, events or rules). */
  reset(): Outcome {
    this.run(
      new ReplaceDocumentCommand(this.doc, 'resetDocument', { list: [], config: createDefaultConfig() }),
      MessageKey.importFailed,
    );
    this.selection.clear();
    return { ok: true, message: { key: MessageKey.operationSucceeded } };
  }

  /** Clipboard text for a control (default: the selected one), or undefined when there is none. */
  clipboardText(key = this.selection.selectedKey): string | undefined {
    const control = findControl(this.doc.list, key);
    return control ? toClipboardText([control]) : undefined;
  }

  /** Pastes clipboard controls with new keys after the selection (else at the end) and selects the first. */
  paste(text: string): Outcome {
    const controls = parseClipboard(text);
    if (!controls) return fail(MessageKey.pasteFailed);
    const place = this.placeAfterSelection() ?? { slot: ROOT_SLOT, index: this.doc.list.length };
    return this.insert(
      'pasteControls',
      place,
      controls.map((control) => this.withNewKeys(control)),
    );
  }

  private withNewKeys(control: FormControl): FormControl {
    const used = this.doc.keysInUse();
    return renameKeys(control, this.keys, (key) => used.has(key));
  }

  private placeAfterSelection(): Place | undefined {
    const place = findPlace(this.doc.list, this.selection.selectedKey);
    return place && { slot: place.slot, index: place.index + 1 };
  }

  private insert(
    kind: 'addControl' | 'copyControl' | 'pasteControls',
    place: Place,
    controls: FormControl[],
  ): Outcome {
    const slot = slotKind(this.doc.list, place.slot);
    if (!slot || !controls.every((control) => canPlace(control.type, slot)))
      return fail(MessageKey.notAllowedHere);
    const command = new InsertControlsCommand(this.doc, kind, place, controls);
    const outcome = this.run(command, MessageKey.notAllowedHere);
    if (outcome.ok && command.keys[0]) this.selection.force(command.keys[0]);
    return outcome;
  }

  private run(command: FormCommand, refusal: Parameters<typeof fail>[0]): Outcome {
    return this.history.execute(command) ? ok() : fail(refusal);
  }
}

export const createFormEditor = (options: FormEditorOptions = {}): FormEditor => new FormEditor(options);
