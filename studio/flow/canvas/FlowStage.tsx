/**
 * The Konva stage: edges, cards and plus buttons of what intersects the viewport, drawn in that order on one
 * layer (one canvas and one hit canvas to allocate and draw; the edges do not listen). The stage itself drags
 * to pan.
 */
import { useCallback, useRef, useState } from 'react';
import type Konva from 'konva';
import { observer } from 'mobx-react-lite';
import { Layer, Stage } from 'react-konva';
import { findGroupOfBranch, findNode } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import { moveBranchCommand } from '../model/commands';
import type { FlowEditor } from '../model/editor';
import type { FlowT } from '../useFlowT';
import { BoxShapes } from './BoxShapes';
import { EdgesShape } from './EdgesShape';
import { SlotShapes } from './SlotShapes';
import { COLORS } from './theme';
import { useCurrentHitOnPress } from './useCurrentHitOnPress';

export interface FlowStageProps {
  editor: FlowEditor;
  t: FlowT;
  onOpenNode(id: string): void;
  onAddBranch(groupId: string): void;
}

export const FlowStage = observer(function FlowStage({ editor, t, onOpenNode, onAddBranch }: FlowStageProps) {
  const { view, screen } = editor;
  const scale = view.zoom / 100;
  const [dropAfterId, setDropAfterId] = useState('');
  const stage = useRef<Konva.Stage>(null);
  useCurrentHitOnPress(stage);
  const openAddMenu = useCallback((afterId: string) => editor.openAddMenu(afterId), [editor]);

  const onDragMove = useCallback(
    (point: { x: number; y: number }) => setDropAfterId(editor.dropSlotNear(point)?.afterId ?? ''),
    [editor],
  );
  const onDragEnd = useCallback(
    (id: string, point: { x: number; y: number }) => {
      setDropAfterId('');
      const node = findNode(editor.doc.root, id);
      if (node && (node.type === NodeType.ConditionBranch || node.type === NodeType.ParallelBranch)) {
        reorderBranch(editor, id, point);
        return;
      }
      editor.endDrag(editor.dropSlotNear(point)?.afterId ?? null);
    },
    [editor],
  );

  const onStageDrag = (event: Konva.KonvaEventObject<DragEvent>) => {
    const stage = event.target.getStage();
    if (stage && event.target === stage) editor.view.setPan(stage.position());
  };

  return (
    <Stage
      ref={stage}
      width={screen.width}
      height={screen.height}
      x={view.pan.x}
      y={view.pan.y}
      scaleX={scale}
      scaleY={scale}
      draggable
      onDragMove={onStageDrag}
      onDragEnd={onStageDrag}
      onClick={(event) => {
        if (event.target === event.target.getStage()) editor.view.clearSelection();
      }}
      style={{ background: COLORS.background }}
    >
      <Layer>
        <EdgesShape edges={editor.visibleEdges} />
        <BoxShapes
          editor={editor}
          t={t}
          onOpenNode={onOpenNode}
          onAddBranch={onAddBranch}
          onDragMove={onDragMove}
          onDragEnd={onDragEnd}
        />
        {!editor.isReadOnly && (
          <SlotShapes slots={editor.visibleSlots} isDragging={editor.draggingId !== ''} dropAfterId={dropAfterId} onAdd={openAddMenu} />
        )}
      </Layer>
    </Stage>
  );
});

/** A branch card dropped on a sibling branch takes its place (the default branch stays last). */
function reorderBranch(editor: FlowEditor, branchId: string, point: { x: number; y: number }): void {
  editor.endDrag(null);
  const root = editor.doc.root;
  const from = findGroupOfBranch(root, branchId);
  if (!from) return;
  const target = editor.layout.boxes.find(
    (box) => box.kind === 'node' && box.id !== branchId && point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height,
  );
  const to = target ? findGroupOfBranch(root, target.id) : undefined;
  if (!to || to.group.id !== from.group.id) return;
  editor.doc.run(moveBranchCommand(editor.doc, from.group.id, from.index, to.index));
}
