import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import { BranchType, NodeType } from '@shared/flow/types';
import { AddMenu } from './AddMenu';
import { Selection } from './Selection';
import { testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(taskNodes: boolean) {
  const { context, doc } = testContext({ init: { settings: { taskNodes } } });
  const viewport = new Viewport(context);
  return { menu: new AddMenu(context, new Selection(context, viewport), viewport), doc };
}

describe('AddMenu: task nodes (workflow spec §6 "task nodes")', () => {
  it('offers a handler node and an opinion branch while the switch is on, and adds them', () => {
    const { menu, doc } = setup(true);
    expect(menu.choices).toEqual([
      'approver',
      'handler',
      'branchGroup',
      'cc',
      'parallelGroup',
      'opinionGroup',
    ]);
    const handlerId = menu.add(doc.root.id, 'handler');
    expect(findNode(doc.root, handlerId)).toMatchObject({
      type: NodeType.Handler,
      nodeName: 'node.handler',
      setType: 1,
      nodeUserList: [],
    });
    const groupId = menu.add(handlerId, 'opinionGroup');
    const group = findNode(doc.root, groupId);
    expect(group?.attr?.branchType).toBe(BranchType.Opinion);
    expect(group?.conditionNodes?.map((branch) => [branch.type, branch.attr?.opinion])).toEqual([
      [NodeType.OpinionBranch, 'agree'],
      [NodeType.OpinionBranch, 'disagree'],
    ]);
  });

  it('offers neither while the switch is off, and adds nothing when asked anyway', () => {
    const { menu, doc } = setup(false);
    expect(menu.choices).toEqual(['approver', 'branchGroup', 'cc', 'parallelGroup']);
    expect(menu.add(doc.root.id, 'handler')).toBe('');
    expect(menu.add(doc.root.id, 'opinionGroup')).toBe('');
    expect([doc.root.childNode, doc.canUndo]).toEqual([null, false]);
  });
});
