/** Plus buttons after nodes (open the add menu) and, while dragging, the drop slots. */
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

export function SlotShapes({ slots, isDragging, dropAfterId, onAdd }: SlotShapesProps) {
  if (isDragging) {
    return slots.map((slot) => (
      <Shape
        key={`drop-${slot.afterId}`}
        name="flow-drop-slot"
        x={slot.x}
        y={slot.y}
        listening={false}
        perfectDrawEnabled={false}
        sceneFunc={(context: Konva.Context) => drawDrop(context, slot.afterId === dropAfterId)}
      />
    ));
  }
  return slots.map((slot) => (
    <Shape
      key={`plus-${slot.afterId}`}
      name="flow-plus"
      id={`plus-${slot.afterId}`}
      x={slot.x}
      y={slot.y}
      perfectDrawEnabled={false}
      sceneFunc={(context: Konva.Context) => drawPlus(context._context, false)}
      hitFunc={hitCircle}
      onClick={(event) => {
        event.cancelBubble = true;
        onAdd(slot.afterId);
      }}
      onTap={() => onAdd(slot.afterId)}
    />
  ));
}
