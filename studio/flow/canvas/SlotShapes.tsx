/** Plus buttons after nodes (open the add menu) and, while dragging, the drop slots. */
import { memo } from 'react';
import type Konva from 'konva';
import { Shape } from 'react-konva';
import type { AddSlot } from '../model/layout';
import { drawPlus, PLUS_RADIUS } from './drawFlow';
import { COLORS } from './theme';

export interface SlotShapesProps {
  slots: readonly AddSlot[];
  isDragging: boolean;
  dropAfterId: string;
  onAdd(afterId: string): void;
}

function hitCircle(context: Konva.Context, shape: Konva.Shape) {
  context.beginPath();
  context.arc(0, 0, PLUS_RADIUS + 2, 0, Math.PI * 2);
  context.closePath();
  context.fillStrokeShape(shape);
}

function drawDrop(context: Konva.Context, isActive: boolean) {
  const ctx = context._context;
  ctx.beginPath();
  ctx.roundRect(-70, -10, 140, 20, 10);
  ctx.fillStyle = isActive ? COLORS.drop : 'rgba(45,114,210,0.15)';
  ctx.fill();
  ctx.setLineDash([4, 3]);
  ctx.strokeStyle = COLORS.drop;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.setLineDash([]);
}

interface PlusProps {
  afterId: string;
  x: number;
  y: number;
  onAdd(afterId: string): void;
}

/** One plus button; re-rendered only when it moves or its handler changes. */
const Plus = memo(function Plus({ afterId, x, y, onAdd }: PlusProps) {
  return (
    <Shape
      name="flow-plus"
      id={`plus-${afterId}`}
      x={x}
      y={y}
      perfectDrawEnabled={false}
      sceneFunc={drawPlusShape}
      hitFunc={hitCircle}
      onClick={(event) => {
        event.cancelBubble = true;
        onAdd(afterId);
      }}
      onTap={() => onAdd(afterId)}
    />
  );
});

const Drop = memo(function Drop({ x, y, isActive }: { x: number; y: number; isActive: boolean }) {
  return (
    <Shape
      name="flow-drop-slot"
      x={x}
      y={y}
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context: Konva.Context) => drawDrop(context, isActive)}
    />
  );
});

function drawPlusShape(context: Konva.Context) {
  drawPlus(context._context, false);
}

export function SlotShapes({ slots, isDragging, dropAfterId, onAdd }: SlotShapesProps) {
  if (isDragging) {
    return slots.map((slot) => (
      <Drop key={`drop-${slot.afterId}`} x={slot.x} y={slot.y} isActive={slot.afterId === dropAfterId} />
    ));
  }
  return slots.map((slot) => (
    <Plus key={`plus-${slot.afterId}`} afterId={slot.afterId} x={slot.x} y={slot.y} onAdd={onAdd} />
  ));
}
