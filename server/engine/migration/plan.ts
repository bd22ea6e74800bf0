/**
 * The migration planner (issue 30 "Move running applications to another version"): pure, one application at a
 * time. Current nodes are matched by id in the target; a node the target no longer has lands where the
 * administrator mapped it, or the application stays with the reason. Parallel branches move as a whole: every
 * waiting branch keeps a node in it, no node lands in a branch that is not waiting, and no node lands after
 * another, else the whole application stays.
 */
import { InstanceState, TaskState, TaskType } from '@shared/approval/states';
import { buildIndex, downstreamOf, groupKind, isTaskNode } from '../treeIndex';
import type { TreeIndex } from '../treeIndex';
import type { EngineInstance } from '../types';
import { keepsApprovers } from './approvers';
import type { InstancePlan, MigratingInstance, MigrationInput, MigrationStep, StayReason } from './types';

/** Node ids of the application's open approver and handler tasks, in the order they were made. */
export const currentNodesOf = (state: EngineInstance): string[] => [
  ...new Set(
    state.tasks
      .filter((task) => task.taskType === TaskType.Handler && task.taskState === TaskState.Processing)
      .map((task) => task.nodeId),
  ),
];

/** Form data keys the target's form does not have. */
const missingFieldsOf = (state: EngineInstance, fieldKeys: string[]): string[] => {
  const known = new Set(fieldKeys);
  return Object.keys(state.formData).filter((key) => !known.has(key));
};

/** The parallel branches enclosing a node, as `group/branch` pairs (innermost first). */
const parallelBranchesOf = (index: TreeIndex, nodeId: string): string[] => {
  const pairs: string[] = [];
  let branchId = index.branchOf.get(nodeId) ?? null;
  while (branchId !== null) {
    const groupId = index.groupOf.get(branchId);
    const group = groupId === undefined ? undefined : index.byId.get(groupId);
    if (!group) break;
    if (groupKind(group) === 'parallel') pairs.push(`${group.id}/${branchId}`);
    branchId = index.branchOf.get(group.id) ?? null;
  }
  return pairs;
};

/** True when the landing nodes keep the application's parallel branches whole in the target. */
const isParallelWhole = (index: TreeIndex, state: EngineInstance, landings: string[]): boolean => {
  const waiting = new Set(
    state.joins.flatMap((join) => join.waiting.map((branch) => `${join.groupId}/${branch}`)),
  );
  const reached = new Set(landings.flatMap((nodeId) => parallelBranchesOf(index, nodeId)));
  const isKnownGroup = state.joins.every((join) => {
    const group = index.byId.get(join.groupId);
    const branches = new Set((group?.conditionNodes ?? []).map((branch) => branch.id));
    return (
      group !== undefined && groupKind(group) === 'parallel' && join.waiting.every((id) => branches.has(id))
    );
  });
  const isInWaiting = [...reached].every((pair) => waiting.has(pair));
  const isEveryBranchReached = [...waiting].every((pair) => reached.has(pair));
  const isApart = landings.every((nodeId) => {
    const after = downstreamOf(index, nodeId);
    return landings.every((other) => other === nodeId || !after.has(other));
  });
  return (
    isKnownGroup &&
    isInWaiting &&
    isEveryBranchReached &&
    isApart &&
    new Set(landings).size === landings.length
  );
};

/** The reason an application cannot move before its nodes are looked at, if any. */
const blockedBefore = (input: MigrationInput, instance: MigratingInstance): StayReason | null => {
  if (instance.versionId === input.target.versionId) return 'alreadyOnTarget';
  if (instance.state.state !== InstanceState.UnderApproval) return 'notRunning';
  if (instance.versionId !== input.source.versionId) return 'notOnSourceVersion';
  if (instance.state.returned) return 'returnedToApplicant';
  return null;
};

/** Plans one application; `targetIndex` may be passed when planning many against one target. */
export function planMigration(
  input: MigrationInput,
  instance: MigratingInstance,
  targetIndex: TreeIndex | null = buildIndex(input.target.tree),
): InstancePlan {
  const { state } = instance;
  const base = { instanceId: state.id, missingFields: missingFieldsOf(state, input.target.fieldKeys) };
  const stay = (reason: StayReason, nodeId?: string): InstancePlan => ({
    ...base,
    kind: 'stay',
    reason,
    ...(nodeId === undefined ? {} : { nodeId }),
  });
  const blocked = blockedBefore(input, instance);
  if (blocked) return stay(blocked);
  const sourceIndex = buildIndex(state.tree);
  const current = currentNodesOf(state);
  if (!targetIndex || !sourceIndex || current.length === 0) return stay('noOpenNode');
  const steps: MigrationStep[] = [];
  for (const from of current) {
    const to = targetIndex.byId.has(from) ? from : input.mapping[from];
    const landing = to === undefined ? undefined : targetIndex.byId.get(to);
    if (!landing) return stay('nodeGone', from);
    if (!isTaskNode(landing) || landing.id === targetIndex.root.id) return stay('notTaskNode', landing.id);
    const before = sourceIndex.byId.get(from);
    steps.push({
      from,
      to: landing.id,
      keepsAssignees: before !== undefined && keepsApprovers(before, landing),
    });
  }
  const landings = steps.map((step) => step.to);
  if (!isParallelWhole(targetIndex, state, landings)) return stay('parallelMismatch');
  return { ...base, kind: 'move', steps };
}
