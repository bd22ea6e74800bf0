import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';
import { addNodeCommand } from '../commands';
import { testDocument } from '../testDocument';
import { applyNodeDraft, draftProblems } from './nodeDraft';

function withNode(kind: 'approver' | 'cc' | 'branchGroup') {
  const { doc } = testDocument();
  doc.run(addNodeCommand(doc, doc.root.id, kind));
  doc.history.clear();
  return doc;
}

describe('applyNodeDraft', () => {
  it('applies name, assignees, privileges and switches as one undo entry', () => {
    const doc = withNode('approver');
    const node = doc.root.childNode as FlowNode;
    const draft: FlowNode = {
      ...node,
      nodeName: ' Manager ',
      setType: 3,
      nodeRoleList: [{ id: 'r1', name: 'HR' }],
      privileges: [{ key: 'days', hidden: true, disabled: false }],
      configure: { ...node.configure, fallBack: true },
    };
    expect(applyNodeDraft(doc, draft)).toBe(true);
    expect(findNode(doc.root, node.id)).toMatchObject({
      nodeName: 'Manager',
      setType: 3,
      examineMode: 3,
      content: 'approver.names(names=HR,count=1)',
    });
    expect(findNode(doc.root, node.id)?.configure?.fallBack).toBe(true);
    expect(doc.history.undoCount).toBe(1);
    doc.undo();
    expect(doc.root.childNode).toBe(node);
  });

  it('refuses an empty name and records nothing', () => {
    const doc = withNode('cc');
    const node = doc.root.childNode as FlowNode;
    expect(draftProblems({ ...node, nodeName: ' ' })).toEqual(['nameRequired']);
    expect(applyNodeDraft(doc, { ...node, nodeName: '' })).toBe(false);
    expect(doc.canUndo).toBe(false);
  });

  it('sets cc recipients and the custom cc option', () => {
    const doc = withNode('cc');
    const node = doc.root.childNode as FlowNode;
    applyNodeDraft(doc, { ...node, customCc: true });
    expect(findNode(doc.root, node.id)).toMatchObject({ customCc: true, content: 'approver.customCc' });
  });

  it('cleans incomplete conditions of a branch on confirm', () => {
    const doc = withNode('branchGroup');
    const branch = doc.root.childNode?.conditionNodes?.[0] as FlowNode;
    const complete = { label: 'Days', field: 'days', operator: 'gt' as const, value: '3' };
    applyNodeDraft(doc, { ...branch, conditionList: [[complete, { ...complete, value: '' }], []] });
    expect(findNode(doc.root, branch.id)?.conditionList).toEqual([[complete]]);
    expect(doc.history.undoCount).toBe(1);
  });
});
