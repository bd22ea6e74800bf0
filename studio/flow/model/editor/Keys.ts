/** The canvas keyboard: a key press becomes an action of the keymap, run on the editor's interaction objects. */
import { action, makeObservable } from 'mobx';
import type { AddMenu } from './AddMenu';
import type { Clipboard } from './Clipboard';
import type { Deletion } from './Deletion';
import type { FlowKeyAction, KeyInput } from './keymap';
import { keyAction } from './keymap';
import type { Outline } from './Outline';
import type { Selection } from './Selection';

/** What the keys reach. */
export interface KeyTargets {
  readonly isReadOnly: boolean;
  readonly selection: Selection;
  readonly clipboard: Clipboard;
  readonly deletion: Deletion;
  readonly addMenu: AddMenu;
  readonly outline: Outline;
  undo(): void;
  redo(): void;
  /** Opens the settings (node drawer) of node `id`. */
  openSettings(id: string): void;
}

export class Keys {
  constructor(private readonly targets: KeyTargets) {
    makeObservable(this, { run: action });
  }

  /** A key press on the canvas; true when it was a shortcut (the view then stops the browser's default). */
  press(input: KeyInput): boolean {
    const key = keyAction(input);
    if (!key) return false;
    this.run(key);
    return true;
  }

  /** Navigation, escape and copy work in a read-only flow too; edits do not. */
  run(key: FlowKeyAction): void {
    const { selection, clipboard, deletion, addMenu } = this.targets;
    const id = selection.selectedId;
    if (key === 'escape') return selection.clear();
    if (key === 'copy') return clipboard.copy();
    if (key === 'up' || key === 'down' || key === 'left' || key === 'right') return this.move(key);
    if (this.targets.isReadOnly) return;
    if (key === 'undo') this.targets.undo();
    else if (key === 'redo') this.targets.redo();
    else if (key === 'paste') clipboard.paste();
    else if (key === 'cut') clipboard.cut();
    else if (id === '') return;
    else if (key === 'delete') deletion.ask(id);
    else if (key === 'open') this.targets.openSettings(id);
    else if (key === 'add') addMenu.openAfter(id);
    else if (key === 'addAfterGroup') addMenu.openAfterGroup(id);
    else addMenu.addBranchAt(id);
  }

  /** Arrow keys move over the cards as drawn and say where the selection landed. */
  private move(direction: 'up' | 'down' | 'left' | 'right'): void {
    const { selection, outline } = this.targets;
    const before = selection.selectedId;
    selection.move(direction);
    if (selection.selectedId !== before) outline.announce(selection.selectedId);
  }
}
