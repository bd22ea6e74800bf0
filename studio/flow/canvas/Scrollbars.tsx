/** Horizontal and vertical scrollbars over the canvas; dragging a thumb pans. */
import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowEditor } from '../model/editor';
import { scrollAxis } from '../model/editor/scrollbars';

export interface ScrollbarsProps {
  editor: FlowEditor;
}

const SIZE = 10;

export const Scrollbars = observer(function Scrollbars({ editor }: ScrollbarsProps) {
  const { bounds } = editor.layout;
  const { width, height } = editor.viewport.screen;
  const view = editor.viewport.rect;
  const horizontal = scrollAxis(bounds.x, bounds.width, view.x, view.width, width - SIZE);
  const vertical = scrollAxis(bounds.y, bounds.height, view.y, view.height, height - SIZE);
  const last = useRef<{ x: number; y: number } | null>(null);

  const drag = (axis: 'x' | 'y', unitsPerPx: number) => ({
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      last.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (!last.current) return;
      const scale = editor.view.zoom / 100;
      const delta = axis === 'x' ? event.clientX - last.current.x : event.clientY - last.current.y;
      last.current = { x: event.clientX, y: event.clientY };
      const shift = delta * unitsPerPx * scale;
      editor.viewport.scroll(axis === 'x' ? shift : 0, axis === 'y' ? shift : 0);
    },
    onPointerUp: () => {
      last.current = null;
    },
  });

  return (
    <>
      <div className="flow-scrollbar flow-scrollbar-x" style={{ height: SIZE, right: SIZE }}>
        <div
          className="flow-scrollbar-thumb"
          data-testid="flow-scroll-x"
          style={{ left: horizontal.start, width: horizontal.length, height: SIZE }}
          {...drag('x', horizontal.unitsPerPx)}
        />
      </div>
      <div className="flow-scrollbar flow-scrollbar-y" style={{ width: SIZE, bottom: SIZE }}>
        <div
          className="flow-scrollbar-thumb"
          data-testid="flow-scroll-y"
          style={{ top: vertical.start, height: vertical.length, width: SIZE }}
          {...drag('y', vertical.unitsPerPx)}
        />
      </div>
    </>
  );
});
