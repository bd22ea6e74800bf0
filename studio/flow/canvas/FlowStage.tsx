/**
 * The Konva stage: group frames, edges, cards and plus buttons of what intersects the drawn area (the screen and a margin
 * around it), drawn in that order on one layer (one canvas and one hit canvas to allocate and draw; the edges do
 * not listen). Dragging the empty stage pans; during a pan or zoom gesture the drawn stage is moved by a CSS
 * transform and drawn again at rest (`useGestureView`).
 */
import { useCallback, useRef } from 'react';
import type Konva from 'konva';
import { observer } from 'mobx-react-lite';
import { Layer, Stage } from 'react-konva';
import type { FlowEditor } from '../model/editor';
import type { FlowT } from '../useFlowT';
import { BoxShapes } from './BoxShapes';
import { EdgesShape } from './EdgesShape';
import { GroupFrames } from './GroupFrames';
import { SlotShapes } from './SlotShapes';
import { COLORS } from './theme';
import { useCurrentHitOnPress } from './useCurrentHitOnPress';
import { useGestureView } from './useGestureView';
import { usePanDrag } from './usePanDrag';

export interface FlowStageProps {
  editor: FlowEditor;
  t: FlowT;
  onOpenNode(id: string): void;
}

export const FlowStage = observer(function FlowStage({ editor, t, onOpenNode }: FlowStageProps) {
  const { viewport, drag } = editor;
  const { screen } = viewport;
  const stage = useRef<Konva.Stage>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useCurrentHitOnPress(stage);
  const stageView = useGestureView(editor, wrapper);
  const pan = usePanDrag(editor);
  const openAddMenu = useCallback((afterId: string) => editor.addMenu.open(afterId), [editor]);
  const selectGroup = useCallback(
    (id: string) => {
      if (!pan.hasPanned()) editor.selection.select(id);
    },
    [editor, pan],
  );
  const { drawn, items, margin } = stageView;
  const scale = drawn.zoom / 100;

  return (
    <div
      ref={wrapper}
      style={{
        margin: `${-margin.height}px ${-margin.width}px`,
        transformOrigin: `${margin.width}px ${margin.height}px`,
        willChange: 'transform',
      }}
    >
      <Stage
        ref={stage}
        width={screen.width + margin.width * 2}
        height={screen.height + margin.height * 2}
        x={drawn.pan.x + margin.width}
        y={drawn.pan.y + margin.height}
        scaleX={scale}
        scaleY={scale}
        onPointerDown={pan.onPointerDown}
        onClick={(event) => {
          if (event.target === event.target.getStage() && !pan.hasPanned()) editor.selection.clear();
        }}
        style={{ background: COLORS.background }}
      >
        <Layer>
          <GroupFrames editor={editor} boxes={items.boxes} onSelect={selectGroup} />
          <EdgesShape edges={items.edges} />
          <BoxShapes editor={editor} boxes={items.boxes} t={t} onOpenNode={onOpenNode} />
          {!editor.isReadOnly && (
            <SlotShapes
              slots={items.slots}
              isDragging={drag.draggingId !== ''}
              dropAfterId={drag.dropAfterId}
              onAdd={openAddMenu}
            />
          )}
        </Layer>
      </Stage>
    </div>
  );
});
