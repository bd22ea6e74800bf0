/** Keyboard on the focused canvas: undo/redo, delete, copy/paste through the system clipboard, arrows. */
import type { KeyboardEvent } from 'react';
import { findPlace, MessageKey, resolveSlot } from '../model';
import type { DesignerContextValue } from '../DesignerContext';
import { flatOrder } from '../model/layout';
import { canvasKeyAction } from './keymap';
import { readClipboard, writeClipboard } from './systemClipboard';

export function useCanvasKeys(designer: DesignerContextValue, cancelPointer: () => void) {
  const { editor, canvas, show } = designer;

  const neighbour = (step: number) => {
    const order = flatOrder(canvas.layout);
    const at = order.indexOf(editor.selection.selectedKey);
    const next = at < 0 ? (step > 0 ? order[0] : order[order.length - 1]) : order[at + step];
    if (next) editor.selection.force(next);
  };

  const moveBy = (step: number) => {
    const key = editor.selection.selectedKey;
    const place = findPlace(editor.doc.list, key);
    const list = place && resolveSlot(editor.doc.list, place.slot);
    if (!place || !list) return;
    const index = place.index + step;
    if (index < 0 || index >= list.length) return;
    show(editor.move(key, { slot: place.slot, index }).message);
  };

  const copy = async () => {
    const text = editor.clipboardText();
    if (!text) return;
    const isCopied = await writeClipboard(text);
    show({ key: isCopied ? MessageKey.copySucceeded : MessageKey.copyFailed }, isCopied);
  };

  const paste = async () => {
    const text = await readClipboard();
    const outcome = text
      ? editor.paste(text)
      : { ok: false as const, message: { key: MessageKey.pasteFailed } };
    if (!outcome.ok) show(outcome.message);
  };

  return (event: KeyboardEvent<HTMLDivElement>) => {
    const action = canvasKeyAction(event);
    if (!action) return;
    event.preventDefault();
    switch (action) {
      case 'undo':
        editor.undo();
        break;
      case 'redo':
        editor.redo();
        break;
      case 'delete':
        if (editor.selection.hasSelection) show(editor.remove().message);
        break;
      case 'copy':
        void copy();
        break;
      case 'paste':
        void paste();
        break;
      case 'selectPrevious':
        neighbour(-1);
        break;
      case 'selectNext':
        neighbour(1);
        break;
      case 'moveUp':
        moveBy(-1);
        break;
      case 'moveDown':
        moveBy(1);
        break;
      case 'cancel':
        cancelPointer();
        break;
    }
  };
}
