/**
 * Keyboard shortcuts of the canvas and the form outline, as a pure mapping from a key event to a named
 * action. Left and right follow the reading direction: in a right-to-left page Alt+ArrowLeft moves in.
 */
import type { ReadingDirection } from '../model/layout';
import { sidewaysStep } from '../model/layout';

export type CanvasKeyAction =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'copy'
  | 'paste'
  | 'selectPrevious'
  | 'selectNext'
  | 'selectFirst'
  | 'selectLast'
  | 'moveUp'
  | 'moveDown'
  | 'moveInto'
  | 'moveOut'
  | 'moveNextSlot'
  | 'movePreviousSlot'
  | 'editProperties'
  | 'cancel';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The shortcuts in aria-keyshortcuts syntax, for the canvas and the outline. */
export const KEY_SHORTCUTS =
  'ArrowUp ArrowDown Home End Enter Delete Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft ' +
  'Alt+Shift+ArrowRight Alt+Shift+ArrowLeft Control+Z Control+Y Control+C Control+V';

export function canvasKeyAction(
  event: KeyLike,
  direction: ReadingDirection = 'ltr',
): CanvasKeyAction | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod && key === 'c') return 'copy';
  if (mod && key === 'v') return 'paste';
  if (mod) return undefined;
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'cancel';
  if (key === 'Enter') return 'editProperties';
  if (key === 'Home') return 'selectFirst';
  if (key === 'End') return 'selectLast';
  if (key === 'ArrowUp') return event.altKey ? 'moveUp' : 'selectPrevious';
  if (key === 'ArrowDown') return event.altKey ? 'moveDown' : 'selectNext';
  const side = event.altKey ? sidewaysStep(key, direction) : undefined;
  if (side && event.shiftKey) return side === 'forward' ? 'moveNextSlot' : 'movePreviousSlot';
  if (side) return side === 'forward' ? 'moveInto' : 'moveOut';
  return undefined;
}
