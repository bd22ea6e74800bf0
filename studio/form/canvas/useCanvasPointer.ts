/**
 * Pointer gestures on the canvas, forwarded as canvas points to the select/drag tool (model/tools), which
 * decides what they mean: click selects (or presses a handle, or switches a tab pane), a press-and-move
 * drags the control to a new place (Escape cancels), palette items dropped from the DOM are added where
 * the insertion line shows. A right click on a table cell asks for the cell menu. Points are handed over in
 * layout coordinates: on a right-to-left canvas the pointer's x is mirrored first.
 */
import { useCallback } from 'react';
import type {
  DragEvent,
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
  RefObject,
} from 'react';
import type { CellBox } from '../model/layout';
import { cellAt } from '../model/layout';
import type { DesignerContextValue } from '../DesignerContext';

export interface CanvasPointerOptions {
  designer: DesignerContextValue;
  scroller: RefObject<HTMLDivElement | null>;
  onCellMenu?: (cell: CellBox, client: { x: number; y: number }) => void;
}

export function useCanvasPointer({ designer, scroller, onCellMenu }: CanvasPointerOptions) {
  const { canvas, show, paletteDrag } = designer;
  const tool = canvas.tool;

  const toCanvas = useCallback(
    (clientX: number, clientY: number) => {
      // the spacer holds the stage: its box is the drawing's, scrolled with the canvas and clear of a scroll
      // bar (which a right-to-left page puts on the left)
      const content = scroller.current?.firstElementChild;
      const rect = content?.getBoundingClientRect();
      const onScreen = { x: clientX - (rect?.left ?? 0), y: clientY - (rect?.top ?? 0) };
      return canvas.toLayoutPoint(onScreen);
    },
    [scroller, canvas],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    scroller.current?.focus({ preventScroll: true });
    show(tool.pointerDown(toCanvas(event.clientX, event.clientY)));
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    tool.pointerMove(toCanvas(event.clientX, event.clientY));
  };

  const onPointerUp = () => {
    show(tool.pointerUp());
  };

  const cancel = () => {
    tool.cancel();
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
    tool.paletteOver(type, toCanvas(event.clientX, event.clientY));
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    tool.paletteLeave();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const type = paletteDrag.end();
    show(tool.paletteDrop(type, toCanvas(event.clientX, event.clientY)));
    if (type) scroller.current?.focus({ preventScroll: true });
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onContextMenu,
    onDragOver,
    onDragLeave,
    onDrop,
    cancel,
  };
}
