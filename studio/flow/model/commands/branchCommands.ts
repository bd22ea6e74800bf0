/** Commands on the branches of a branch group (workflow spec §4.2). */
import { addBranch, deleteBranch, moveBranch } from '@shared/flow/branchEdit';
import type { FlowDocument } from '../FlowDocument';
import { TreeCommand } from './TreeCommand';

/** Adds a branch; before the default branch when that one is last. */
export function addBranchCommand(doc: FlowDocument, groupId: string): TreeCommand {
  return new TreeCommand('addBranch', doc, (root) => addBranch(root, groupId, doc.factoryContext()));
}

/** Deletes a branch; with only two left the whole group goes. */
export function deleteBranchCommand(doc: FlowDocument, branchId: string): TreeCommand {
  return new TreeCommand('deleteBranch', doc, (root) => deleteBranch(root, branchId));
}

/** Moves a branch within its group; the default branch stays last. */
export function moveBranchCommand(doc: FlowDocument, groupId: string, from: number, to: number): TreeCommand {
  return new TreeCommand('moveBranch', doc, (root) => moveBranch(root, groupId, from, to));
}
