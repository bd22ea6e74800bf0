import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/flow/types';
import { expectExecuteUndoRedo, testDocument } from '../testDocument';
import { canMoveNode, moveNodeCommand } from './moveCommands';
import { addNodeCommand, renameNodeCommand } from './nodeCommands';

function chainNames(root: FlowNode): string[] {
  const names: string[] = [];
  for (let node: FlowNode | null = root; node; node = node.childNode) names.push(node.nodeName);
  return names;
}

function threeNodes() {
  const { doc } = testDocument();
  for (const name of ['C', 'B', 'A']) {
    doc.run(addNodeCommand(doc, doc.root.id, 'approver'));
    doc.run(renameNodeCommand(doc, doc.root.childNode?.id ?? '', name));
    doc.history.breakMerge();
  }
  doc.history.clear();
  const id = (name: string) => {
    for (let node: FlowNode | null = doc.root; node; node = node.childNode)
      if (node.nodeName === name) return node.id;
    return '';
  };
  return { doc, id };
}

describe('moveNodeCommand', () => {
  it('moves a node further down the chain, and back on undo', () => {
    const { doc, id } = threeNodes();
    expectExecuteUndoRedo(doc, moveNodeCommand(doc, id('A'), id('C')), () => {
      expect(chainNames(doc.root)).toEqual(['node.initiator', 'B', 'C', 'A']);
    });
  });

  it('moves a whole parallel group with its merge node', () => {
    const { doc, id } = threeNodes();
    doc.run(addNodeCommand(doc, id('A'), 'parallelGroup'));
    const groupId = doc.root.childNode?.childNode?.id ?? '';
    doc.run(moveNodeCommand(doc, groupId, id('C')));
    const types: number[] = [];
    for (let node: FlowNode | null = doc.root; node; node = node.childNode) types.push(node.type);
    expect(types).toEqual([0, 1, 1, 1, 4, 11]);
  });

  it('refuses no-op and impossible drops, recording nothing', () => {
    const { doc, id } = threeNodes();
    expect(canMoveNode(doc.root, id('B'), id('A'))).toBe(false); // already there
    expect(canMoveNode(doc.root, doc.root.id, id('A'))).toBe(false); // the start node stays
    expect(doc.run(moveNodeCommand(doc, id('B'), id('B')))).toBe(false);
    doc.run(addNodeCommand(doc, id('A'), 'branchGroup'));
    const group = doc.root.childNode?.childNode as FlowNode;
    const inside = group.conditionNodes?.[0]?.id ?? '';
    expect(canMoveNode(doc.root, group.id, inside)).toBe(false); // into itself
    expect(canMoveNode(doc.root, id('C'), inside)).toBe(true);
    expect(doc.canUndo).toBe(true);
  });
});
