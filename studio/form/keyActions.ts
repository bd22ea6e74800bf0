/**
 * Runs a keyboard action of the canvas or the outline: edits go through the announced keyboard edits,
 * copy and paste through the system clipboard, Enter into the properties panel.
 */
import { MessageKey } from './model';
import type { Outcome } from './model';
import type { DesignerContextValue } from './DesignerContext';
import type { FocusOrigin } from './DesignerFocus';
import type { CanvasKeyAction } from './canvas/keymap';
import { readClipboard, writeClipboard } from './canvas/systemClipboard';

export function runKeyAction(designer: DesignerContextValue, action: CanvasKeyAction, origin: FocusOrigin) {
  const { editor, edits, show } = designer;
  const report = (outcome: Outcome) => {
    if (!outcome.ok) show(outcome.message);
  };
  switch (action) {
    case 'undo':
      return void edits.undo();
    case 'redo':
      return void edits.redo();
    case 'delete':
      return editor.selection.hasSelection ? report(edits.remove()) : undefined;
    case 'copy':
      return void copy(designer);
    case 'paste':
      return void paste(designer);
    case 'selectPrevious':
      return edits.selectStep(-1);
    case 'selectNext':
      return edits.selectStep(1);
    case 'selectFirst':
      return edits.selectStep(-Infinity);
    case 'selectLast':
      return edits.selectStep(Infinity);
    case 'moveUp':
      return void edits.moveBy(-1);
    case 'moveDown':
      return void edits.moveBy(1);
    case 'moveInto':
      return void edits.moveInto();
    case 'moveOut':
      return void edits.moveOut();
    case 'moveNextSlot':
      return void edits.moveToSiblingSlot(1);
    case 'movePreviousSlot':
      return void edits.moveToSiblingSlot(-1);
    case 'editProperties':
      return void designer.focus.toProperties(origin);
    case 'cancel':
      return undefined;
  }
}

async function copy({ editor, show }: DesignerContextValue) {
  const text = editor.clipboardText();
  if (!text) return;
  const isCopied = await writeClipboard(text);
  show({ key: isCopied ? MessageKey.copySucceeded : MessageKey.copyFailed }, isCopied);
}

async function paste({ editor, show }: DesignerContextValue) {
  const text = await readClipboard();
  const outcome = text
    ? editor.paste(text)
    : { ok: false as const, message: { key: MessageKey.pasteFailed } };
  if (!outcome.ok) show(outcome.message);
}
