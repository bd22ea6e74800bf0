/** One node card as a single Konva shape drawn by `drawCard` (few Konva nodes, cheap redraws). */
import { memo, useCallback } from 'react';
import type Konva from 'konva';
import { Shape } from 'react-konva';
import type { LayoutBox } from '../model/layout';
import type { CardLook, CardText } from './drawFlow';
import { drawCard, hitsClose, CARD_HEADER } from './drawFlow';
import { isSameBox } from './shapeProps';

export interface NodeShapeProps {
  box: LayoutBox;
  text: CardText;
  look: CardLook;
  isDraggable: boolean;
  onSelect(id: string): void;
  onClose(id: string): void;
  onRename(id: string): void;
  onDragStart(id: string): void;
  onDragMove(point: { x: number; y: number }): void;
  onDragEnd(id: string, point: { x: number; y: number }): void;
}

function localPoint(event: Konva.KonvaEventObject<MouseEvent | TouchEvent | DragEvent>): {
  x: number;
  y: number;
} {
  const shape = event.target;
  const pointer = shape.getRelativePointerPosition();
  return pointer ?? { x: 0, y: 0 };
}

function flowPoint(event: Konva.KonvaEventObject<DragEvent>): { x: number; y: number } {
  const layer = event.target.getLayer();
  return layer?.getRelativePointerPosition() ?? { x: 0, y: 0 };
}

/** A card re-renders only when what it draws or does changes (not for a fresh but equal box). */
function isSameCard(before: NodeShapeProps, after: NodeShapeProps): boolean {
  return (
    isSameBox(before.box, after.box) &&
    before.text === after.text &&
    before.look === after.look &&
    before.isDraggable === after.isDraggable &&
    before.onSelect === after.onSelect &&
    before.onClose === after.onClose &&
    before.onRename === after.onRename &&
    before.onDragStart === after.onDragStart &&
    before.onDragMove === after.onDragMove &&
    before.onDragEnd === after.onDragEnd
  );
}

export const NodeShape = memo(function NodeShape(props: NodeShapeProps) {
  const { box, text, look } = props;
  const sceneFunc = useCallback(
    (context: Konva.Context) => {
      drawCard(context._context, box, text, look);
    },
    [box, text, look],
  );
  const hitFunc = useCallback(
    (context: Konva.Context, shape: Konva.Shape) => {
      context.beginPath();
      context.rect(0, 0, box.width, box.height);
      context.closePath();
      context.fillStrokeShape(shape);
    },
    [box.width, box.height],
  );
  const id = box.id;
  return (
    <Shape
      name="flow-node"
      id={`node-${id}`}
      nodeName={box.node?.nodeName ?? ''}
      borderColor={look.border ?? ''}
      figureLabel={text.label ?? ''}
      bodyText={text.body}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      sceneFunc={sceneFunc}
      hitFunc={hitFunc}
      perfectDrawEnabled={false}
      draggable={props.isDraggable}
      onClick={(event) => {
        event.cancelBubble = true;
        const point = localPoint(event);
        if (look.showClose && hitsClose(box, point.x, point.y)) props.onClose(id);
        else if (look.showClose && point.y <= CARD_HEADER) props.onRename(id);
        else props.onSelect(id);
      }}
      onTap={() => props.onSelect(id)}
      onDblClick={(event) => {
        if (localPoint(event).y <= CARD_HEADER) props.onRename(id);
      }}
      onDragStart={(event) => {
        event.cancelBubble = true;
        props.onDragStart(id);
      }}
      onDragMove={(event) => {
        event.cancelBubble = true;
        props.onDragMove(flowPoint(event));
      }}
      onDragEnd={(event) => {
        event.cancelBubble = true;
        const point = flowPoint(event);
        event.target.position({ x: box.x, y: box.y });
        props.onDragEnd(id, point);
      }}
    />
  );
}, isSameCard);
