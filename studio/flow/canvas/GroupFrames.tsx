/**
 * The frames of the branch groups, drawn behind edges and cards: a press on the empty space of a group (between
 * and around its branches) selects the whole group, which is then outlined; hovering shows the frame faintly.
 * Dragging from there pans, as on the empty stage.
 */
import { memo, useCallback } from 'react';
import type Konva from 'konva';
import { observer } from 'mobx-react-lite';
import { Shape } from 'react-konva';
import type { FlowEditor } from '../model/editor';
import type { GroupFrame, LayoutBox } from '../model/layout';
import { groupFrames } from '../model/layout';
import { COLORS } from './theme';

/** Konva name of a group frame (the pan gesture starts on it as on the empty stage). */
export const GROUP_FRAME = 'flow-group-frame';
/** Space between a group's block and its drawn frame. */
const PAD = 8;

interface FrameProps {
  frame: GroupFrame;
  isSelected: boolean;
  isHovered: boolean;
  onSelect(id: string): void;
  onHover(id: string): void;
}

function drawFrame(ctx: CanvasRenderingContext2D, frame: GroupFrame, isSelected: boolean): void {
  ctx.beginPath();
  ctx.roundRect(0, 0, frame.width + PAD * 2, frame.height + PAD * 2, 10);
  ctx.fillStyle = isSelected ? 'rgba(45,114,210,0.06)' : 'rgba(45,114,210,0.03)';
  ctx.fill();
  ctx.strokeStyle = COLORS.selected;
  ctx.lineWidth = isSelected ? 2 : 1;
  if (!isSelected) ctx.setLineDash([6, 4]);
  ctx.stroke();
  ctx.setLineDash([]);
}

const isSameFrame = (before: FrameProps, after: FrameProps) =>
  before.frame.id === after.frame.id &&
  before.frame.x === after.frame.x &&
  before.frame.y === after.frame.y &&
  before.frame.width === after.frame.width &&
  before.frame.height === after.frame.height &&
  before.isSelected === after.isSelected &&
  before.isHovered === after.isHovered &&
  before.onSelect === after.onSelect &&
  before.onHover === after.onHover;

const Frame = memo(function Frame({ frame, isSelected, isHovered, onSelect, onHover }: FrameProps) {
  const width = frame.width + PAD * 2;
  const height = frame.height + PAD * 2;
  return (
    <Shape
      name={GROUP_FRAME}
      id={`frame-${frame.id}`}
      x={frame.x - PAD}
      y={frame.y - PAD}
      width={width}
      height={height}
      perfectDrawEnabled={false}
      sceneFunc={(context: Konva.Context) => {
        if (isSelected || isHovered) drawFrame(context._context, frame, isSelected);
      }}
      hitFunc={(context: Konva.Context, shape: Konva.Shape) => {
        context.beginPath();
        context.rect(0, 0, width, height);
        context.closePath();
        context.fillStrokeShape(shape);
      }}
      onClick={(event) => {
        event.cancelBubble = true;
        onSelect(frame.id);
      }}
      onTap={() => onSelect(frame.id)}
      onMouseEnter={() => onHover(frame.id)}
      onMouseLeave={() => onHover('')}
    />
  );
}, isSameFrame);

export interface GroupFramesProps {
  editor: FlowEditor;
  /** The boxes drawn (the groups among them get a frame). */
  boxes: readonly LayoutBox[];
  /** Selects group `id`, unless the press that ended was a pan. */
  onSelect(id: string): void;
}

export const GroupFrames = observer(function GroupFrames({ editor, boxes, onSelect }: GroupFramesProps) {
  const { selectedId, hoveredId } = editor.view;
  const onHover = useCallback((id: string) => editor.view.hover(id), [editor]);
  return groupFrames(boxes).map((frame) => (
    <Frame
      key={frame.id}
      frame={frame}
      isSelected={frame.id === selectedId}
      isHovered={frame.id === hoveredId}
      onSelect={onSelect}
      onHover={onHover}
    />
  ));
});
