import { describe, expect, it } from 'vitest';
import { collectIds, countNodes, findNode } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import type { FlowNode } from '@shared/flow/types';
import { Clipboard } from './Clipboard';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(isReadOnly = false) {
  const { context, doc, view } = testContext({ isReadOnly });
  const clipboard = new Clipboard(context, new Selection(context, new Viewport(context)));
  return { clipboard, doc, view, announcer: context.announcer };
}

/** Node ids from the start node down the main chain. */
const chain = (node: FlowNode | null): string[] => (node ? [node.id, ...chain(node.childNode)] : []);

describe('Clipboard', () => {
  it('copies a parallel group with its merge node and pastes it after the selection with new ids', () => {
    const { clipboard, doc, view } = setup();
    const [group = ''] = addChain(doc, 'parallelGroup');
    view.select(group);
    clipboard.copy();
    expect(clipboard.content?.childNode?.type).toBe(NodeType.Merge);
    expect(clipboard.content?.childNode?.childNode).toBeNull();
    const pasted = clipboard.paste();
    expect(pasted).not.toBe('');
    expect(view.selectedId).toBe(pasted);
    expect(findNode(doc.root, pasted)?.type).toBe(NodeType.BranchGroup);
    expect(countNodes(doc.root, (node) => node.type === NodeType.Merge)).toBe(2);
    expect(collectIds(doc.root).size).toBe(countNodes(doc.root));
    expect(doc.history.undoCount).toBe(1);
  });

  it('copies nothing without a selection or from the start node, and pastes nothing without a target', () => {
    const { clipboard, doc, view } = setup();
    clipboard.copy();
    view.select(doc.root.id);
    clipboard.copy();
    expect(clipboard.hasContent).toBe(false);
    expect(clipboard.paste()).toBe('');
    const [cc = ''] = addChain(doc, 'cc');
    view.select(cc);
    clipboard.copy();
    view.clearSelection();
    expect(clipboard.paste()).toBe('');
    expect(doc.canUndo).toBe(false);
  });

  it('copies but does not paste in a read-only flow', () => {
    const { clipboard, doc, view } = setup(true);
    const [cc = ''] = addChain(doc, 'cc');
    view.select(cc);
    clipboard.copy();
    expect(clipboard.hasContent).toBe(true);
    expect(clipboard.paste()).toBe('');
    expect(doc.canUndo).toBe(false);
  });

  it('cut and paste moves the node after the target as one undoable step, keeping its id', () => {
    const { clipboard, doc, view, announcer } = setup();
    const [approver = '', cc = ''] = addChain(doc, 'approver', 'cc');
    const start = doc.root.id;
    view.select(cc);
    clipboard.cut();
    expect(announcer.text).toContain('cut');
    expect(chain(doc.root)).toEqual([start, approver, cc]);
    view.select(start);
    expect(clipboard.paste()).toBe(cc);
    expect(chain(doc.root)).toEqual([start, cc, approver]);
    expect(view.selectedId).toBe(cc);
    expect(announcer.text).toContain('moved');
    expect(doc.history.undoCount).toBe(1);
    // the cut is spent: the next paste moves nothing
    expect(clipboard.paste()).toBe('');
    doc.undo();
    expect(chain(doc.root)).toEqual([start, approver, cc]);
    doc.redo();
    expect(chain(doc.root)).toEqual([start, cc, approver]);
  });

  it('moves nothing onto itself, nothing in a read-only flow, and a copy after a cut pastes a copy', () => {
    const { clipboard, doc, view } = setup();
    const [approver = '', cc = ''] = addChain(doc, 'approver', 'cc');
    view.select(approver);
    clipboard.cut();
    expect(clipboard.paste()).toBe('');
    expect(doc.canUndo).toBe(false);
    view.select(cc);
    clipboard.copy();
    expect(clipboard.cutId).toBe('');
    view.select(approver);
    const pasted = clipboard.paste();
    expect(pasted).not.toBe(cc);
    expect(chain(doc.root)).toHaveLength(4);

    const readOnly = setup(true);
    const [node = ''] = addChain(readOnly.doc, 'cc');
    readOnly.view.select(node);
    readOnly.clipboard.cut();
    expect(readOnly.clipboard.cutId).toBe('');
  });

  it('says why nothing was copied (no selection, a single branch, the start node) and keeps the clipboard', () => {
    const { clipboard, doc, view, announcer } = setup();
    const [group = '', cc = ''] = addChain(doc, 'branchGroup', 'cc');
    view.select(cc);
    clipboard.copy();
    const held = clipboard.content;
    view.clearSelection();
    clipboard.copy();
    expect(announcer.notice).toBe('announce.copyNothing');
    const branch = findNode(doc.root, group)?.conditionNodes?.[0];
    view.select(branch?.id ?? '');
    clipboard.copy();
    expect(announcer.notice).toBe(`announce.copyBranch(name=${branch?.nodeName})`);
    expect(announcer.text).toBe(announcer.notice);
    view.select(doc.root.id);
    clipboard.cut();
    expect(announcer.notice).toBe(`announce.copyNotAllowed(name=${doc.root.nodeName})`);
    expect(announcer.noticeCount).toBe(3);
    expect(clipboard.content).toBe(held);
    expect(clipboard.cutId).toBe('');
  });

  it('copies a whole condition group with its branches, and pastes it as one undo step', () => {
    const { clipboard, doc, view, announcer } = setup();
    const [group = ''] = addChain(doc, 'branchGroup');
    view.select(group);
    clipboard.copy();
    expect(announcer.notice).toBe('');
    expect(clipboard.content?.conditionNodes).toHaveLength(2);
    const pasted = clipboard.paste();
    expect(findNode(doc.root, pasted)?.conditionNodes).toHaveLength(2);
    expect(countNodes(doc.root, (node) => node.type === NodeType.BranchGroup)).toBe(2);
    expect(doc.history.undoCount).toBe(1);
  });
});
