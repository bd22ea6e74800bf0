/**
 * Fallback targets (workflow spec §3 "Fallback node", §7 fallback-node query): with the flow's `return` switch on,
 * first the applicant (the start node, issue 28), then earlier approver nodes on the path actually taken, which
 * lead to the task's node and whose latest activation has passed.
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import { settingsOf } from './run';
import { buildIndex, downstreamOf } from './treeIndex';
import type { TreeIndex } from './treeIndex';
import type { EngineInstance } from './types';

export interface FallbackTarget {
  id: string;
  nodeName: string;
  /** The start node: the application goes back to its applicant to be fixed and resubmitted. */
  isApplicant?: true;
}

/** Targets for `taskId` (default: the first open task), in path order. */
export function returnTargets(
  instance: EngineInstance,
  taskId?: string,
  given?: TreeIndex,
): FallbackTarget[] {
  const index = given ?? buildIndex(instance.tree);
  const task =
    taskId === undefined
      ? instance.tasks.find(
          (candidate) =>
            candidate.taskType === TaskType.Handler && candidate.taskState === TaskState.Processing,
        )
      : instance.tasks.find((candidate) => candidate.id === taskId);
  if (!index || !task || instance.state !== InstanceState.UnderApproval) return [];
  const openNodes = new Set(
    instance.tasks
      .filter((open) => open.taskType === TaskType.Handler && open.taskState === TaskState.Processing)
      .map((open) => open.nodeId),
  );
  const seen = new Set<string>([index.root.id]);
  const targets: FallbackTarget[] =
    settingsOf(instance.settings).return && task.taskType === TaskType.Handler
      ? [{ id: index.root.id, nodeName: index.root.nodeName, isApplicant: true }]
      : [];
  // earlier approvers only where the node's own fallBack switch allows them
  const path = index.byId.get(task.nodeId)?.configure?.fallBack === true ? instance.path : [];
  for (const nodeId of path) {
    const node = index.byId.get(nodeId);
    if (!node || seen.has(nodeId) || nodeId === task.nodeId) continue;
    seen.add(nodeId);
    if (nodeTypeOf(node.type).task?.isReturnTarget !== true || openNodes.has(nodeId)) continue;
    if (instance.nodeRuns[nodeId]?.passedAt == null) continue;
    if (!downstreamOf(index, nodeId).has(task.nodeId)) continue;
    targets.push({ id: node.id, nodeName: node.nodeName });
  }
  return targets;
}
