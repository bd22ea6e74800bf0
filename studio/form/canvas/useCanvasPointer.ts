/**
 * Pointer gestures on the canvas: click selects (or presses a handle, or switches a tab pane), a
 * press-and-move drags the control to a new place (Escape cancels), a right click on a table cell asks
 * for the cell menu, and palette items dropped from the DOM are added where the insertion line shows.
 */
import { useCallback, useRef } from 'react';
import type { DragEvent, MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { CellBox } from '../model/layout';
import { cellAt, contains, controlAt, tabAt } from '../model/layout';
import type { DesignerContextValue } from '../DesignerContext';
import { handleRects } from './handles';

const DRAG_THRESHOLD = 4;

export interface CanvasPointerOptions {
  designer: DesignerContextValue;
  scroller: RefObject<HTMLDivElement | null>;
  onCellMenu?: (cell: CellBox, client: { x: number; y: number }) => void;
}

export function useCanvasPointer({ designer, scroller, onCellMenu }: CanvasPointerOptions) {
  const { editor, canvas, show, paletteDrag } = designer;
  const pressed = useRef<{ key: string; x: number; y: number } | undefined>(undefined);

  const toCanvas = useCallback(
    (clientX: number, clientY: number) => {
      const element = scroller.current;
      const rect = element?.getBoundingClientRect();
      return { x: clientX - (rect?.left ?? 0), y: clientY - (rect?.top ?? 0) + (element?.scrollTop ?? 0) };
    },
    [scroller],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    scroller.current?.focus({ preventScroll: true });
    const point = toCanvas(event.clientX, event.clientY);
    const selected = canvas.selectedBox;
    if (selected) {
      const handles = handleRects(selected);
      if (contains(handles.copy, point.x, point.y)) return void show(editor.copy(selected.key).message);
      if (contains(handles.remove, point.x, point.y)) return void show(editor.remove(selected.key).message);
    }
    const tab = tabAt(canvas.layout, point.x, point.y);
    if (tab) canvas.showTab(tab.tabsKey, tab.index);
    const box = controlAt(canvas.layout, point.x, point.y);
    pressed.current = box ? { key: box.key, x: point.x, y: point.y } : undefined;
    if (!box) editor.select('');
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const press = pressed.current;
    if (!press) return;
    const point = toCanvas(event.clientX, event.clientY);
    if (!canvas.drag) {
      if (Math.abs(point.x - press.x) + Math.abs(point.y - press.y) < DRAG_THRESHOLD) return;
      const box = canvas.layout.boxes.find((entry) => entry.key === press.key);
      if (!box) return;
      canvas.startDrag(box.type, point, box.key);
    }
    canvas.dragTo(point);
  };

  const onPointerUp = () => {
    const press = pressed.current;
    pressed.current = undefined;
    const drag = canvas.endDrag();
    if (drag?.movingKey) {
      if (drag.target) show(editor.move(drag.movingKey, { slot: drag.target.slot, index: drag.target.index }).message);
      return;
    }
    if (press) editor.select(press.key);
  };

  const cancel = () => {
    pressed.current = undefined;
    canvas.endDrag();
  };

  const onContextMenu = (event: ReactMouseEvent<HTMLDivElement>) => {
    const point = toCanvas(event.clientX, event.clientY);
    const cell = cellAt(canvas.layout, point.x, point.y);
    if (!cell || !onCellMenu) return;
    event.preventDefault();
    onCellMenu(cell, { x: event.clientX, y: event.clientY });
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    const type = paletteDrag.type;
    if (!type) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    const point = toCanvas(event.clientX, event.clientY);
    if (!canvas.drag) canvas.startDrag(type, point);
    canvas.dragTo(point);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!canvas.drag?.movingKey) canvas.endDrag();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const type = paletteDrag.end();
    const point = toCanvas(event.clientX, event.clientY);
    if (type && canvas.drag) canvas.dragTo(point);
    const drag = canvas.endDrag();
    if (!type || !drag?.target) return;
    const outcome = editor.addAt(type, { slot: drag.target.slot, index: drag.target.index });
    if (!outcome.ok) show(outcome.message);
    scroller.current?.focus({ preventScroll: true });
  };

  return { onPointerDown, onPointerMove, onPointerUp, onContextMenu, onDragOver, onDragLeave, onDrop, cancel };
}
