/**
 * Keyboard editing of the form with spoken feedback: each method runs an editor action (commands on the
 * document's history; selection outside it) and has the live region say what happened. The palette,
 * canvas, outline and toolbar share it, so the same action is announced the same way everywhere.
 */
import { computed, makeObservable } from 'mobx';
import type { ControlType } from '@shared/form';
import { findControl } from '@shared/form';
import type { FormEditor } from '../FormEditor';
import type { Outcome, Translate } from '../messages';
import { MessageKey } from '../messages';
import type { Place } from '../places';
import { findPlace, resolveSlot } from '../places';
import type { Naming } from './announcements';
import { AnnounceKey, added, historyStep, movedBy, movedTo, removed, selected } from './announcements';
import { placeInSiblingSlot, placeInto, placeOutOf } from './keyboardPlaces';
import { LiveAnnouncer } from './LiveAnnouncer';
import type { OutlineItem } from './outline';
import { buildOutline, outlineStep } from './outline';

export class KeyboardEdits {
  readonly announcer = new LiveAnnouncer();
  readonly naming: Naming;

  constructor(
    private readonly editor: FormEditor,
    t: Translate,
  ) {
    const typeName = (type: ControlType) => editor.registry.defaultLabel(type);
    this.naming = {
      t,
      typeName,
      nameOf: (control) => (control.label?.trim() ? control.label : typeName(control.type)),
    };
    makeObservable(this, { outline: computed, outlineHasSelection: computed });
  }

  /** The form as a tree, in document order. */
  get outline(): OutlineItem[] {
    return buildOutline(this.editor.doc.list, this.naming);
  }

  /** Whether the selected control is in the outline. */
  get outlineHasSelection(): boolean {
    const key = this.editor.selection.selectedKey;
    return key !== '' && this.outline.some((item) => item.key === key);
  }

  /**
   * Whether the outline item of `key` (`isFirst`: the outline's first item) is the one reached by Tab (roving tab
   * index): the selected control's item, else the first. Read per item: a new selection concerns the item it leaves and the one it reaches.
   */
  isOutlineActive(key: string, isFirst: boolean): boolean {
    return this.editor.selection.isSelected(key) || (isFirst && !this.outlineHasSelection);
  }

  /** Adds a control of `type` (into the selected container, after the selection, else last) and selects it. */
  add(type: ControlType): Outcome {
    const outcome = this.editor.addFromPalette(type);
    const { list } = this.editor.doc;
    this.announcer.say(
      outcome.ok ? added(list, this.editor.selection.selectedKey, this.naming) : outcome.message,
    );
    return outcome;
  }

  /** Moves the selected control one place up (-1) or down (1) in its list. */
  moveBy(step: -1 | 1): Outcome {
    const key = this.editor.selection.selectedKey;
    const place = findPlace(this.editor.doc.list, key);
    const list = place && resolveSlot(this.editor.doc.list, place.slot);
    const index = (place?.index ?? 0) + step;
    if (!place || !list || index < 0 || index >= list.length) return this.cannotMove();
    const outcome = this.editor.move(key, { slot: place.slot, index });
    this.announcer.say(outcome.ok ? movedBy(this.editor.doc.list, key, step) : outcome.message);
    return outcome;
  }

  /** Into the neighbouring container (the one before, else the one after). */
  moveInto(): Outcome {
    return this.moveTo(placeInto);
  }

  /** Out of its container, right after it. */
  moveOut(): Outcome {
    return this.moveTo(placeOutOf);
  }

  /** To the next (1) or previous (-1) column, tab pane or cell of its container. */
  moveToSiblingSlot(step: 1 | -1): Outcome {
    return this.moveTo((root, key) => placeInSiblingSlot(root, key, step));
  }

  /** Removes the selected control (the next one in its list gets selected). */
  remove(): Outcome {
    const control = this.editor.selected;
    if (!control) return { ok: false, message: { key: MessageKey.controlMissing } };
    const name = this.naming.nameOf(control);
    const outcome = this.editor.remove(control.key);
    this.announcer.say(outcome.ok ? removed(name) : outcome.message);
    return outcome;
  }

  undo(): boolean {
    const kind = this.editor.history.peekUndo();
    const isDone = this.editor.undo();
    this.announcer.say(historyStep('undo', isDone ? kind : undefined, this.naming.t));
    return isDone;
  }

  redo(): boolean {
    const kind = this.editor.history.peekRedo();
    const isDone = this.editor.redo();
    this.announcer.say(historyStep('redo', isDone ? kind : undefined, this.naming.t));
    return isDone;
  }

  /** Selects the control `step` places away in outline order (the first or last when none is selected). */
  selectStep(step: number): void {
    const key = outlineStep(this.outline, this.editor.selection.selectedKey, step);
    if (key) this.select(key);
  }

  /** Selects a control (keyboard picks are never debounced) and says which. */
  select(key: string): void {
    if (!findControl(this.editor.doc.list, key)) return;
    this.editor.selection.force(key);
    this.announcer.say(selected(this.editor.doc.list, key, this.naming));
  }

  private moveTo(target: (root: FormEditor['doc']['list'], key: string) => Place | undefined): Outcome {
    const key = this.editor.selection.selectedKey;
    const from = findPlace(this.editor.doc.list, key);
    const place = target(this.editor.doc.list, key);
    if (!from || !place) return this.cannotMove();
    const outcome = this.editor.move(key, place);
    this.announcer.say(outcome.ok ? movedTo(this.editor.doc.list, key, from, this.naming) : outcome.message);
    return outcome;
  }

  private cannotMove(): Outcome {
    const message = { key: AnnounceKey.cannotMove };
    this.announcer.say(message);
    return { ok: false, message };
  }
}
