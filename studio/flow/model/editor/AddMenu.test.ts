import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import { AddMenu } from './AddMenu';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(isReadOnly = false) {
  const { context, doc, view } = testContext({ isReadOnly });
  const viewport = new Viewport(context);
  viewport.setScreen({ width: 1000, height: 300 });
  view.setView({ zoom: 100, pan: { x: 500, y: 40 } });
  return { menu: new AddMenu(context, new Selection(context, viewport), viewport), doc, view };
}

describe('AddMenu', () => {
  it('opens at a plus slot and closes', () => {
    const { menu, doc } = setup();
    menu.open(doc.root.id);
    expect(menu.afterId).toBe(doc.root.id);
    menu.close();
    expect(menu.afterId).toBe('');
  });

  it('adds a node, closes, selects it, scrolls it into view and returns its id', () => {
    const { menu, doc, view } = setup();
    addChain(doc, 'approver', 'cc');
    const last = doc.root.childNode?.childNode?.id ?? '';
    menu.open(last);
    const id = menu.add(last, 'approver');
    expect(menu.afterId).toBe('');
    expect(findNode(doc.root, last)?.childNode?.id).toBe(id);
    expect(findNode(doc.root, id)?.type).toBe(NodeType.Approver);
    expect(view.selectedId).toBe(id);
    expect(view.pan.y).toBeLessThan(40);
    expect(doc.history.undoCount).toBe(1);
  });

  it('returns nothing and records nothing for a slot that is gone', () => {
    const { menu, doc } = setup();
    menu.open('gone');
    expect(menu.add('gone', 'cc')).toBe('');
    expect(menu.afterId).toBe('');
    expect(doc.canUndo).toBe(false);
  });

  it('adds a branch from the pill as one step and returns its id', () => {
    const { menu, doc } = setup();
    const [group] = addChain(doc, 'branchGroup');
    const id = menu.addBranch(group ?? '');
    expect(findNode(doc.root, group ?? '')?.conditionNodes?.map((branch) => branch.id)).toContain(id);
    expect(doc.history.undoCount).toBe(1);
    expect(menu.addBranch('gone')).toBe('');
  });

  it('does nothing in a read-only flow', () => {
    const { menu, doc } = setup(true);
    const [group] = addChain(doc, 'branchGroup');
    menu.open(doc.root.id);
    expect(menu.afterId).toBe('');
    expect(menu.addBranch(group ?? '')).toBe('');
    expect(doc.canUndo).toBe(false);
  });
});
