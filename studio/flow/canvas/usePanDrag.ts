/**
 * Dragging the empty stage (or the empty space of a group) pans the view. Done here rather than by Konva's stage dragging, which moves and
 * draws the whole stage on every pointer move: here a move only changes the view (the drawn stage follows by a
 * CSS transform during the gesture, see `useGestureView`). A press that moved is a pan, not a click.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type Konva from 'konva';
import type { FlowEditor } from '../model/editor';
import { GROUP_FRAME } from './GroupFrames';

/** Pointer travel (px) after which a press is a pan rather than a click. */
const CLICK_SLOP = 3;

export interface PanDrag {
  onPointerDown(event: Konva.KonvaEventObject<PointerEvent>): void;
  /** True when the press that just ended panned (its click is not a click on the empty stage). */
  hasPanned(): boolean;
}

export function usePanDrag(editor: FlowEditor): PanDrag {
  const start = useRef<{ x: number; y: number; pan: { x: number; y: number } } | null>(null);
  const moved = useRef(false);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => () => stop.current(), []);

  const onPointerDown = useCallback(
    (event: Konva.KonvaEventObject<PointerEvent>) => {
      const target = event.target;
      const isBackground = target === target.getStage() || target.hasName(GROUP_FRAME);
      if (!isBackground || event.evt.button > 0) return;
      start.current = { x: event.evt.clientX, y: event.evt.clientY, pan: editor.view.pan };
      moved.current = false;
      const onMove = (move: PointerEvent) => {
        const from = start.current;
        if (!from) return;
        const dx = move.clientX - from.x;
        const dy = move.clientY - from.y;
        if (!moved.current && Math.hypot(dx, dy) < CLICK_SLOP) return;
        moved.current = true;
        editor.viewport.panTo({ x: from.pan.x + dx, y: from.pan.y + dy });
      };
      const onUp = () => stop.current();
      stop.current = () => {
        start.current = null;
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    },
    [editor],
  );

  return useMemo(() => ({ onPointerDown, hasPanned: () => moved.current }), [onPointerDown]);
}
