/** The 202×150 mini-map: the whole flow in small, the viewport as a rectangle; drag it to move. */
import { useCallback, useMemo, useRef } from 'react';
import type { PointerEvent } from 'react';
import type Konva from 'konva';
import { observer } from 'mobx-react-lite';
import { Layer, Shape, Stage } from 'react-konva';
import type { FlowEditor } from '../model/editor';
import { fromMiniMap, MINI_MAP_HEIGHT, MINI_MAP_WIDTH, miniMapTransform, toMiniMap, viewportToFlow } from '../model/layout';
import { COLORS } from './theme';

export interface MiniMapProps {
  editor: FlowEditor;
  label: string;
}

export const MiniMap = observer(function MiniMap({ editor, label }: MiniMapProps) {
  const layout = editor.layout;
  const transform = useMemo(() => miniMapTransform(layout.bounds), [layout.bounds]);
  const viewport = toMiniMap(viewportToFlow(editor.screen, editor.view.pan, editor.view.zoom), transform);
  const isDragging = useRef(false);
  // the flow in small only changes with the layout, so panning redraws just the viewport layer
  const drawBoxes = useCallback(
    (context: Konva.Context) => {
      const ctx = context._context;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, MINI_MAP_WIDTH, MINI_MAP_HEIGHT);
      ctx.fillStyle = COLORS.miniNode;
      for (const box of layout.boxes) {
        const mapped = toMiniMap(box, transform);
        ctx.fillRect(mapped.x, mapped.y, Math.max(1, mapped.width), Math.max(1, mapped.height));
      }
    },
    [layout, transform],
  );

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const point = fromMiniMap({ x: event.clientX - rect.left, y: event.clientY - rect.top }, transform);
    const scale = editor.view.zoom / 100;
    editor.view.setPan({ x: editor.screen.width / 2 - point.x * scale, y: editor.screen.height / 2 - point.y * scale });
  };

  return (
    <div
      className="flow-minimap"
      role="img"
      aria-label={label}
      data-testid="flow-minimap"
      style={{ width: MINI_MAP_WIDTH, height: MINI_MAP_HEIGHT, cursor: 'move', touchAction: 'none' }}
      onPointerDown={(event) => {
        isDragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (isDragging.current) moveTo(event);
      }}
      onPointerUp={() => {
        isDragging.current = false;
      }}
    >
      <Stage width={MINI_MAP_WIDTH} height={MINI_MAP_HEIGHT} listening={false}>
        <Layer listening={false}>
          <Shape listening={false} perfectDrawEnabled={false} sceneFunc={drawBoxes} />
        </Layer>
        <Layer listening={false}>
          <Shape
            listening={false}
            perfectDrawEnabled={false}
            sceneFunc={(context: Konva.Context) => {
              const ctx = context._context;
              ctx.fillStyle = 'rgba(45,114,210,0.12)';
              ctx.fillRect(viewport.x, viewport.y, viewport.width, viewport.height);
              ctx.strokeStyle = COLORS.miniViewport;
              ctx.lineWidth = 1.5;
              ctx.strokeRect(viewport.x, viewport.y, viewport.width, viewport.height);
            }}
          />
        </Layer>
      </Stage>
    </div>
  );
});
