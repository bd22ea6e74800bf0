/**
 * The selection outline with its copy and delete handles, the insertion line and the drag ghost, drawn in
 * layout coordinates and mirrored with the content on a right-to-left page (handles then sit top left).
 */
import { observer } from 'mobx-react-lite';
import { Group, Layer, Line, Rect } from 'react-konva';
import type { CanvasStore } from './CanvasStore';
import { handleRects, layerTransform } from '../model/layout';
import { CANVAS_THEME as C } from './theme';
import { CanvasDirection } from './views/CanvasDirection';
import { CanvasText } from './views/primitives';

const still = { listening: false, perfectDrawEnabled: false } as const;

function Handle({
  x,
  y,
  size,
  kind,
  fill,
}: {
  x: number;
  y: number;
  size: number;
  kind: 'copy' | 'remove';
  fill: string;
}) {
  const c = size / 2;
  return (
    <Group {...still}>
      <Rect {...still} x={x} y={y} width={size} height={size} fill={fill} cornerRadius={3} />
      {kind === 'copy' ? (
        <>
          <Rect
            {...still}
            x={x + c - 5}
            y={y + c - 5}
            width={8}
            height={8}
            stroke="#fff"
            strokeWidth={1.5}
            cornerRadius={1}
          />
          <Rect
            {...still}
            x={x + c - 2}
            y={y + c - 2}
            width={8}
            height={8}
            stroke="#fff"
            fill={fill}
            strokeWidth={1.5}
            cornerRadius={1}
          />
        </>
      ) : (
        <>
          <Line
            {...still}
            points={[x + c - 4, y + c - 4, x + c + 4, y + c + 4]}
            stroke="#fff"
            strokeWidth={2}
            lineCap="round"
          />
          <Line
            {...still}
            points={[x + c + 4, y + c - 4, x + c - 4, y + c + 4]}
            stroke="#fff"
            strokeWidth={2}
            lineCap="round"
          />
        </>
      )}
    </Group>
  );
}

const Selection = observer(function Selection({ store }: { store: CanvasStore }) {
  const box = store.selectedBox;
  if (!box) return null;
  const handles = handleRects(box);
  return (
    <Group {...still}>
      <Rect
        {...still}
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        stroke={C.accent}
        strokeWidth={2}
        cornerRadius={3}
      />
      <Rect
        {...still}
        x={box.x}
        y={box.y - 18}
        width={Math.min(box.width, box.key.length * 7 + 12)}
        height={18}
        fill={C.accent}
        cornerRadius={[3, 3, 0, 0]}
      />
      <CanvasText
        x={box.x + 6}
        y={box.y - 14}
        text={box.key}
        color="#fff"
        size={11}
        family="Arial"
        textDirection="ltr"
      />
      <Handle x={handles.copy.x} y={handles.copy.y} size={handles.copy.width} kind="copy" fill={C.accent} />
      <Handle
        x={handles.remove.x}
        y={handles.remove.y}
        size={handles.remove.width}
        kind="remove"
        fill={C.danger}
      />
    </Group>
  );
});

const DragFeedback = observer(function DragFeedback({ store }: { store: CanvasStore }) {
  const drag = store.drag;
  if (!drag) return null;
  const line = drag.target?.line;
  return (
    <Group {...still}>
      {line ? (
        <Line
          {...still}
          points={
            line.direction === 'horizontal'
              ? [line.x, line.y, line.x + line.length, line.y]
              : [line.x, line.y, line.x, line.y + line.length]
          }
          stroke={C.accent}
          strokeWidth={3}
          lineCap="round"
        />
      ) : null}
      {drag.movingKey ? (
        <Rect
          {...still}
          x={drag.pointer.x - 60}
          y={drag.pointer.y - 14}
          width={120}
          height={28}
          fill="rgba(22,119,255,0.12)"
          stroke={C.accent}
          dash={[4, 3]}
          cornerRadius={4}
        />
      ) : null}
    </Group>
  );
});

export const OverlayLayer = observer(function OverlayLayer({ store }: { store: CanvasStore }) {
  return (
    <Layer listening={false} y={-store.scrollTop} {...layerTransform(store.width, store.direction)}>
      <CanvasDirection.Provider value={store.direction}>
        <Selection store={store} />
        <DragFeedback store={store} />
      </CanvasDirection.Provider>
    </Layer>
  );
});
