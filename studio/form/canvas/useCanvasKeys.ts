/** Keyboard on the focused canvas: the shared key actions, plus Escape cancelling a pointer gesture. */
import type { KeyboardEvent } from 'react';
import type { DesignerContextValue } from '../DesignerContext';
import { runKeyAction } from '../keyActions';
import type { ReadingDirection } from '../model/layout';
import { canvasKeyAction } from './keymap';

/** The reading direction the page gives an element (the console sets `dir` on the document from the language). */
export const readingDirectionOf = (element: Element): ReadingDirection =>
  getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';

export function useCanvasKeys(designer: DesignerContextValue, cancelPointer: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const action = canvasKeyAction(event, readingDirectionOf(event.currentTarget));
    if (!action) return;
    event.preventDefault();
    if (action === 'cancel') cancelPointer();
    else runKeyAction(designer, action, 'canvas');
  };
}
