import { describe, expect, it } from 'vitest';
import { collectIds, countNodes, findNode } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';
import { NodeType } from '@shared/flow/types';
import { expectExecuteUndoRedo, testDocument } from '../testDocument';
import {
  addNodeCommand,
  cleanConditionsCommand,
  deleteNodeCommand,
  pasteSubtreeCommand,
  renameNodeCommand,
  setAssigneesCommand,
  setConditionsCommand,
  setConfigureCommand,
  setPrivilegesCommand,
} from './nodeCommands';

function chainTypes(root: FlowNode): number[] {
  const types: number[] = [];
  for (let node: FlowNode | null = root; node; node = node.childNode) types.push(node.type);
  return types;
}

function docWith(...kinds: ('approver' | 'cc' | 'branchGroup' | 'parallelGroup' | 'opinionGroup')[]) {
  const { doc, clock } = testDocument();
  for (const kind of [...kinds].reverse()) doc.run(addNodeCommand(doc, doc.root.id, kind));
  doc.history.clear();
  return { doc, clock };
}

const days = { label: 'Days', field: 'days', operator: 'gt' as const, value: '3' };

describe('add node commands', () => {
  it.each([
    ['approver', [0, 1]],
    ['cc', [0, 2]],
    ['branchGroup', [0, 4]],
    ['parallelGroup', [0, 4, 11]],
    ['opinionGroup', [0, 4]],
  ] as const)('adds a %s after a node, undo removes it, redo brings the same ids back', (kind, types) => {
    const { doc } = testDocument();
    expectExecuteUndoRedo(doc, addNodeCommand(doc, doc.root.id, kind), () => {
      expect(chainTypes(doc.root)).toEqual(types);
      expect(doc.root.childNode?.status).toBe(-1);
      expect(collectIds(doc.root).size).toBe(countNodes(doc.root));
    });
  });

  it('records nothing for an unknown target', () => {
    const { doc } = testDocument();
    expect(doc.run(addNodeCommand(doc, 'nope', 'approver'))).toBe(false);
    expect(doc.canUndo).toBe(false);
  });

  it('returns the id of the node it added, the same after undo and redo', () => {
    const { doc } = testDocument();
    const command = addNodeCommand(doc, doc.root.id, 'approver');
    expect(command.createdId).toBe('');
    expect(doc.run(command)).toBe(true);
    const id = command.createdId;
    expect(doc.root.childNode?.id).toBe(id);
    doc.undo();
    doc.redo();
    expect(doc.root.childNode?.id).toBe(id);
    const refused = addNodeCommand(doc, 'nope', 'cc');
    doc.run(refused);
    expect(refused.createdId).toBe('');
  });
});

describe('deleteNodeCommand', () => {
  it('removes a node and undo restores it in place', () => {
    const { doc } = docWith('approver', 'cc');
    const approverId = doc.root.childNode?.id ?? '';
    expectExecuteUndoRedo(doc, deleteNodeCommand(doc, approverId), () => {
      expect(chainTypes(doc.root)).toEqual([0, 2]);
    });
  });

  it('cannot delete the start node', () => {
    const { doc } = docWith('approver');
    expect(doc.run(deleteNodeCommand(doc, doc.root.id))).toBe(false);
  });
});

describe('renameNodeCommand', () => {
  it('renames and merges keystrokes within the merge window into one undo step', () => {
    const { doc, clock } = docWith('approver');
    const id = doc.root.childNode?.id ?? '';
    expectExecuteUndoRedo(doc, renameNodeCommand(doc, id, 'Boss'), () => {
      expect(findNode(doc.root, id)?.nodeName).toBe('Boss');
    });
    doc.history.clear();
    doc.run(renameNodeCommand(doc, id, 'M'));
    clock.advance(100);
    doc.run(renameNodeCommand(doc, id, 'Ma'));
    expect(doc.history.undoCount).toBe(1);
    doc.undo();
    expect(findNode(doc.root, id)?.nodeName).toBe('Boss');
  });
});

describe('setAssigneesCommand', () => {
  it('sets members, keeps an offered examineMode and writes the display text', () => {
    const { doc } = docWith('approver');
    const id = doc.root.childNode?.id ?? '';
    const users = [{ id: 'u1', name: 'Ann' }];
    expectExecuteUndoRedo(
      doc,
      setAssigneesCommand(doc, id, { setType: 1, nodeUserList: users, examineMode: 2 }),
      () => {
        expect(findNode(doc.root, id)).toMatchObject({
          setType: 1,
          examineMode: 2,
          nodeUserList: users,
          content: 'approver.names(names=Ann,count=1)',
        });
      },
    );
  });

  it('switches examineMode to 3 for a role and back to 1 for the initiator', () => {
    const { doc } = docWith('approver');
    const id = doc.root.childNode?.id ?? '';
    doc.run(
      setAssigneesCommand(doc, id, { setType: 3, nodeRoleList: [{ id: 'r', name: 'HR' }], examineMode: 1 }),
    );
    expect(findNode(doc.root, id)).toMatchObject({
      setType: 3,
      examineMode: 3,
      content: 'approver.names(names=HR,count=1)',
    });
    doc.run(setAssigneesCommand(doc, id, { setType: 5 }));
    expect(findNode(doc.root, id)).toMatchObject({
      setType: 5,
      examineMode: 1,
      content: 'approver.initiator',
    });
  });

  it('keeps cc nodes on named members', () => {
    const { doc } = docWith('cc');
    const id = doc.root.childNode?.id ?? '';
    doc.run(setAssigneesCommand(doc, id, { setType: 3, nodeUserList: [{ id: 'u', name: 'Bo' }] }));
    expect(findNode(doc.root, id)).toMatchObject({ setType: 1, content: 'approver.names(names=Bo,count=1)' });
    expect(findNode(doc.root, id)?.examineMode).toBeUndefined();
  });
});

describe('condition commands', () => {
  function branchDoc() {
    const { doc, clock } = docWith('branchGroup');
    const branchId = doc.root.childNode?.conditionNodes?.[0]?.id ?? '';
    return { doc, clock, branchId };
  }

  it('sets conditions and the branch summary', () => {
    const { doc, branchId } = branchDoc();
    expectExecuteUndoRedo(doc, setConditionsCommand(doc, branchId, [[days]]), () => {
      expect(findNode(doc.root, branchId)).toMatchObject({
        conditionList: [[days]],
        content: 'summary.item(label=Days,operator=operator.gt,value=3)',
      });
    });
  });

  it('cleans incomplete conditions on panel close, and records nothing when clean', () => {
    const { doc, branchId } = branchDoc();
    doc.run(setConditionsCommand(doc, branchId, [[days, { ...days, value: '' }], []]));
    doc.history.clear();
    expectExecuteUndoRedo(doc, cleanConditionsCommand(doc, branchId), () => {
      expect(findNode(doc.root, branchId)?.conditionList).toEqual([[days]]);
    });
    expect(doc.run(cleanConditionsCommand(doc, branchId))).toBe(false);
  });
});

describe('privileges, configure and paste', () => {
  it('sets privileges', () => {
    const { doc } = docWith('approver');
    const id = doc.root.childNode?.id ?? '';
    const privileges = [{ key: 'a', disabled: true, hidden: false }];
    expectExecuteUndoRedo(doc, setPrivilegesCommand(doc, id, privileges), () => {
      expect(findNode(doc.root, id)?.privileges).toEqual(privileges);
    });
  });

  it('sets configure flags, and records nothing when unchanged', () => {
    const { doc } = docWith('approver');
    const id = doc.root.childNode?.id ?? '';
    expectExecuteUndoRedo(doc, setConfigureCommand(doc, id, { fallBack: true }), () => {
      expect(findNode(doc.root, id)?.configure).toEqual({
        fallBack: true,
        staging: false,
        transmitted: false,
        needClaim: false,
      });
    });
    expect(doc.run(setConfigureCommand(doc, id, { fallBack: true }))).toBe(false);
  });

  it('pastes a copied group with all-new ids', () => {
    const { doc } = docWith('branchGroup');
    const group = doc.root.childNode as FlowNode;
    const copy = { ...group, childNode: null };
    const idsBefore = collectIds(doc.root);
    expectExecuteUndoRedo(doc, pasteSubtreeCommand(doc, group.id, copy), () => {
      expect(countNodes(doc.root, (node) => node.type === NodeType.BranchGroup)).toBe(2);
      const pasted = doc.root.childNode?.childNode as FlowNode;
      expect([...collectIds(pasted)].some((id) => idsBefore.has(id))).toBe(false);
      expect(collectIds(doc.root).size).toBe(countNodes(doc.root));
    });
  });

  it('returns the id of the pasted top node', () => {
    const { doc } = docWith('cc');
    const copy = { ...(doc.root.childNode as FlowNode), childNode: null };
    const command = pasteSubtreeCommand(doc, doc.root.id, copy);
    expect(doc.run(command)).toBe(true);
    expect(command.createdId).not.toBe(copy.id);
    expect(doc.root.childNode?.id).toBe(command.createdId);
  });
});
