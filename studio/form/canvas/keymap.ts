/** Keyboard shortcuts of the canvas, as a pure mapping from a key event to a named action. */
export type CanvasKeyAction =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'copy'
  | 'paste'
  | 'selectPrevious'
  | 'selectNext'
  | 'moveUp'
  | 'moveDown'
  | 'cancel';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function canvasKeyAction(event: KeyLike): CanvasKeyAction | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod && key === 'c') return 'copy';
  if (mod && key === 'v') return 'paste';
  if (mod) return undefined;
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'cancel';
  if (key === 'ArrowUp') return event.altKey ? 'moveUp' : 'selectPrevious';
  if (key === 'ArrowDown') return event.altKey ? 'moveDown' : 'selectNext';
  return undefined;
}
