/**
 * The Konva stage: edges, cards and plus buttons of what intersects the viewport, drawn in that order on one
 * layer (one canvas and one hit canvas to allocate and draw; the edges do not listen). The stage itself drags
 * to pan.
 */
import { useCallback, useRef } from 'react';
import type Konva from 'konva';
import { observer } from 'mobx-react-lite';
import { Layer, Stage } from 'react-konva';
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
}

export const FlowStage = observer(function FlowStage({ editor, t, onOpenNode }: FlowStageProps) {
  const { view, viewport, drag } = editor;
  const { screen } = viewport;
  const scale = view.zoom / 100;
  const stage = useRef<Konva.Stage>(null);
  useCurrentHitOnPress(stage);
  const openAddMenu = useCallback((afterId: string) => editor.addMenu.open(afterId), [editor]);

  const onStageDrag = (event: Konva.KonvaEventObject<DragEvent>) => {
    const stage = event.target.getStage();
    if (stage && event.target === stage) viewport.panTo(stage.position());
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
        if (event.target === event.target.getStage()) editor.selection.clear();
      }}
      style={{ background: COLORS.background }}
    >
      <Layer>
        <EdgesShape edges={editor.visibleEdges} />
        <BoxShapes editor={editor} t={t} onOpenNode={onOpenNode} />
        {!editor.isReadOnly && (
          <SlotShapes
            slots={editor.visibleSlots}
            isDragging={drag.draggingId !== ''}
            dropAfterId={drag.dropAfterId}
            onAdd={openAddMenu}
          />
        )}
      </Layer>
    </Stage>
  );
});
