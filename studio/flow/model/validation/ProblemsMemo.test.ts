import { describe, expect, it } from 'vitest';
import { addBranch, deleteBranch, moveBranch } from '@shared/flow/branchEdit';
import { createNode } from '@shared/flow/factories';
import { testFactoryContext } from '@shared/flow/testing';
import { collectIds, findNode, walkTree } from '@shared/flow/tree';
import { insertAfter, removeNode, updateNode } from '@shared/flow/treeEdit';
import type { FlowFormField, FlowNode } from '@shared/flow/types';
import { NodeType } from '@shared/flow/types';
import { validateFlow } from '@shared/flow/validateFlow';
import { generateFlow } from '../editor/generateFlow';
import { layoutFlow } from '../layout';
import { ProblemsMemo } from './ProblemsMemo';

const fields: FlowFormField[] = [{ key: 'days', label: 'Days', type: 'number' }];
const expected = (root: FlowNode, list: FlowFormField[]) =>
  validateFlow(root, list.length > 0 ? { fields: list } : {});

function firstOf(root: FlowNode, type: number): FlowNode {
  let found: FlowNode | undefined;
  walkTree(root, (node) => {
    if (node.type === type) found = node;
    return found === undefined;
  });
  return found as FlowNode;
}

describe('ProblemsMemo', () => {
  it('lists what validateFlow lists, in its order, through a series of edits', () => {
    const ctx = testFactoryContext();
    const memo = new ProblemsMemo();
    let root = generateFlow(ctx, 200);
    expect(memo.problems(root, [])).toEqual(expected(root, []));
    const group = firstOf(root, NodeType.BranchGroup);
    const branch = group.conditionNodes?.[0] as FlowNode;
    const edits: ((tree: FlowNode) => FlowNode)[] = [
      (tree) => insertAfter(tree, tree.id, createNode(ctx, 'approver', tree.id)),
      (tree) =>
        updateNode(tree, branch.id, {
          conditionList: [[{ label: 'Days', field: 'days', operator: 'gt', value: '3' }]],
        }),
      (tree) =>
        updateNode(tree, branch.id, {
          conditionList: [[{ label: 'Size', field: 'size', operator: 'gt', value: '' }]],
        }),
      (tree) => addBranch(tree, group.id, ctx),
      (tree) => moveBranch(tree, group.id, 0, 2),
      (tree) => deleteBranch(tree, branch.id),
      (tree) =>
        updateNode(tree, tree.childNode?.id ?? '', { nodeName: ' ', nodeUserList: [{ id: 'u', name: 'U' }] }),
      (tree) => removeNode(tree, firstOf(tree, NodeType.BranchGroup).id),
      (tree) => insertAfter(tree, [...collectIds(tree)].pop() ?? '', createNode(ctx, 'cc', '')),
    ];
    for (const edit of edits) {
      root = edit(root);
      expect(findNode(root, root.id)).toBe(root);
      expect(memo.problems(root, [])).toEqual(expected(root, []));
      expect(memo.problems(root, fields)).toEqual(expected(root, fields));
    }
  });

  it('says which nodes have a problem, branches reported by their group included, also for earlier trees', () => {
    const ctx = testFactoryContext();
    const memo = new ProblemsMemo();
    const first = generateFlow(ctx, 60);
    const group = firstOf(first, NodeType.BranchGroup);
    const added = addBranch(first, group.id, ctx); // branch 1 (no conditions), branch 2, default
    const second = (firstOf(added, NodeType.BranchGroup).conditionNodes ?? [])[1] as FlowNode;
    const days = [[{ label: 'Days', field: 'days', operator: 'gt' as const, value: '3' }]];
    // branch 2 is complete in itself, but the group reports it unreachable behind branch 1
    const unreachable = updateNode(added, second.id, { conditionList: days });
    const trees = [first, added, unreachable];
    for (const root of [...trees, ...[...trees].reverse()]) {
      const listed = new Set(memo.problems(root, []).map((problem) => problem.nodeId));
      const boxes = layoutFlow(root).boxes.filter((box) => box.node);
      expect(
        boxes.filter((box) => memo.hasProblem([], box.node as FlowNode, box.group)).map((box) => box.id),
      ).toEqual(boxes.filter((box) => listed.has(box.id)).map((box) => box.id));
    }
    expect(
      memo
        .problems(unreachable, [])
        .filter((problem) => problem.nodeId === second.id)
        .map((problem) => problem.messageKey),
    ).toEqual(['validation.unreachableBranch']);
    const branch = findNode(unreachable, second.id) as FlowNode;
    const box = layoutFlow(unreachable).boxes.find((candidate) => candidate.id === second.id);
    expect(memo.hasProblem([], branch, box?.group)).toBe(true);
    expect(memo.hasProblem([], branch)).toBe(false); // without its group, only its own problems count
  });

  it('keeps the problem objects of untouched nodes', () => {
    const ctx = testFactoryContext();
    const memo = new ProblemsMemo();
    const root = generateFlow(ctx, 100);
    const before = memo.problems(root, []);
    const changed = insertAfter(root, root.id, createNode(ctx, 'cc', root.id));
    const after = memo.problems(changed, []);
    expect(after.length).toBe(before.length + 1);
    // only the new node and the one after it (new pid) are checked again; the root has no problem
    expect(after.filter((problem) => before.includes(problem)).length).toBe(before.length - 1);
  });
});
