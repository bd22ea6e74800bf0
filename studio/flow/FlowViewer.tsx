/**
 * Read-only flow with progress: nodes coloured by display status (-1 none, 0 not reached, 1 current,
 * 2 completed) and a legend. The approval modal and the timeline show an instance's progress with it.
 */
import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import type { FlowNode, NodeDisplayStatus } from '@shared/flow/types';
import { countNodes, walkTree } from '@shared/flow/tree';
import { FlowCanvas } from './canvas/FlowCanvas';
import type { LegendItem } from './canvas/exportFlowImage';
import { FlowDocument } from './model/FlowDocument';
import { FlowEditor } from './model/editor';
import { useFlowT } from './useFlowT';

export interface FlowViewerProps {
  /** The saved node tree (`modelContent`). */
  root: FlowNode;
  /** Display status per node id; when left out, each node's own `status` is used. */
  statuses?: Record<string, NodeDisplayStatus>;
  flowName?: string;
  height?: number | string;
  /** Outline colour per node id (a heat view instead of progress statuses). */
  heat?: Record<string, string>;
  /** A line of figures per node id, drawn on the card under its body (ready-made text). */
  labels?: Record<string, string>;
  /** With `heat`: the node ids of a path to emphasise (outlined, the other nodes dimmed). */
  heatPath?: readonly string[];
  /** With `heat`: nodes drawn dimmed (the diff's removed nodes). */
  ghostIds?: readonly string[];
  /** Lets the host reach the read-only editor (to focus a node from outside the canvas). */
  onEditor?(editor: FlowEditor): void;
  /** Legend of the exported image (with `heat`). */
  exportLegend?: readonly LegendItem[];
  /** A click on a node (read-only: nothing else happens). */
  onOpenNode?(id: string): void;
}

/** Up to this many nodes the flow fits a viewer at a readable zoom, so it goes without a mini-map. */
const SMALL_FLOW_NODES = 12;

function statusesOf(root: FlowNode): Record<string, NodeDisplayStatus> {
  const statuses: Record<string, NodeDisplayStatus> = {};
  walkTree(root, (node) => {
    if (node.status !== undefined) statuses[node.id] = node.status;
  });
  return statuses;
}

export const FlowViewer = observer(function FlowViewer({
  root,
  statuses,
  flowName = '',
  height = 480,
  heat,
  labels,
  heatPath,
  ghostIds,
  onEditor,
  exportLegend,
  onOpenNode,
}: FlowViewerProps) {
  const t = useFlowT();
  const editor = useMemo(
    () => new FlowEditor(new FlowDocument({ t }, { root }), { isReadOnly: true }),
    [root, t],
  );
  useEffect(() => {
    if (heat) editor.setHeat(heat);
    else editor.setStatuses(statuses ?? statusesOf(root));
  }, [editor, root, statuses, heat]);
  useEffect(() => editor.setLabels(labels ?? {}), [editor, labels]);
  useEffect(() => editor.setHeatPath(heatPath ?? null), [editor, heatPath]);
  useEffect(() => editor.setGhosts(ghostIds ?? []), [editor, ghostIds]);
  useEffect(() => onEditor?.(editor), [editor, onEditor]);
  const isSmall = useMemo(() => countNodes(root) <= SMALL_FLOW_NODES, [root]);
  return (
    <div style={{ height }} className="flow-viewer">
      <FlowCanvas
        editor={editor}
        t={t}
        flowName={flowName}
        onOpenNode={onOpenNode}
        exportLegend={exportLegend}
        isFitOnOpen
        isMiniMapHidden={isSmall}
      />
    </div>
  );
});
