import { describe, expect, it } from 'vitest';
import { collectIds, countNodes, findNode } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import { Clipboard } from './Clipboard';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(isReadOnly = false) {
  const { context, doc, view } = testContext({ isReadOnly });
  return { clipboard: new Clipboard(context, new Selection(context, new Viewport(context))), doc, view };
}

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
});
