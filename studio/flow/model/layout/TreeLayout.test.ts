import { describe, expect, it } from 'vitest';
import { addBranch } from '@shared/flow/branchEdit';
import { createParallelGroup, createNode } from '@shared/flow/factories';
import { testFactoryContext } from '@shared/flow/testing';
import { insertAfter } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import { NodeType } from '@shared/flow/types';
import { generateFlow } from '../editor/generateFlow';
import { layoutFlow } from './layoutFlow';
import type { Rect } from './layoutTypes';
import { intersects, isSlotInView, visibleBoxes, visibleEdges } from './viewport';

/** A flow with nested condition groups, a parallel group and long and short branches. */
function mixedFlow(): FlowNode {
  const ctx = testFactoryContext();
  let root = generateFlow(ctx, 120);
  root = insertAfter(root, root.id, createParallelGroup(ctx, ''));
  const parallel = root.childNode as FlowNode;
  const firstBranch = parallel.conditionNodes?.[0] as FlowNode;
  root = insertAfter(root, firstBranch.id, generateFlow(ctx, 27));
  root = addBranch(root, parallel.id, ctx);
  root = insertAfter(root, root.id, createNode(ctx, 'cc', ''));
  return root;
}

const plain = (boxes: { node?: FlowNode }[]) =>
  boxes.map(({ node, ...box }) => ({ ...box, nodeId: node?.id }));

describe('TreeLayout', () => {
  const layout = layoutFlow(mixedFlow());

  it('finds in a viewport exactly what filtering the flat lists finds, in the same order', () => {
    const { bounds } = layout;
    const areas: Rect[] = [
      { x: bounds.x - 10, y: -10, width: bounds.width + 20, height: bounds.height + 20 },
      { x: -640, y: -40, width: 1280, height: 760 },
      { x: -2000, y: 3000, width: 640, height: 380 },
      { x: 110, y: 900, width: 2, height: 2 },
      { x: -5000, y: -5000, width: 10, height: 10 },
    ];
    for (let step = 0; step < 40; step += 1) {
      areas.push({
        x: bounds.x + (bounds.width * step) / 40 - 300,
        y: (bounds.height * step) / 40,
        width: 400 + step * 37,
        height: 300 + step * 53,
      });
    }
    for (const area of areas) {
      const found = layout.visibleIn(area);
      expect(plain(found.boxes)).toEqual(plain(visibleBoxes(layout, area)));
      expect(found.edges).toEqual(visibleEdges(layout, area));
      expect(found.slots).toEqual(layout.slots.filter((slot) => isSlotInView(slot, area)));
    }
  });

  it('bounds every box', () => {
    let minX = Infinity;
    let maxX = -Infinity;
    for (const box of layout.boxes) {
      minX = Math.min(minX, box.x);
      maxX = Math.max(maxX, box.x + box.width);
    }
    expect(layout.bounds.x).toBeLessThanOrEqual(minX);
    expect(layout.bounds.x + layout.bounds.width).toBeGreaterThanOrEqual(maxX);
    expect(layout.boxes.every((box) => intersects(box, layout.bounds))).toBe(true);
  });

  it('finds a box by id and visits every box rectangle in drawing order', () => {
    for (const box of layout.boxes) expect(plain([layout.findBox(box.id) ?? {}])).toEqual(plain([box]));
    expect(layout.findBox('missing')).toBeUndefined();
    const rects: number[][] = [];
    layout.forEachRect((x, y, width, height) => rects.push([x, y, width, height]));
    expect(rects).toEqual(layout.boxes.map((box) => [box.x, box.y, box.width, box.height]));
  });

  it('gives each branch card its group, and no other card one', () => {
    const branches = layout.boxes.filter((box) => box.group);
    expect(branches.length).toBeGreaterThan(4);
    for (const box of layout.boxes) {
      const isBranch =
        box.node?.type === NodeType.ConditionBranch || box.node?.type === NodeType.ParallelBranch;
      expect(box.group !== undefined).toBe(isBranch);
      if (box.group) expect(box.group.conditionNodes).toContain(box.node);
    }
  });

  it('shares the fragments of the same tree', () => {
    const root = mixedFlow();
    expect(layoutFlow(root).chain).toBe(layoutFlow(root).chain);
  });
});
