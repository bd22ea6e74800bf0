/** All visible connector lines as one non-listening shape. */
import type Konva from 'konva';
import { Shape } from 'react-konva';
import type { LayoutEdge } from '../model/layout';
import { drawEdges } from './drawFlow';

export interface EdgesShapeProps {
  edges: readonly LayoutEdge[];
}

export function EdgesShape({ edges }: EdgesShapeProps) {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(context: Konva.Context) => drawEdges(context._context, edges)}
    />
  );
}
