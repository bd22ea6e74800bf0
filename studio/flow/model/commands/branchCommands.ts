/** Commands on the branches of a branch group (workflow spec §4.2). */
import { addBranch, deleteBranch, moveBranch } from '@shared/flow/branchEdit';
import { findNode } from '@shared/flow/tree';
import type { FlowDocument } from '../FlowDocument';
import { TreeCommand } from './TreeCommand';

/** Adds a branch; before the default branch when that one is last. `createdId` is the new branch's id. */
export function addBranchCommand(doc: FlowDocument, groupId: string): TreeCommand {
  return new TreeCommand('addBranch', doc, (root, created) => {
    const next = addBranch(root, groupId, doc.factoryContext());
    const before = new Set((findNode(root, groupId)?.conditionNodes ?? []).map((branch) => branch.id));
    const added = findNode(next, groupId)?.conditionNodes?.find((branch) => !before.has(branch.id));
    if (added) created(added.id);
    return next;
  });
}

/** Deletes a branch; with only two left the whole group goes. */
export function deleteBranchCommand(doc: FlowDocument, branchId: string): TreeCommand {
  return new TreeCommand('deleteBranch', doc, (root) => deleteBranch(root, branchId));
}

/** Moves a branch within its group; the default branch stays last. */
export function moveBranchCommand(doc: FlowDocument, groupId: string, from: number, to: number): TreeCommand {
  return new TreeCommand('moveBranch', doc, (root) => moveBranch(root, groupId, from, to));
}
