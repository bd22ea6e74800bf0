/** Wheel (ctrl+wheel zooms, plain wheel scrolls), two-finger pinch, and the canvas keyboard shortcuts (see keymap.ts). */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { FlowEditor } from '../model/editor';

export function useCanvasInput(container: RefObject<HTMLDivElement | null>, editor: FlowEditor): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const anchorOf = (clientX: number, clientY: number) => {
      const rect = element.getBoundingClientRect();
      return { x: clientX - rect.left, y: clientY - rect.top };
    };
    const onWheel = (event: WheelEvent) => {
      if (!(event.target instanceof HTMLCanvasElement)) return;
      event.preventDefault();
      editor.viewport.wheel(event, anchorOf(event.clientX, event.clientY));
    };
    const spread = (touches: TouchList) => {
      const [a, b] = [touches[0], touches[1]];
      return a && b
        ? {
            distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
            x: (a.clientX + b.clientX) / 2,
            y: (a.clientY + b.clientY) / 2,
          }
        : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const now = spread(event.touches);
      if (!now) return;
      event.preventDefault();
      editor.viewport.pinch(now.distance, anchorOf(now.x, now.y));
    };
    const onTouchEnd = () => editor.viewport.endPinch();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      // plain keys (arrows, Enter, A, Delete) belong to the canvas itself, not to a toolbar button inside it
      const isCommand = event.ctrlKey || event.metaKey;
      if (!isCommand && event.target !== element) return;
      if (editor.keys.press(event)) event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [container, editor]);
}
