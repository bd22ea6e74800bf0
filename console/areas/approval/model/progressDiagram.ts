/**
 * The read-only progress diagram of an instance (pure). `GET /jflow/nodeInfo` answers only the display status
 * per node id of the instance's frozen tree, not the tree itself, so the tree comes from the template
 * (`GET /jflow/detail`). When the template was changed after the instance started, the ids no longer match:
 * the diagram is then flagged as outdated so the screen can say so.
 */
import { collectIds } from '@shared/flow/tree';
import { loadModelContent } from '@shared/flow/modelContent';
import type { FlowNode, NodeDisplayStatus } from '@shared/flow/types';

export type ProgressDiagram =
  | { ok: true; root: FlowNode; statuses: Record<string, NodeDisplayStatus>; isOutdated: boolean }
  | { ok: false; messageKey: string };

const DISPLAY: ReadonlySet<number> = new Set([-1, 0, 1, 2]);

export function progressDiagram(modelContent: string, nodeStatuses: Record<string, number>): ProgressDiagram {
  if (!modelContent) return { ok: false, messageKey: 'timeline.flowEmpty' };
  const loaded = loadModelContent(modelContent);
  if (!loaded.ok) return { ok: false, messageKey: 'timeline.flowFailed' };
  const ids = collectIds(loaded.root);
  const statuses: Record<string, NodeDisplayStatus> = {};
  let known = 0;
  for (const [id, status] of Object.entries(nodeStatuses)) {
    if (!ids.has(id)) continue;
    known += 1;
    statuses[id] = (DISPLAY.has(status) ? status : 0) as NodeDisplayStatus;
  }
  // Nodes of the current design the instance never had are shown as "none".
  for (const id of ids) if (!(id in statuses)) statuses[id] = -1;
  const isOutdated = known !== Object.keys(nodeStatuses).length || known !== ids.size;
  return { ok: true, root: loaded.root, statuses, isOutdated };
}
