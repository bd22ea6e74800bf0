/** Keyboard on the focused canvas: the shared key actions, plus Escape cancelling a pointer gesture. */
import type { KeyboardEvent } from 'react';
import type { DesignerContextValue } from '../DesignerContext';
import { runKeyAction } from '../keyActions';
import { canvasKeyAction } from './keymap';

export const isRightToLeft = (element: Element): boolean => getComputedStyle(element).direction === 'rtl';

export function useCanvasKeys(designer: DesignerContextValue, cancelPointer: () => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const action = canvasKeyAction(event, isRightToLeft(event.currentTarget));
    if (!action) return;
    event.preventDefault();
    if (action === 'cancel') cancelPointer();
    else runKeyAction(designer, action, 'canvas');
  };
}
