import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import type { LayoutBox } from '../layout';
import { layoutFlow } from '../layout';
import { branchMoveAt, cardAt, dropSlotNear } from './dragMath';
import { addChain, testContext } from './testContext';

const centre = (box: LayoutBox | undefined) => ({
  x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
  y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
});

describe('dropSlotNear', () => {
  const slots = [
    { afterId: 'a', x: 0, y: 0 },
    { afterId: 'b', x: 0, y: 100 },
  ];
  it.each([
    [{ x: 10, y: 10 }, 'a'],
    [{ x: 0, y: 60 }, 'b'],
    [{ x: 0, y: 50 }, 'a'],
    [{ x: 79, y: 100 }, 'b'],
    [{ x: 80, y: 100 }, undefined],
    [{ x: 500, y: 500 }, undefined],
  ])('%o → %s', (point, afterId) => {
    expect(dropSlotNear(slots, point)?.afterId).toBe(afterId);
  });
});

describe('cardAt', () => {
  const card = (id: string, x: number, kind: LayoutBox['kind'] = 'node'): LayoutBox => ({
    id,
    kind,
    x,
    y: 0,
    width: 100,
    height: 50,
  });
  const boxes = [card('pill', 0, 'addBranch'), card('a', 0), card('b', 200)];
  it('finds the card under the point, edges included, skipping pills and the card being dragged', () => {
    expect(cardAt(boxes, { x: 0, y: 0 })?.id).toBe('a');
    expect(cardAt(boxes, { x: 300, y: 50 })?.id).toBe('b');
    expect(cardAt(boxes, { x: 150, y: 10 })).toBeUndefined();
    expect(cardAt(boxes, { x: 50, y: 10 }, 'a')).toBeUndefined();
  });
});

describe('branchMoveAt', () => {
  it('moves a branch to the place of the sibling it is dropped on, and nowhere else', () => {
    const { doc } = testContext();
    const [group = '', other = ''] = addChain(doc, 'branchGroup', 'branchGroup');
    const layout = layoutFlow(doc.root);
    const [first, second] = findNode(doc.root, group)?.conditionNodes ?? [];
    const [foreign] = findNode(doc.root, other)?.conditionNodes ?? [];
    const at = (id: string | undefined) => centre(layout.findBox(id ?? ''));
    expect(branchMoveAt(doc.root, layout.boxes, first?.id ?? '', at(second?.id))).toEqual({
      groupId: group,
      from: 0,
      to: 1,
    });
    expect(branchMoveAt(doc.root, layout.boxes, second?.id ?? '', at(first?.id))).toEqual({
      groupId: group,
      from: 1,
      to: 0,
    });
    expect(branchMoveAt(doc.root, layout.boxes, first?.id ?? '', at(foreign?.id))).toBeUndefined();
    expect(branchMoveAt(doc.root, layout.boxes, first?.id ?? '', at(first?.id))).toBeUndefined();
    expect(branchMoveAt(doc.root, layout.boxes, first?.id ?? '', { x: -5000, y: 0 })).toBeUndefined();
    expect(branchMoveAt(doc.root, layout.boxes, group, at(second?.id))).toBeUndefined();
  });
});
