/**
 * The same flow in React Flow, for the side-by-side benchmark: every box of our layout becomes a node at the
 * same position and size (a custom node with a coloured title and a text line, like our card), and every
 * connection of the tree becomes an edge. React Flow's defaults otherwise (all nodes in the DOM).
 */
import { memo } from 'react';
import type { Edge, Node, NodeProps, Viewport } from '@xyflow/react';
import { Handle, Position, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { FlowNode } from '@shared/flow/types';
import type { TreeLayout } from '@studio/flow/model/layout';
import type { CardText } from '@studio/flow/canvas/drawFlow';
import { headerColor } from '@studio/flow/canvas/theme';

type CardData = { title: string; body: string; color: string };
type CardNode = Node<CardData, 'card'>;

const END_ID = 'end';

const Card = memo(function Card({ data, width, height }: NodeProps<CardNode>) {
  return (
    <div className="peer-card" style={{ width, height }}>
      <Handle type="target" position={Position.Top} />
      <div className="peer-card-title" style={{ background: data.color }}>
        {data.title}
      </div>
      <div className="peer-card-body">{data.body}</div>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});

const nodeTypes = { card: Card };

/** Every box of the layout as a React Flow node (same position and size). */
export function peerNodes(layout: TreeLayout, text: (node: FlowNode) => CardText): CardNode[] {
  return layout.boxes.map((box) => {
    const shown = box.node && box.kind === 'node' ? text(box.node) : { title: box.kind, body: '' };
    return {
      id: box.id === '' ? END_ID : box.id,
      type: 'card',
      position: { x: box.x, y: box.y },
      width: box.width,
      height: box.height,
      data: {
        title: shown.title,
        body: shown.body,
        color: box.node && box.kind === 'node' ? headerColor(box.node.type) : '#ffffff',
      },
    };
  });
}

/** The tree's connections: node → next, group → each branch, each branch's last node → what follows the group. */
export function peerEdges(root: FlowNode): Edge[] {
  const edges: Edge[] = [];
  const link = (source: string, target: string) =>
    edges.push({ id: `${source}>${target}`, source, target, type: 'smoothstep' });
  const walk = (first: FlowNode, after: string) => {
    for (let node: FlowNode | null = first; node; node = node.childNode) {
      const next = node.childNode?.id ?? after;
      const branches = node.conditionNodes ?? [];
      if (branches.length > 0) {
        for (const branch of branches) {
          link(node.id, branch.id);
          walk(branch, next);
        }
      } else link(node.id, next);
    }
  };
  walk(root, END_ID);
  return edges;
}

export interface PeerFlowProps {
  nodes: CardNode[];
  edges: Edge[];
  viewport: Viewport;
}

export function PeerFlow({ nodes, edges, viewport }: PeerFlowProps) {
  return (
    <ReactFlowProvider>
      <ReactFlow
        defaultNodes={nodes}
        defaultEdges={edges}
        nodeTypes={nodeTypes}
        defaultViewport={viewport}
        minZoom={0.5}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
      />
    </ReactFlowProvider>
  );
}
