import { describe, expect, it } from 'vitest';
import { addBranch } from '@shared/flow/branchEdit';
import { createBranchGroup, createNode, createParallelGroup, createStartNode } from '@shared/flow/factories';
import { testFactoryContext } from '@shared/flow/testing';
import { findNode } from '@shared/flow/tree';
import { insertAfter } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import { groupFrames } from './groupFrames';
import { layoutChain, layoutFlow, layoutWorkCount } from './layoutFlow';

function simple() {
  const ctx = testFactoryContext();
  const root = createStartNode(ctx);
  return insertAfter(root, root.id, createNode(ctx, 'approver', ''));
}

function withGroup() {
  const ctx = testFactoryContext();
  const root = createStartNode(ctx); // n1
  return { ctx, root: insertAfter(root, 'n1', createBranchGroup(ctx, '')) }; // n2 (n3, n4)
}

describe('layoutFlow', () => {
  it('stacks a chain top to bottom with a plus slot after each node and an end node', () => {
    const layout = layoutFlow(simple());
    expect(layout.boxes.map((box) => [box.kind, box.id, box.x, box.y, box.width, box.height])).toEqual([
      ['node', 'n1', -110, 0, 220, 88],
      ['node', 'n2', -110, 160, 220, 88],
      ['end', '', -40, 320, 80, 36],
    ]);
    expect(layout.slots).toEqual([
      { afterId: 'n1', x: 0, y: 124 },
      { afterId: 'n2', x: 0, y: 284 },
    ]);
    expect(layout.bounds).toEqual({ x: -110, y: 0, width: 220, height: 356 });
  });

  it('puts branches side by side under an add-branch pill and joins them below', () => {
    const layout = layoutFlow(withGroup().root);
    expect(layout.boxes.map((box) => [box.kind, box.id, box.x, box.y])).toEqual([
      ['node', 'n1', -110, 0],
      ['node', 'n3', -240, 216],
      ['node', 'n4', 20, 216],
      ['addBranch', 'n2', -48, 160],
      ['end', '', -40, 448],
    ]);
    expect(layout.slots).toEqual([
      { afterId: 'n1', x: 0, y: 124 },
      { afterId: 'n3', x: -130, y: 340 },
      { afterId: 'n4', x: 130, y: 340 },
      { afterId: 'n2', x: 0, y: 412 },
    ]);
    // the bottom merge line spans both branch centres at the group's bottom
    expect(layout.edges).toContainEqual({ points: [-130, 376, 130, 376] });
    expect(layout.bounds).toEqual({ x: -260, y: 0, width: 520, height: 484 });
  });

  it('gives each group a frame around its whole block, outermost first when groups nest', () => {
    const { ctx, root } = withGroup(); // n1 → group n2 (n3, n4)
    const nested = insertAfter(root, 'n3', createBranchGroup(ctx, '')); // group n5 (n6, n7) in branch n3
    const layout = layoutFlow(nested);
    const outer = layout.boxes.find((box) => box.id === 'n2');
    const inner = layout.boxes.find((box) => box.id === 'n5');
    // the outer block: from its pill's top down to its merge line, as wide as its branch columns
    expect(outer?.frame).toEqual({ x: -410, y: 160, width: 820, height: 504 });
    // the inner block sits inside the outer one, in the first branch's column under its card
    expect(inner?.frame).toEqual({ x: -390, y: 376, width: 520, height: 216 });
    expect(layout.findBox('n5')?.frame).toEqual(inner?.frame);
    expect(layout.visibleIn(layout.bounds).boxes.find((box) => box.id === 'n5')?.frame).toEqual(inner?.frame);
    expect(groupFrames(layout.boxes).map((frame) => frame.id)).toEqual(['n2', 'n5']);
  });

  it('extends a shorter branch down to the merge line', () => {
    const { ctx, root } = withGroup();
    const longer = insertAfter(root, 'n3', createNode(ctx, 'approver', '')); // n5 in branch 1
    const layout = layoutFlow(longer);
    expect(layout.edges).toContainEqual({ points: [130, 376, 130, 536] });
    expect(layout.bounds.height).toBe(644);
  });

  it('offers no slot between a parallel group and its merge node', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    root = insertAfter(root, 'n1', createParallelGroup(ctx, '')); // n2, merge n3
    const layout = layoutFlow(root);
    expect(layout.slots.map((slot) => slot.afterId)).toEqual(['n1', 'n4', 'n5', 'n3']);
    expect(layout.boxes.find((box) => box.id === 'n3')).toMatchObject({ width: 120, height: 32 });
  });

  it('reuses the layout of untouched branches after a change elsewhere', () => {
    const { ctx, root } = withGroup();
    const before = layoutChain(findNode(root, 'n4') as FlowNode);
    const changed = insertAfter(root, 'n3', createNode(ctx, 'cc', ''));
    layoutFlow(changed);
    expect(layoutChain(findNode(changed, 'n4') as FlowNode)).toBe(before);
    // renumbering on add-branch replaces the default branch, so it is laid out afresh
    const added = addBranch(changed, 'n2', ctx);
    expect(layoutChain(findNode(added, 'n4') as FlowNode)).not.toBe(before);
  });

  it('lays out only the changed path again when a node is added early in a long chain', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx); // n1
    for (let index = 0; index < 999; index += 1)
      root = insertAfter(root, root.id, createNode(ctx, 'approver', ''));
    const chainIds: string[] = [];
    for (let node: FlowNode | null = root; node; node = node.childNode) chainIds.push(node.id);
    layoutFlow(root);
    const before = layoutWorkCount();
    // after the 10th node of 1,000: it and its 9 predecessors are replaced, the new node is added and the node
    // after it gets a new pid (a new object with the same childNode); the 989 below that are reused
    const changed = insertAfter(root, chainIds[9] as string, createNode(ctx, 'cc', ''));
    const layout = layoutFlow(changed);
    expect(layoutWorkCount() - before).toBe(12);
    // same geometry as laying the edited tree out from nothing (a copy has no memoized fragments)
    const fresh = layoutFlow(JSON.parse(JSON.stringify(changed)) as FlowNode);
    expect(layout.boxes.map(({ node: _node, ...box }) => box)).toEqual(
      fresh.boxes.map(({ node: _node, ...box }) => box),
    );
    expect(layout.slots).toEqual(fresh.slots);
    expect(layout.edges).toEqual(fresh.edges);
    expect(layout.boxes[11]).toMatchObject({ id: chainIds[10], y: 11 * 160 });
    expect(layout.bounds.height).toBe(1001 * 160 + 36);
  });

  it('lays out a branch edit in O(depth): the edited branch path and the group ancestors only', () => {
    const { ctx, root } = withGroup(); // n1 → group n2 (n3, n4)
    let tree = root;
    for (let index = 0; index < 200; index += 1)
      tree = insertAfter(tree, 'n4', createNode(ctx, 'approver', ''));
    for (let index = 0; index < 200; index += 1)
      tree = insertAfter(tree, 'n2', createNode(ctx, 'approver', ''));
    layoutFlow(tree);
    const before = layoutWorkCount();
    const changed = insertAfter(tree, 'n3', createNode(ctx, 'cc', ''));
    const layout = layoutFlow(changed);
    // n3's new node, n3, group n2 and start n1: nothing of the 200-node branch or the 200 nodes below the group
    expect(layoutWorkCount() - before).toBe(4);
    const fresh = layoutFlow(JSON.parse(JSON.stringify(changed)) as FlowNode);
    expect(layout.slots).toEqual(fresh.slots);
    expect(layout.bounds).toEqual(fresh.bounds);
  });

  it('lays out 3,000 nodes quickly', () => {
    const ctx = testFactoryContext();
    let root = createStartNode(ctx);
    let count = 1;
    // 100 groups of (group + 2 branches + 2 approvers per branch) and approvers between them
    while (count < 3000) {
      const group = createBranchGroup(ctx, '');
      root = insertAfter(root, root.id, group);
      const [left, right] = group.conditionNodes ?? [];
      for (const branch of [left, right]) {
        if (!branch) continue;
        for (let index = 0; index < 12; index += 1)
          root = insertAfter(root, branch.id, createNode(ctx, 'approver', ''));
      }
      root = insertAfter(root, root.id, createNode(ctx, 'approver', ''));
      count += 28;
    }
    const started = performance.now();
    const layout = layoutFlow(root);
    const elapsed = performance.now() - started;
    console.log(`layout of ${layout.boxes.length} boxes took ${elapsed.toFixed(1)} ms`);
    expect(layout.boxes.length).toBeGreaterThan(3000);
    expect(elapsed).toBeLessThan(500);
  });
});
