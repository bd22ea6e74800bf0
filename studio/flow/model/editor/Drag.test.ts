import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import type { LayoutBox } from '../layout';
import { layoutFlow } from '../layout';
import { Drag } from './Drag';
import { addChain, testContext } from './testContext';

const centre = (box: LayoutBox | undefined) => ({
  x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
  y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
});

function setup(isReadOnly = false) {
  const { context, doc } = testContext({ isReadOnly });
  const slotAfter = (id: string) =>
    layoutFlow(doc.root).slots.find((slot) => slot.afterId === id) ?? { x: 0, y: 0 };
  return { drag: new Drag(context), doc, slotAfter };
}

describe('Drag', () => {
  it('moves a node to the slot it is let go near, as one history entry', () => {
    const { drag, doc, slotAfter } = setup();
    const [approver = '', cc = ''] = addChain(doc, 'approver', 'cc');
    drag.start(approver);
    expect(drag.draggingId).toBe(approver);
    const point = slotAfter(cc);
    drag.move(point);
    expect(drag.dropAfterId).toBe(cc);
    expect(drag.end(approver, point)).toBe(true);
    expect(drag.draggingId).toBe('');
    expect(drag.dropAfterId).toBe('');
    expect(doc.root.childNode?.id).toBe(cc);
    expect(doc.history.undoCount).toBe(1);
  });

  it('cancels: let go far from any slot, nothing changes and nothing is recorded', () => {
    const { drag, doc } = setup();
    const [approver = ''] = addChain(doc, 'approver', 'cc');
    const before = doc.root;
    drag.start(approver);
    drag.move({ x: 5000, y: 5000 });
    expect(drag.dropAfterId).toBe('');
    expect(drag.end(approver, { x: 5000, y: 5000 })).toBe(false);
    expect(doc.root).toBe(before);
    expect(doc.canUndo).toBe(false);
    expect(drag.draggingId).toBe('');
  });

  it('does not drag the start node, or anything in a read-only flow, to a slot', () => {
    const { drag, doc } = setup();
    drag.start(doc.root.id);
    expect(drag.draggingId).toBe('');
    expect(drag.drop(doc.root.id)).toBe(false);
    const readOnly = setup(true);
    const [approver = ''] = addChain(readOnly.doc, 'approver');
    readOnly.drag.start(approver);
    expect(readOnly.drag.draggingId).toBe('');
  });

  it('reorders a branch dropped on a sibling, and leaves it off a sibling', () => {
    const { drag, doc } = setup();
    const [group = ''] = addChain(doc, 'parallelGroup');
    const branchIds = () => (findNode(doc.root, group)?.conditionNodes ?? []).map((branch) => branch.id);
    const [first = '', second = ''] = branchIds();
    drag.start(first);
    expect(drag.draggingId).toBe('');
    expect(drag.end(first, { x: -5000, y: 0 })).toBe(false);
    expect(doc.canUndo).toBe(false);
    expect(drag.end(first, centre(layoutFlow(doc.root).findBox(second)))).toBe(true);
    expect(branchIds()).toEqual([second, first]);
    expect(doc.history.undoCount).toBe(1);
  });
});
