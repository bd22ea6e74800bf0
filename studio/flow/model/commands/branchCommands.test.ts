import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import { expectExecuteUndoRedo, testDocument } from '../testDocument';
import { addBranchCommand, deleteBranchCommand, moveBranchCommand } from './branchCommands';
import { addNodeCommand } from './nodeCommands';

function groupDoc(kind: 'branchGroup' | 'parallelGroup' = 'branchGroup') {
  const { doc } = testDocument();
  doc.run(addNodeCommand(doc, doc.root.id, kind));
  doc.history.clear();
  const groupId = doc.root.childNode?.id ?? '';
  const branches = () =>
    (findNode(doc.root, groupId)?.conditionNodes ?? []).map((branch) => [
      branch.nodeName,
      branch.priorityLevel,
      branch.attr?.isDefault === true,
    ]);
  return { doc, groupId, branches };
}

describe('addBranchCommand', () => {
  it('inserts "branch 2" before the default branch and bumps its level', () => {
    const { doc, groupId, branches } = groupDoc();
    expectExecuteUndoRedo(doc, addBranchCommand(doc, groupId), () => {
      expect(branches()).toEqual([
        ['node.branch(index=1)', 1, false],
        ['node.branch(index=2)', 2, false],
        ['node.otherBranch', 3, true],
      ]);
    });
  });

  it('returns the id of the branch it added', () => {
    const { doc, groupId } = groupDoc('parallelGroup');
    const command = addBranchCommand(doc, groupId);
    expect(doc.run(command)).toBe(true);
    const branches = findNode(doc.root, groupId)?.conditionNodes ?? [];
    expect(branches.map((branch) => branch.id)).toContain(command.createdId);
    expect(findNode(doc.root, command.createdId)?.nodeName).toBe('node.parallel(index=3)');
  });
});

describe('deleteBranchCommand', () => {
  it('renumbers from 1 when three branches were there', () => {
    const { doc, groupId, branches } = groupDoc();
    doc.run(addBranchCommand(doc, groupId));
    const firstId = findNode(doc.root, groupId)?.conditionNodes?.[0]?.id ?? '';
    expectExecuteUndoRedo(doc, deleteBranchCommand(doc, firstId), () => {
      expect(branches()).toEqual([
        ['node.branch(index=2)', 1, false],
        ['node.otherBranch', 2, true],
      ]);
    });
  });

  it('removes the whole group when only two remain', () => {
    const { doc, groupId } = groupDoc('parallelGroup');
    const firstId = findNode(doc.root, groupId)?.conditionNodes?.[0]?.id ?? '';
    expectExecuteUndoRedo(doc, deleteBranchCommand(doc, firstId), () => {
      expect(findNode(doc.root, groupId)).toBeUndefined();
      expect(doc.root.childNode).toBeNull();
    });
  });
});

describe('moveBranchCommand', () => {
  it('reorders branches and keeps the default last', () => {
    const { doc, groupId, branches } = groupDoc();
    doc.run(addBranchCommand(doc, groupId));
    expectExecuteUndoRedo(doc, moveBranchCommand(doc, groupId, 0, 5), () => {
      expect(branches()).toEqual([
        ['node.branch(index=2)', 1, false],
        ['node.branch(index=1)', 2, false],
        ['node.otherBranch', 3, true],
      ]);
    });
    expect(doc.run(moveBranchCommand(doc, groupId, 2, 0))).toBe(false);
  });
});
