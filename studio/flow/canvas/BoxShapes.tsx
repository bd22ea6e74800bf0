/** The drawn cards, add-branch pills and the end node. Card texts and looks are memoized per node. */
import { memo, useMemo, useState } from 'react';
import type Konva from 'konva';
import { observer } from 'mobx-react-lite';
import { Shape } from 'react-konva';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { isClosedByMerge, isDeletableNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import type { FlowEditor } from '../model/editor';
import type { LayoutBox } from '../model/layout';
import type { FlowT } from '../useFlowT';
import { cardLook } from './cardLook';
import { CardTextCache } from './CardTextCache';
import { drawPill } from './drawFlow';
import { NodeShape } from './NodeShape';
import { isSameBox } from './shapeProps';
import { COLORS } from './theme';

export interface BoxShapesProps {
  editor: FlowEditor;
  /** The boxes to draw (those of the drawn area). */
  boxes: readonly LayoutBox[];
  t: FlowT;
  onOpenNode(id: string): void;
}

function isDraggableNode(node: FlowNode | undefined): boolean {
  if (!node) return false;
  return isDeletableNode(node) || nodeTypeOf(node.type).isReorderable;
}

interface PillProps {
  box: LayoutBox;
  label: string;
  color: string;
  /** Adds a branch to the group `box.id` (add-branch pills of an editable flow). */
  onAdd?(groupId: string): void;
  /** The group is selected (by key or in the outline): the pill stands for it and is outlined. */
  isSelected?: boolean;
}

function outlinePill(ctx: CanvasRenderingContext2D, box: LayoutBox): void {
  ctx.beginPath();
  ctx.roundRect(-3, -3, box.width + 6, box.height + 6, (box.height + 6) / 2);
  ctx.strokeStyle = COLORS.selected;
  ctx.lineWidth = 2;
  ctx.stroke();
}

const isSamePill = (before: PillProps, after: PillProps) =>
  isSameBox(before.box, after.box) &&
  before.label === after.label &&
  before.color === after.color &&
  before.onAdd === after.onAdd &&
  before.isSelected === after.isSelected;

const Pill = memo(function Pill({ box, label, color, onAdd, isSelected = false }: PillProps) {
  return (
    <Shape
      name={box.kind === 'end' ? 'flow-end' : 'flow-add-branch'}
      id={box.kind === 'end' ? 'flow-end' : `group-${box.id}`}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      listening={onAdd !== undefined}
      perfectDrawEnabled={false}
      sceneFunc={(context: Konva.Context) => {
        drawPill(context._context, box, label, color);
        if (isSelected) outlinePill(context._context, box);
      }}
      hitFunc={(context: Konva.Context, shape: Konva.Shape) => {
        context.beginPath();
        context.rect(0, 0, box.width, box.height);
        context.closePath();
        context.fillStrokeShape(shape);
      }}
      onClick={(event) => {
        event.cancelBubble = true;
        onAdd?.(box.id);
      }}
    />
  );
}, isSamePill);

export const BoxShapes = observer(function BoxShapes(props: BoxShapesProps) {
  const { editor, boxes, t, onOpenNode } = props;
  const [texts] = useState(() => new CardTextCache());
  const handlers = useMemo(
    () => ({
      onSelect: (id: string) => {
        editor.selection.select(id);
        onOpenNode(id);
      },
      onClose: (id: string) => editor.deletion.ask(id),
      onRename: (id: string) => editor.renaming.start(id),
      onDragStart: (id: string) => editor.drag.start(id),
      onDragMove: (point: { x: number; y: number }) => editor.drag.move(point),
      onDragEnd: (id: string, point: { x: number; y: number }) => void editor.drag.end(id, point),
      onAddBranch: (groupId: string) => void editor.addMenu.addBranch(groupId),
    }),
    [editor, onOpenNode],
  );
  const context = {
    selectedId: editor.view.selectedId,
    hasProblem: (box: LayoutBox) => editor.hasProblem(box),
    pathIds: editor.simulation?.pathIds ?? null,
    statuses: editor.isReadOnly && Object.keys(editor.statuses).length > 0 ? editor.statuses : null,
    isReadOnly: editor.isReadOnly,
    heat: editor.isReadOnly && Object.keys(editor.heat).length > 0 ? editor.heat : null,
    heatPath: editor.isReadOnly ? editor.heatPath : null,
    ghostIds: editor.isReadOnly ? editor.ghostIds : null,
  };
  return boxes.map((box) => {
    if (box.kind === 'end') return <Pill key="end" box={box} label={t('node.end')} color={COLORS.muted} />;
    if (box.kind === 'addBranch') {
      const isParallel = box.node !== undefined && isClosedByMerge(box.node);
      const label = t(isParallel ? 'canvas.addParallel' : 'canvas.addBranch');
      return (
        <Pill
          key={`pill-${box.id}`}
          box={box}
          label={label}
          color={COLORS.path}
          onAdd={editor.isReadOnly ? undefined : handlers.onAddBranch}
          isSelected={box.id === editor.view.selectedId}
        />
      );
    }
    const node = box.node;
    if (!node) return null;
    return (
      <NodeShape
        key={box.id}
        box={box}
        text={texts.withLabel(
          box.id,
          texts.text(node, t),
          editor.isReadOnly ? editor.labels[box.id] : undefined,
        )}
        look={cardLook(box, context)}
        isDraggable={!editor.isReadOnly && isDraggableNode(node)}
        onSelect={handlers.onSelect}
        onClose={handlers.onClose}
        onRename={handlers.onRename}
        onDragStart={handlers.onDragStart}
        onDragMove={handlers.onDragMove}
        onDragEnd={handlers.onDragEnd}
      />
    );
  });
});
