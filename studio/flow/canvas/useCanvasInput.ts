/** Wheel (ctrl+wheel zooms, plain wheel scrolls), two-finger pinch, and the canvas keyboard shortcuts. */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { FlowEditor } from '../model/editor';
import { keyAction } from '../model/editor/keymap';

export function useCanvasInput(container: RefObject<HTMLDivElement | null>, editor: FlowEditor): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let pinch: { distance: number } | null = null;
    const anchorOf = (clientX: number, clientY: number) => {
      const rect = element.getBoundingClientRect();
      return { x: clientX - rect.left, y: clientY - rect.top };
    };
    const onWheel = (event: WheelEvent) => {
      if (!(event.target instanceof HTMLCanvasElement)) return;
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) {
        if (event.deltaY !== 0) editor.zoomBy(event.deltaY < 0 ? 1 : -1, anchorOf(event.clientX, event.clientY));
        return;
      }
      const pan = editor.view.pan;
      editor.view.setPan({ x: pan.x - (event.shiftKey ? event.deltaY : event.deltaX), y: pan.y - (event.shiftKey ? 0 : event.deltaY) });
    };
    const spread = (touches: TouchList) => {
      const [a, b] = [touches[0], touches[1]];
      return a && b ? { distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 } : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const now = spread(event.touches);
      if (!now) return;
      event.preventDefault();
      if (!pinch) {
        pinch = { distance: now.distance };
        return;
      }
      const ratio = now.distance / pinch.distance;
      if (ratio > 1.2 || ratio < 0.83) {
        editor.zoomBy(ratio > 1 ? 1 : -1, anchorOf(now.x, now.y));
        pinch = { distance: now.distance };
      }
    };
    const onTouchEnd = () => {
      pinch = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const action = keyAction(event);
      if (!action) return;
      event.preventDefault();
      editor.runKey(action);
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
