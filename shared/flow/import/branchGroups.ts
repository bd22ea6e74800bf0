/** Finishing touches shared by the importers for the branches of a condition group. */
import { createDefaultBranch } from '../factories';
import type { NodeFactoryContext } from '../factories';
import { renumberBranches } from '../branchEdit';
import type { FlowNode } from '../types';
import type { WarningLog } from './importTypes';

/**
 * Makes sure exactly the flagged branch is the default one and it is last. Without any, an explicit empty
 * default branch is appended (with a warning, since the source had no "other situations" branch).
 */
export function finishConditionBranches(
  group: { id: string; branches: FlowNode[]; defaultIndex: number | undefined },
  ctx: NodeFactoryContext,
  log: WarningLog,
  path: string,
): FlowNode[] {
  const { branches, defaultIndex } = group;
  if (defaultIndex === undefined) {
    log.add(path, 'import.defaultBranchAdded');
    return renumberBranches([...branches, createDefaultBranch(ctx, group.id, branches.length + 1)]);
  }
  const chosen = branches[defaultIndex];
  const others = branches.filter((_, index) => index !== defaultIndex);
  if (!chosen) return renumberBranches(others);
  const asDefault: FlowNode = { ...chosen, conditionList: [], attr: { ...chosen.attr, isDefault: true } };
  return renumberBranches([...others, asDefault]);
}
