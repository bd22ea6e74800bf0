/**
 * The 202×150 mini-map: the whole flow in small, the viewport as a rectangle; drag it, or focus it and press the
 * arrow keys, to move.
 * Two stacked canvases: the flow in small, drawn once per layout after the frame that changed it has been
 * painted (`useAfterPaint`), and the rectangle above it, the only part a pan redraws.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowEditor } from '../model/editor';
import type { MiniMapTransform, TreeLayout } from '../model/layout';
import { fromMiniMap, MINI_MAP_HEIGHT, MINI_MAP_WIDTH, miniMapTransform, toMiniMap } from '../model/layout';
import { COLORS } from './theme';
import { useAfterPaint } from '../useAfterPaint';

export interface MiniMapProps {
  editor: FlowEditor;
  label: string;
}

function pixelRatio(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/** Sizes a mini-map canvas for the pixel ratio and returns its context scaled to mini-map pixels, cleared. */
function clearedContext(canvas: HTMLCanvasElement | null, ratio: number): CanvasRenderingContext2D | null {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return null;
  const width = Math.round(MINI_MAP_WIDTH * ratio);
  const height = Math.round(MINI_MAP_HEIGHT * ratio);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, MINI_MAP_WIDTH, MINI_MAP_HEIGHT);
  return ctx;
}

function drawFlowInSmall(
  ctx: CanvasRenderingContext2D,
  layout: TreeLayout,
  transform: MiniMapTransform,
): void {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, MINI_MAP_WIDTH, MINI_MAP_HEIGHT);
  ctx.fillStyle = COLORS.miniNode;
  const { scale, offsetX, offsetY } = transform;
  layout.forEachRect((x, y, width, height) => {
    ctx.fillRect(
      x * scale + offsetX,
      y * scale + offsetY,
      Math.max(1, width * scale),
      Math.max(1, height * scale),
    );
  });
}

/** Screen px the view moves per arrow key on the mini-map. */
const KEY_STEP = 80;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

const LAYER_STYLE = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: MINI_MAP_WIDTH,
  height: MINI_MAP_HEIGHT,
} as const;

export const MiniMap = observer(function MiniMap({ editor, label }: MiniMapProps) {
  const readLayout = useCallback(() => editor.layout, [editor]);
  const layout = useAfterPaint(readLayout, readLayout);
  const transform = useMemo(() => (layout ? miniMapTransform(layout.bounds) : null), [layout]);
  const ratio = pixelRatio();
  const viewport = transform ? toMiniMap(editor.viewport.rect, transform) : null;
  const flowCanvas = useRef<HTMLCanvasElement>(null);
  const viewCanvas = useRef<HTMLCanvasElement>(null);
  const isDragging = useRef(false);

  useLayoutEffect(() => {
    const ctx = clearedContext(flowCanvas.current, ratio);
    if (ctx && layout && transform) drawFlowInSmall(ctx, layout, transform);
  }, [layout, transform, ratio]);

  const { x = 0, y = 0, width = 0, height = 0 } = viewport ?? {};
  const hasViewport = viewport !== null;
  useLayoutEffect(() => {
    const ctx = clearedContext(viewCanvas.current, ratio);
    if (!ctx || !hasViewport) return;
    ctx.fillStyle = 'rgba(45,114,210,0.12)';
    ctx.fillRect(x, y, width, height);
    ctx.strokeStyle = COLORS.miniViewport;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(x, y, width, height);
  }, [hasViewport, ratio, x, y, width, height]);

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    if (!transform) return;
    const rect = event.currentTarget.getBoundingClientRect();
    editor.viewport.centreAt(
      fromMiniMap({ x: event.clientX - rect.left, y: event.clientY - rect.top }, transform),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    // the mini-map sits inside the canvas: its arrows move the view, not the selection
    event.stopPropagation();
    event.preventDefault();
    editor.viewport.scroll(move[0], move[1]);
  };

  return (
    <div
      className="flow-minimap"
      role="application"
      tabIndex={0}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="flow-minimap"
      style={{
        position: 'relative',
        width: MINI_MAP_WIDTH,
        height: MINI_MAP_HEIGHT,
        cursor: 'move',
        touchAction: 'none',
      }}
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
      <canvas ref={flowCanvas} style={LAYER_STYLE} />
      <canvas ref={viewCanvas} style={LAYER_STYLE} />
    </div>
  );
});
